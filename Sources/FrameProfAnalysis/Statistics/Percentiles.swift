/// Percentiles by the nearest-rank method (the value at rank ⌈p·n⌉), so every reported percentile is a
/// value that was actually measured.
public struct Percentiles: Sendable, Equatable {
    /// 50th percentile.
    public var p50: Double
    /// 90th percentile.
    public var p90: Double
    /// 95th percentile.
    public var p95: Double
    /// 99th percentile.
    public var p99: Double
    /// The largest value.
    public var max: Double

    /// All zero, for an empty sample.
    public static let zero = Percentiles(p50: 0, p90: 0, p95: 0, p99: 0, max: 0)

    /// Creates percentiles from their values.
    public init(p50: Double, p90: Double, p95: Double, p99: Double, max: Double) {
        self.p50 = p50
        self.p90 = p90
        self.p95 = p95
        self.p99 = p99
        self.max = max
    }

    /// The percentiles of `values` (which it sorts).
    public init(of values: [Double]) {
        guard !values.isEmpty else {
            self = .zero
            return
        }
        let sorted = values.sorted()
        func rank(_ p: Double) -> Double { Self.nearestRank(p, of: sorted) }
        self.init(p50: rank(0.50), p90: rank(0.90), p95: rank(0.95), p99: rank(0.99), max: sorted[sorted.count - 1])
    }

    /// The `p` percentile of `sorted` (ascending, not empty) by the nearest-rank method.
    public static func nearestRank(_ p: Double, of sorted: [Double]) -> Double {
        let index = Int((p * Double(sorted.count)).rounded(.up)) - 1
        return sorted[Swift.max(0, Swift.min(sorted.count - 1, index))]
    }
}

extension Percentiles {
    /// The statistics, by the names summary.json gives them, in its order.
    public static let statistics: [(name: String, value: @Sendable (Percentiles) -> Double)] = [
        ("p50", \.p50), ("p90", \.p90), ("p95", \.p95), ("p99", \.p99), ("max", \.max),
    ]

    /// `{"p50": …, "p90": …, "p95": …, "p99": …, "max": …}`, as every percentile key of summary.json reads.
    public var json: JSONValue {
        .object(Self.statistics.map { ($0.name, .number($0.value(self))) })
    }

    /// The same object with every statistic `null`: what a recording that cannot tell them writes, so
    /// `frame_duration_ms.p95` is still a name a budget can use and the gate can say it is unknown.
    public static let unknownJSON: JSONValue = .object(statistics.map { ($0.name, .null) })
}
