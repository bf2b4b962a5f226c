/// What a gate run's verdicts add up to; the CLI turns it into the contract's exit code.
public enum GateOutcome: Sendable, Equatable {
    /// Every limit passed.
    case withinBudget
    /// A limit failed (over budget or regressed).
    case overBudget
    /// Nothing failed, but something improved beyond its tolerance: time to update the baseline.
    case improved
}

/// Every verdict of one gate run and the outcome they add up to.
public struct GateResult: Sendable {
    /// The budget file judged against.
    public var budgetsPath: String
    /// The baseline file, when one was given.
    public var baselinePath: String?
    /// One verdict per limit, strategy and recording, in budget order.
    public var verdicts: [LimitVerdict]
    /// Budgets that matched no recording (with `--summary`, a scenario not given).
    public var unjudged: [Budget]

    /// Creates a result.
    public init(budgetsPath: String, baselinePath: String?, verdicts: [LimitVerdict], unjudged: [Budget] = []) {
        self.budgetsPath = budgetsPath
        self.baselinePath = baselinePath
        self.verdicts = verdicts
        self.unjudged = unjudged
    }

    /// How many verdicts have `status`.
    public func count(_ status: LimitVerdict.Status) -> Int {
        verdicts.filter { $0.status == status }.count
    }

    /// Over budget when anything failed, else improved when something improved beyond its limit.
    public var outcome: GateOutcome {
        if count(.fail) > 0 { return .overBudget }
        if count(.improved) > 0 { return .improved }
        return .withinBudget
    }

    /// One line: the outcome and the counts.
    public var headline: String {
        let total = verdicts.count
        let skipped = count(.skipped) > 0 ? ", \(count(.skipped)) skipped" : ""
        switch outcome {
        case .overBudget: return "over budget: \(count(.fail)) of \(total) limits failed\(skipped)"
        case .improved: return "within budget, \(count(.improved)) of \(total) limits improved beyond their tolerance (update the baseline)\(skipped)"
        case .withinBudget: return "within budget: \(count(.pass)) of \(total) limits passed\(skipped)"
        }
    }
}
