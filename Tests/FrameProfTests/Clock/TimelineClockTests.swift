import Dispatch
import FrameProf
import Testing

@Suite("Timeline clock")
struct TimelineClockTests {
    @Test("Waiting jumps ahead instead of sleeping; discounting takes time back; real time still passes")
    func waitAndDiscount() {
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

    @Test("A slowdown stretches elapsed time from the moment it is set, without a jump")
    func slowdownStretches() {
        TimelineClock.reset(to: 1_000_000_000)
        defer { TimelineClock.slowdown = 1 }
        let before = TimelineClock.now
        TimelineClock.slowdown = 4
        let after = TimelineClock.now
        #expect(after >= before && after - before < 50_000_000, "setting the slowdown does not move the clock")
        // Let real time pass (≥ 10 ms by CLOCK_MONOTONIC, bracketed by timeline reads).
        let t0 = TimelineClock.now
        let m0 = DispatchTime.now().uptimeNanoseconds
        while DispatchTime.now().uptimeNanoseconds - m0 < 10_000_000 {}
        let m1 = DispatchTime.now().uptimeNanoseconds
        let t1 = TimelineClock.now
        // The timeline may read the calibrated counter, which agrees with CLOCK_MONOTONIC to ~10 ppm.
        #expect(Double(t1 - t0) >= 4 * Double(m1 - m0) * 0.999, "the timeline ran four times as fast as real time")
        TimelineClock.discount(1_000)
        #expect(TimelineClock.now < t1 + 4 * 1_000_000, "a discount is stretched too, so the clock stays near")
        TimelineClock.slowdown = 1
        let t2 = TimelineClock.now
        #expect(t2 >= t1 - 4_000 && t2 - t1 < 50_000_000, "back to real time without a jump")
    }

    @Test("Reading real time from the hardware counter neither jumps the timeline nor changes its pace")
    func counterKeepsPace() {
        TimelineClock.reset(to: 1_000_000_000)
        let before = TimelineClock.now
        TimelineClock.prepare()
        let after = TimelineClock.now
        #expect(after >= before && after - before < 5_000_000, "switching the source moves the clock by the calibration's error at most")
        let t0 = TimelineClock.now
        let m0 = DispatchTime.now().uptimeNanoseconds
        while DispatchTime.now().uptimeNanoseconds - m0 < 20_000_000 {}
        let m1 = DispatchTime.now().uptimeNanoseconds
        let t1 = TimelineClock.now
        let ratio = Double(t1 - t0) / Double(m1 - m0)
        #expect(ratio > 0.999 && ratio < 1.01, "the timeline runs at real time, measured ratio \(ratio)")
    }
}
