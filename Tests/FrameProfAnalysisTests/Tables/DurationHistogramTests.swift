import Testing
@testable import FrameProfAnalysis

@Suite struct DurationHistogramTests {
    @Test func everyValueLandsInABucketWithinOnePointSixPercent() {
        for value: UInt64 in [0, 1, 127, 128, 129, 1_000, 8_333_333, 123_456_789_012, UInt64(1) << 62] {
            let mid = DurationHistogram.value(ofBucket: DurationHistogram.bucket(of: value))
            #expect(abs(mid - Double(value)) <= max(0.5, Double(value) / 64), "\(value) → \(mid)")
        }
    }

    @Test func mergingEqualsRecordingEverything() {
        var a = DurationStats(), b = DurationStats(), all = DurationStats()
        for v: UInt64 in [10, 500, 7_000, 90_000] { a.add(v); all.add(v) }
        for v: UInt64 in [3, 65_000, 1_000_000] { b.add(v); all.add(v) }
        a.merge(b)
        #expect(a.count == all.count && a.totalNs == all.totalNs && a.minNs == 3 && a.maxNs == 1_000_000)
        #expect(abs(a.standardDeviationNs - all.standardDeviationNs) < 1e-6)
        #expect(a.percentileNs(0.5) == all.percentileNs(0.5))
    }
}
