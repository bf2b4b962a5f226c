import Testing
@testable import StackLab
@testable import StackLabContent
@testable import StackLabCore
@testable import StackLabScenarios

/// The hand-like indicator scrub: seeded sweeps of the given length, turning near the ends, easing in
/// and out of each turn.
@Suite struct ScrubPathTests {
    @Test func sweepsTakeTheirSecondsAndTurnNearTheEnds() {
        let path = ScrubPath(duration: 30, sweep: 1...2, seed: 0)
        #expect((15...30).contains(path.sweeps), "\(path.sweeps) sweeps")
        var turns: [(Double, Double)] = []
        var t = 0.0
        var previous = path.fraction(at: 0)
        var rising = true
        while t < 30 {
            t += 0.005
            let f = path.fraction(at: t)
            if (f > previous) != rising, t > 0.01 {
                turns.append((t, previous))
                rising.toggle()
            }
            previous = f
        }
        #expect(turns.count >= 14)
        for (index, turn) in turns.enumerated() {
            // Down sweeps turn in the last 12 % of the travel, up sweeps in the first 12 %.
            #expect(index % 2 == 0 ? turn.1 >= 0.88 : turn.1 <= 0.12, "turn \(index) at \(turn.1)")
        }
        // Every sweep but the last (cut short where the scrub ends) takes one to two seconds.
        for (a, b) in zip(turns, turns.dropFirst()).dropLast() {
            #expect((0.99...2.01).contains(b.0 - a.0), "a sweep of \(b.0 - a.0) s")
        }
    }

    @Test func aThumbSpeedsUpFromRestAndSlowsIntoEachTurn() {
        let path = ScrubPath(duration: 10, sweep: 1.5...1.5, seed: 3)
        let step = 0.01
        let nearTurn = abs(path.fraction(at: 1.5) - path.fraction(at: 1.5 - step))
        let midSweep = abs(path.fraction(at: 0.75 + step) - path.fraction(at: 0.75))
        #expect(midSweep > 10 * nearTurn)
    }

    @Test func aSeedFixesTheHandAndWithoutSweepsTheScrubGoesDownAndBackOnce() {
        #expect(ScrubPath(duration: 30, sweep: 1...2, seed: 4) == ScrubPath(duration: 30, sweep: 1...2, seed: 4))
        #expect(ScrubPath(duration: 30, sweep: 1...2, seed: 4) != ScrubPath(duration: 30, sweep: 1...2, seed: 5))
        let even = ScrubPath(duration: 2, sweep: nil, seed: 0)
        #expect(even.fraction(at: 1) == 1)
        #expect(even.fraction(at: 2) == 0)
        #expect(even.sweeps == 2)
    }
}
