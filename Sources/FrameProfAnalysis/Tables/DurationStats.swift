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
    private var mean = 0.0
    private var m2 = 0.0
    private var histogram = DurationHistogram()

    /// No intervals yet.
    public init() {}

    /// Adds one interval's duration.
    @inline(__always)
    public mutating func add(_ ns: UInt64) {
        count += 1
        totalNs &+= ns
        minNs = Swift.min(minNs, ns)
        maxNs = Swift.max(maxNs, ns)
        let x = Double(ns)
        let delta = x - mean
        mean += delta / Double(count)
        m2 += delta * (x - mean)
        histogram.record(ns)
    }

    /// Mean duration, ns.
    public var averageNs: Double { count == 0 ? 0 : mean }
    /// Population standard deviation, ns.
    public var standardDeviationNs: Double { count == 0 ? 0 : (m2 / Double(count)).squareRoot() }
    /// Nearest-rank percentile `p` (0…1), ns, within 1.6 %.
    public func percentileNs(_ p: Double) -> Double {
        count == 0 ? 0 : histogram.percentile(p, within: Double(minNs)...Double(maxNs))
    }

    /// Adds every interval of `other` (Chan et al.'s pairwise update for the variance).
    public mutating func merge(_ other: DurationStats) {
        guard other.count > 0 else { return }
        guard count > 0 else { self = other; return }
        let n = Double(count + other.count)
        let delta = other.mean - mean
        m2 += other.m2 + delta * delta * Double(count) * Double(other.count) / n
        mean += delta * Double(other.count) / n
        count += other.count
        totalNs &+= other.totalNs
        minNs = Swift.min(minNs, other.minNs)
        maxNs = Swift.max(maxNs, other.maxNs)
        histogram.merge(other.histogram)
    }
}
