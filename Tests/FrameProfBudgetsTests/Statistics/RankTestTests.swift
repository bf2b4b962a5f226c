import Testing
@testable import FrameProfBudgets

@Suite struct RankTestTests {
    @Test func fullySeparatedFiveAndFiveIsOneArrangementIn252() {
        let p = RankTest.pIncrease(from: [1, 2, 3, 4, 5], to: [6, 7, 8, 9, 10])
        #expect(abs(p - 1.0 / 252) < 1e-12)
        // The other direction: every arrangement is at least as extreme.
        #expect(RankTest.pIncrease(from: [6, 7, 8, 9, 10], to: [1, 2, 3, 4, 5]) == 1)
    }

    @Test func exactTailMatchesTheTabulatedDistribution() {
        // n = m = 3: U takes 0...9 with counts 1,1,2,3,3,3,3,2,1,1 over 20 arrangements.
        #expect(abs(RankTest.exactUpperTail(u: 9, n: 3, m: 3) - 1.0 / 20) < 1e-12)
        #expect(abs(RankTest.exactUpperTail(u: 7, n: 3, m: 3) - 4.0 / 20) < 1e-12)
        #expect(RankTest.exactUpperTail(u: 0, n: 3, m: 3) == 1)
    }

    @Test func interleavedSamplesAreNotSignificant() {
        let p = RankTest.pIncrease(from: [1, 3, 5, 7, 9], to: [2, 4, 6, 8, 10])
        #expect(p > 0.3 && p < 0.5)
    }

    @Test func tiesUseTheNormalApproximationAndEqualSamplesGiveNoEvidence() {
        #expect(RankTest.pIncrease(from: [4, 4, 4, 4, 4], to: [4, 4, 4, 4, 4]) == 1)
        let p = RankTest.pIncrease(from: [1, 1, 2, 2, 3], to: [3, 4, 4, 5, 5])
        #expect(p < 0.02)
    }
}
