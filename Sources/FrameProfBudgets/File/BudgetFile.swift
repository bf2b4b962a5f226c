import FrameProfYAML

/// A budget file (docs/CONTRACT.md "Budget file"): limits per scenario and strategy on summary metrics.
/// The whole file is checked before it is used; every mistake names the file, line and key.
///
/// ```yaml
/// version: 1
/// budgets:
///   - scenario: indicator-scrub
///     strategy: optimized-vstack
///     record: {clock: virtual, duration: 10}
///     limits:
///       blank_frames: {max: 0}
///       frame_duration_ms.p95: {max: 1P}
///       body_evaluations: {max_increase_percent: 10}
/// ```
public struct BudgetFile: Sendable {
    /// The only version this build reads.
    public static let version = 1

    /// The file it was read from.
    public var path: String
    /// Its budgets, in file order.
    public var budgets: [Budget]

    /// Creates a budget file from parsed budgets.
    public init(path: String, budgets: [Budget]) {
        self.path = path
        self.budgets = budgets
    }

    /// Whether any limit compares against a baseline, and the first such limit's place for the message.
    public var firstRelativeLimit: (budget: Budget, limit: Limit)? {
        for budget in budgets {
            if let limit = budget.limits.first(where: { $0.rule.isRelative }) { return (budget, limit) }
        }
        return nil
    }

    /// Reads and checks the budget file at `path`.
    public static func load(path: String) throws(YAMLFileError) -> BudgetFile {
        try parse(try YAMLDocument.read(path: path), file: path)
    }
}
