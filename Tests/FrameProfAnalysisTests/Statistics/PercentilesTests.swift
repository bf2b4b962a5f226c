import Testing
@testable import FrameProfAnalysis

@Suite struct PercentilesTests {
    @Test func nearestRankPicksMeasuredValues() {
        let p = Percentiles(of: (1...100).map(Double.init).reversed())
        #expect(p.p50 == 50)
        #expect(p.p90 == 90)
        #expect(p.p95 == 95)
        #expect(p.p99 == 99)
        #expect(p.max == 100)
    }

    @Test func smallSamplesUseTheLargestRank() {
        let p = Percentiles(of: [4, 1, 3])
        #expect(p.p50 == 3)
        #expect(p.p99 == 4)
        #expect(Percentiles(of: []) == .zero)
    }
}
