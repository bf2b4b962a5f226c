import Foundation
import Testing
@testable import FrameProfHistory

/// Change points of seeded series: a known step is found at its run, and a flat noisy series has none.
struct ChangePointTests {
    /// `count` values around `level` with Gaussian noise of `deviation`, from `seed`.
    private func noisy(_ count: Int, level: Double, deviation: Double, seed: UInt64) -> [Double] {
        var random = SplitMix64(seed: seed)
        return (0..<count).map { _ in
            // Box–Muller from two uniforms in (0, 1].
            let u = (Double(random.next() >> 11) + 1) / 9_007_199_254_740_992
            let v = Double(random.next() >> 11) / 9_007_199_254_740_992
            return level + deviation * (-2 * log(u)).squareRoot() * cos(2 * .pi * v)
        }
    }

    @Test("A measured series that steps from 100 to 110 ms at run 25 changes there, and nowhere else")
    func findsTheStep() throws {
        let series = noisy(25, level: 100, deviation: 3, seed: 1) + noisy(25, level: 110, deviation: 3, seed: 2)
        let changes = ChangePoints.measured(series)
        #expect(changes.map(\.index) == [25])
        let change = changes[0]
        #expect(abs(change.before - 100) < 2 && abs(change.after - 110) < 2, "\(change)")
        #expect((change.relativeChange ?? 0) > 0.08)
        #expect(try #require(change.pValue) < 0.05)
    }

    @Test("Two steps, up then down, are both found, each at its run")
    func findsTwoSteps() {
        let series = noisy(20, level: 50, deviation: 1, seed: 3) + noisy(20, level: 60, deviation: 1, seed: 4)
            + noisy(20, level: 45, deviation: 1, seed: 5)
        let changes = ChangePoints.measured(series)
        #expect(changes.map(\.index) == [20, 40])
        #expect(changes[0].change > 8 && changes[1].change < -12)
    }

    @Test("Flat noisy series have no change point, but for the test's own false alarms")
    func flatSeriesHaveNone() {
        // At 5 % each flat series may raise a false alarm; over 40 of them, about 2 would.
        var alarms = 0
        for seed in 0..<40 as Range<UInt64> {
            var options = ChangePoints.Options()
            options.seed = seed
            alarms += ChangePoints.measured(noisy(40, level: 100, deviation: 5, seed: 100 + seed), options: options).isEmpty ? 0 : 1
        }
        #expect(alarms <= 5, "\(alarms) of 40 flat series had a change point")
        #expect(ChangePoints.measured(noisy(40, level: 100, deviation: 5, seed: 7)).isEmpty)
    }

    @Test("A step much smaller than the noise is reported no more often than a flat series' false alarms")
    func noiseHidesATinyStep() {
        var alarms = 0
        for seed in 0..<20 as Range<UInt64> {
            let series = noisy(20, level: 100, deviation: 10, seed: 200 + seed) + noisy(20, level: 100.5, deviation: 10, seed: 300 + seed)
            alarms += ChangePoints.measured(series).isEmpty ? 0 : 1
        }
        #expect(alarms <= 3, "\(alarms) of 20")
    }

    @Test("The same series and seed give the same answer; too short a series gives none")
    func deterministicAndShort() {
        let series = noisy(15, level: 10, deviation: 1, seed: 10) + noisy(15, level: 14, deviation: 1, seed: 11)
        #expect(ChangePoints.measured(series) == ChangePoints.measured(series))
        #expect(ChangePoints.measured([1, 2, 3, 40, 50]).isEmpty)
        #expect(ChangePoints.measured([]).isEmpty)
    }

    @Test("An exact series changes at every step, with no p-value")
    func exactSeries() {
        let changes = ChangePoints.exact([34, 34, 34, 35, 35, 34, 34])
        #expect(changes.map(\.index) == [3, 5])
        #expect(changes[0].before == 34 && changes[0].after == 35 && changes[0].pValue == nil)
        #expect(changes[1].change == -1)
        #expect(ChangePoints.exact([7, 7, 7]).isEmpty)
    }
}
