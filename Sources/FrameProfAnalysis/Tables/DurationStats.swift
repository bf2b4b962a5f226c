/// Count, total, extremes, mean and standard deviation (Welford, so long runs stay exact) and
/// histogram percentiles of one name's intervals. Fixed size per name, never per interval.
public struct DurationStats: Sendable, Equatable {
    /// Intervals seen.
    public private(set) var count = 0
    /// Sum of durations, ns.
    public private(set) var totalNs: UInt64 = 0
    /// Shortest, ns.
    public private(set) var minNs: UInt64 = .max
    /// Longest, ns.
    public private(set) var maxNs: UInt64 = 0
    /// Exact sums of durations and of their squares: an add is two integer multiply-adds, where
    /// Welford's update spends a division per interval, and merging sums is addition.
    private var sum: UInt128 = 0
    private var sumOfSquares: UInt128 = 0
    private var histogram = DurationHistogram()

    /// No intervals yet.
    public init() {}

    /// Statistics accumulated elsewhere (the analyzer's `IntervalStore`).
    init(count: Int, minNs: UInt64, maxNs: UInt64, sum: UInt128, sumOfSquares: UInt128, histogram: DurationHistogram) {
        (self.count, self.minNs, self.maxNs, self.sum, self.sumOfSquares) = (count, minNs, maxNs, sum, sumOfSquares)
        totalNs = UInt64(truncatingIfNeeded: sum)
        self.histogram = histogram
    }

    /// Adds one interval's duration.
    @inline(__always)
    public mutating func add(_ ns: UInt64) {
        count += 1
        totalNs &+= ns
        minNs = Swift.min(minNs, ns)
        maxNs = Swift.max(maxNs, ns)
        sum &+= UInt128(ns)
        sumOfSquares &+= UInt128(ns) &* UInt128(ns)
        histogram.record(ns)
    }

    /// Mean duration, ns.
    public var averageNs: Double { count == 0 ? 0 : Double(sum) / Double(count) }
    /// Population standard deviation, ns: n·Σx² − (Σx)² is computed exactly in 128 bits, so there is
    /// no cancellation however small the spread; only sums past 2^128 (durations near 2^62 ns, which
    /// no reader accepts) fall back to floating point.
    public var standardDeviationNs: Double {
        guard count > 0 else { return 0 }
        let n = Double(count)
        let (scaled, overflowA) = UInt128(count).multipliedReportingOverflow(by: sumOfSquares)
        let (squaredSum, overflowB) = sum.multipliedReportingOverflow(by: sum)
        guard !overflowA, !overflowB, scaled >= squaredSum else {
            let mean = Double(sum) / n
            return Swift.max(0, Double(sumOfSquares) / n - mean * mean).squareRoot()
        }
        return (Double(scaled - squaredSum) / (n * n)).squareRoot()
    }
    /// Nearest-rank percentile `p` (0…1), ns, within 1.6 %.
    public func percentileNs(_ p: Double) -> Double {
        count == 0 ? 0 : histogram.percentile(p, within: Double(minNs)...Double(maxNs))
    }

    /// Adds every interval of `other`.
    public mutating func merge(_ other: DurationStats) {
        guard other.count > 0 else { return }
        guard count > 0 else { self = other; return }
        sum &+= other.sum
        sumOfSquares &+= other.sumOfSquares
        count += other.count
        totalNs &+= other.totalNs
        minNs = Swift.min(minNs, other.minNs)
        maxNs = Swift.max(maxNs, other.maxNs)
        histogram.merge(other.histogram)
    }
}
