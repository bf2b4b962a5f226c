import FrameProfTrace

/// What one named counter did over a recording — an app's own (`FrameProf.counter`) or any the
/// analysis has no metric for: how often it was observed, its range, mean and last value.
public struct CounterSeries: Sendable, Equatable {
    /// The counter's name.
    public var name: String
    /// Finite observations (a value from a file that is NaN or infinite is left out, and counted in
    /// `nonFinite`, so no table or JSON number is ever NaN).
    public private(set) var samples = 0
    /// Observations left out because they were not finite.
    public private(set) var nonFinite = 0
    /// The smallest value.
    public private(set) var min = 0.0
    /// The largest value.
    public private(set) var max = 0.0
    /// The last value, in trace order.
    public private(set) var last = 0.0
    private var sum = 0.0

    /// A series with no observation yet.
    public init(name: String) {
        self.name = name
    }

    /// The mean of the finite observations (0 when there are none).
    public var mean: Double { samples > 0 ? sum / Double(samples) : 0 }

    /// Adds one observation.
    public mutating func add(_ value: Double) {
        guard value.isFinite else {
            nonFinite += 1
            return
        }
        min = samples == 0 ? value : Swift.min(min, value)
        max = samples == 0 ? value : Swift.max(max, value)
        samples += 1
        // Each value is finite, but a sum of many large ones may not be: keep it finite.
        let next = sum + value
        sum = next.isFinite ? next : sum
        last = value
    }

    /// What a series says, declared once: the `summary.json` keys, the budget metrics
    /// (`counters.NAME.max`) and every table's columns are these, in this order.
    public enum Statistic: String, CaseIterable, Sendable {
        case samples, min, mean, max, last

        /// The statistic's value in `series`.
        public func value(in series: CounterSeries) -> Double {
            switch self {
            case .samples: Double(series.samples)
            case .min: series.min
            case .mean: series.mean
            case .max: series.max
            case .last: series.last
            }
        }
    }

    /// The `summary.json` entry: every statistic by name, the sample count as an integer.
    public var json: JSONValue {
        .object(Statistic.allCases.map { ($0.rawValue, $0 == .samples ? .int(Int64(samples)) : .number($0.value(in: self))) })
    }
}

extension Array where Element == CounterSeries {
    /// The `summary.json` key `counters`: each series by name, in name order.
    public var summaryKey: SummaryExtraKey {
        SummaryExtraKey("counters", .object(map { ($0.name, $0.json) }))
    }
}
