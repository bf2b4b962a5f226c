import CFrameProfClock
import Dispatch
@_spi(Simulation) @testable import FrameProf
import Testing

@Suite("Timeline clock")
struct TimelineClockTests {
    @Test("Waiting jumps ahead instead of sleeping; discounting takes time back; real time still passes")
    func waitAndDiscount() {
        RecordingContext().run {
            TimelineClock.reset(to: 1_000_000_000)
            let start = TimelineClock.now
            #expect(start >= 1_000_000_000 && start < 1_100_000_000)
            TimelineClock.wait(until: start + 5_000_000_000)
            let afterWait = TimelineClock.now
            #expect(afterWait >= start + 5_000_000_000)
            #expect(afterWait < start + 5_100_000_000, "the wait must not sleep")
            TimelineClock.wait(until: start)
            #expect(TimelineClock.now >= afterWait, "waiting for the past changes nothing")
            TimelineClock.discount(2_000_000_000)
            let afterDiscount = TimelineClock.now
            #expect(afterDiscount >= afterWait - 2_000_000_000 && afterDiscount < afterWait)
        }
    }

    @Test("A slowdown stretches elapsed time from the moment it is set, without a jump")
    func slowdownStretches() {
        RecordingContext().run {
            TimelineClock.reset(to: 1_000_000_000)
            defer { TimelineClock.slowdown = 1 }
            let before = TimelineClock.now
            TimelineClock.slowdown = 4
            let after = TimelineClock.now
            #expect(after >= before && after - before < 50_000_000, "setting the slowdown does not move the clock")
            let (timeline, real, t1) = elapsed(10_000_000)
            // The timeline may read the calibrated counter, which agrees with CLOCK_MONOTONIC to ~10 ppm.
            #expect(Double(timeline) >= 4 * Double(real) * 0.999, "the timeline ran four times as fast as real time")
            TimelineClock.discount(1_000)
            #expect(TimelineClock.now < t1 + 4 * 1_000_000, "a discount is stretched too, so the clock stays near")
            TimelineClock.slowdown = 1
            let t2 = TimelineClock.now
            #expect(t2 >= t1 - 4_000 && t2 - t1 < 50_000_000, "back to real time without a jump")
        }
    }

    @Test("Switching the timeline between CLOCK_MONOTONIC and the calibrated counter neither jumps nor changes its pace")
    func counterKeepsPace() {
        RecordingContext().run {
            TimelineClock.reset(to: 1_000_000_000)
            let hardware = ClockCalibration.hardwareCalibration()
            // Both directions, whatever an earlier test left installed; without a trustworthy counter the
            // "counter" side is CLOCK_MONOTONIC as well.
            for nsPerTick in [0, hardware.source == .timestampCounter ? hardware.nanosecondsPerTick : 0] {
                let before = TimelineClock.now
                cfp_set_timeline_counter(hardware.baseTicks, hardware.baseNanoseconds, nsPerTick)
                let after = TimelineClock.now
                #expect(after >= before && after - before < 1_000_000, "switching moved the clock by \(Int64(bitPattern: after &- before)) ns")
                let (timeline, real, _) = elapsed(20_000_000)
                let ratio = Double(timeline) / Double(real)
                #expect(ratio > 0.999 && ratio < 1.01, "the timeline runs at real time, measured ratio \(ratio)")
            }
        }
    }

    /// Busy-waits `ns` of CLOCK_MONOTONIC bracketed by timeline reads; returns both elapsed times and
    /// the timeline's reading at the end.
    private func elapsed(_ ns: UInt64) -> (timeline: UInt64, real: UInt64, end: UInt64) {
        let t0 = TimelineClock.now
        let m0 = DispatchTime.now().uptimeNanoseconds
        while DispatchTime.now().uptimeNanoseconds - m0 < ns {}
        let m1 = DispatchTime.now().uptimeNanoseconds
        let t1 = TimelineClock.now
        return (t1 - t0, m1 - m0, t1)
    }
}
