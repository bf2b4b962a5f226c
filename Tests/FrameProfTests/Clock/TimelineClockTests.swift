import Testing
import FrameProf

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
}
