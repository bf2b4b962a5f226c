import FrameProfAnalysis

/// One limit on one metric: `frame_duration_ms.p95: {max: 8.33}` is one limit, and a metric with both
/// `max` and `max_increase_percent` has two.
public struct Limit: Sendable, Equatable {
    /// The summary metric (`frame_duration_ms.p95`).
    public var metric: String
    /// What the metric must satisfy.
    public var rule: LimitRule
    /// The budget file line it was written on (0 for a preset's limit).
    public var line: Int
    /// The preset it came from, when it was not written out.
    public var preset: BudgetPreset?

    /// Creates a limit.
    public init(metric: String, rule: LimitRule, line: Int = 0, preset: BudgetPreset? = nil) {
        self.metric = metric
        self.rule = rule
        self.line = line
        self.preset = preset
    }
}

/// What a metric must satisfy. Every summary metric is "lower is better" except where a budget says
/// `min`, so relative rules limit increases.
public enum LimitRule: Sendable, Equatable {
    /// At most this value.
    case max(LimitBound)
    /// At least this value.
    case min(LimitBound)
    /// At most this much above the baseline, in the metric's unit.
    case maxIncrease(Double)
    /// At most this many percent above the baseline.
    case maxIncreasePercent(Double)

    /// The YAML key of the rule.
    public var key: String {
        switch self {
        case .max: "max"
        case .min: "min"
        case .maxIncrease: "max_increase"
        case .maxIncreasePercent: "max_increase_percent"
        }
    }

    /// Whether the rule compares against a baseline.
    public var isRelative: Bool {
        switch self {
        case .max, .min: false
        case .maxIncrease, .maxIncreasePercent: true
        }
    }

    /// `≤ 8.33`, `≥ 1`, `≤ +2 vs baseline`, `≤ +10 % vs baseline`.
    public var text: String {
        switch self {
        case let .max(bound): "≤ \(bound.text)"
        case let .min(bound): "≥ \(bound.text)"
        case let .maxIncrease(amount): "≤ +\(NumberText.trimmed(amount, decimals: 3)) vs baseline"
        case let .maxIncreasePercent(percent): "≤ +\(NumberText.trimmed(percent, decimals: 2)) % vs baseline"
        }
    }
}

/// An absolute bound: a number in the metric's unit, or a multiple of the frame interval (`1P`), so one
/// budget holds at 60 and at 120 Hz.
public enum LimitBound: Sendable, Equatable {
    /// A number in the metric's unit.
    case value(Double)
    /// This many frame intervals, in ms.
    case frameIntervals(Double)

    /// The bound for a recording whose frame interval is `intervalMs`.
    public func resolved(frameIntervalMs intervalMs: Double) -> Double {
        switch self {
        case let .value(value): value
        case let .frameIntervals(count): count * intervalMs
        }
    }

    /// `8.33` or `1P`.
    public var text: String {
        switch self {
        case let .value(value): NumberText.trimmed(value, decimals: 3)
        case let .frameIntervals(count): "\(NumberText.trimmed(count, decimals: 3))P"
        }
    }
}
