import FrameProfAnalysis
import FrameProfBudgets

/// One summary metric of one strategy in both recordings, with the gate's judgement of its change.
public struct MetricChange: Sendable, Equatable {
    /// The metric, named as budgets name it (`frame_duration_ms.p95`).
    public var key: String
    /// Its value in A; nil when A lacks it or cannot tell (`null`).
    public var a: Double?
    /// Its value in B.
    public var b: Double?
    /// What the change means.
    public var verdict: ChangeVerdict
    /// The noise evidence behind the verdict (nil when nothing changed or a side lacks the metric).
    public var evidence: ChangeEvidence?

    /// B − A, when both are known.
    public var difference: Double? { if let a, let b { b - a } else { nil } }

    /// The change in percent of A, when A is known and not zero.
    public var percent: Double? { if let a, let b, a != 0 { (b - a) / abs(a) * 100 } else { nil } }
}

/// What a metric's change means for the user.
public enum ChangeVerdict: String, Sendable, Equatable, CaseIterable {
    /// Equal in both.
    case unchanged
    /// Worse in B, and more than noise.
    case regressed
    /// Better in B, and more than noise.
    case improved
    /// Different, but the rank test cannot tell it from noise.
    case withinNoise = "within_noise"
    /// Different on a wall clock with too few runs to test.
    case untested
    /// Different, for a metric that is neither better nor worse when larger (frames, duration).
    case changed
    /// Only B has it.
    case added
    /// Only A has it.
    case removed
    /// A side cannot tell (`null`).
    case unknown
}

extension MetricChange {
    /// The change of `key` from `a` to `b`, judged by the gate's noise rules (`significance` one-sided).
    static func judge(key: String, a: StrategyMetrics, b: StrategyMetrics, clock: String, significance: Double) -> MetricChange {
        let valueA = a.value(key), valueB = b.value(key)
        var change = MetricChange(key: key, a: valueA ?? nil, b: valueB ?? nil, verdict: .unchanged, evidence: nil)
        switch (valueA, valueB) {
        case (.none, .none): change.verdict = .unknown
        case (.none, .some): change.verdict = .added
        case (.some, .none): change.verdict = .removed
        case let (.some(x), .some(y)):
            guard let x, let y else { change.verdict = x == nil && y == nil ? .unchanged : .unknown; break }
            guard x != y else { break }
            let evidence = ChangeEvidence.assess(metric: key, clock: clock, baseline: a.runSample(key, value: x),
                                                 value: b.runSample(key, value: y))
            change.evidence = evidence
            change.verdict = verdict(key: key, worse: y > x, evidence: evidence, significance: significance)
        }
        return change
    }

    private static func verdict(key: String, worse larger: Bool, evidence: ChangeEvidence, significance: Double) -> ChangeVerdict {
        if case .tooFewRuns = evidence { return .untested }
        guard evidence.isSignificant(at: significance) else { return .withinNoise }
        guard SummaryMetric.smallerIsBetter(key) else { return .changed }
        return larger ? .regressed : .improved
    }
}
