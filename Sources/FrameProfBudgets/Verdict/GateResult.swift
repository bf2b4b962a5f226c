/// Every verdict of one gate run and the exit code they add up to (CONTRACT.md).
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

    /// 2 when anything failed, else 4 when something improved beyond its limit, else 0.
    public var exitCode: Int32 {
        if count(.fail) > 0 { return 2 }
        if count(.improved) > 0 { return 4 }
        return 0
    }

    /// One line: the outcome and the counts.
    public var headline: String {
        let total = verdicts.count
        let skipped = count(.skipped) > 0 ? ", \(count(.skipped)) skipped" : ""
        switch exitCode {
        case 2: return "over budget: \(count(.fail)) of \(total) limits failed\(skipped)"
        case 4: return "within budget, \(count(.improved)) of \(total) limits improved beyond their tolerance (update the baseline)\(skipped)"
        default: return "within budget: \(count(.pass)) of \(total) limits passed\(skipped)"
        }
    }
}
