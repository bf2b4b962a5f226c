import FrameProfAnalysis
import FrameProfSupport

/// Judges summaries against a budget file and, for relative limits, a baseline.
///
/// Noise: a time-based metric of a wall-clock recording is judged on the median of its runs; against a
/// baseline with at least `RankTest.minimumRuns` runs on both sides, a change beyond the limit counts
/// only when the rank test finds it significant at `significance`. Counts and the virtual clock are
/// exact: one extra body evaluation over a `max` fails.
public struct GateEvaluator: Sendable {
    /// The budgets.
    public var budgets: BudgetFile
    /// The baseline, when given.
    public var baseline: Baseline?
    /// The one-sided significance level of the rank test.
    public var significance = 0.05

    /// Creates an evaluator.
    public init(budgets: BudgetFile, baseline: Baseline?) {
        self.budgets = budgets
        self.baseline = baseline
    }

    /// Every applicable limit judged on every summary.
    public func evaluate(_ summaries: [SummaryMetrics]) throws(GateError) -> GateResult {
        var verdicts: [LimitVerdict] = []
        var judged = Set<Int>()
        for summary in summaries {
            let applicable = budgets.budgets.enumerated().filter { $0.element.applies(to: summary.settings) }
            guard !applicable.isEmpty else {
                let covered = budgets.budgets.map { "\($0.scenario) (line \($0.line))" }.joined(separator: ", ")
                throw GateError("no budget in \(budgets.path) applies to \(summary.path), recorded as \(summary.settings); the budgets cover \(covered)")
            }
            for (index, budget) in applicable {
                judged.insert(index)
                verdicts += try judge(summary, against: budget)
            }
        }
        let unjudged = budgets.budgets.enumerated().filter { !judged.contains($0.offset) }.map(\.element)
        return GateResult(budgetsPath: budgets.path, baselinePath: baseline?.path, verdicts: verdicts, unjudged: unjudged)
    }

    private func judge(_ summary: SummaryMetrics, against budget: Budget) throws(GateError) -> [LimitVerdict] {
        let present = summary.strategies.map(\.name)
        let names = budget.strategies.isEmpty ? present : budget.strategies
        var verdicts: [LimitVerdict] = []
        for name in names {
            guard let strategy = summary.strategy(name) else {
                throw GateError("\(budgets.path):\(budget.line): the budget names strategy '\(name)', which \(summary.path) does not have (it has \(present.joined(separator: ", ")))")
            }
            let base = baselineEntry(summary, strategy: name)
            for limit in budget.limits {
                verdicts.append(judge(limit, strategy, in: summary, baseline: base))
            }
        }
        return verdicts
    }

    /// The baseline's entry for the strategy, or why there is none.
    private func baselineEntry(_ summary: SummaryMetrics, strategy: String) -> Result<StrategyMetrics, Missing> {
        guard let baseline else { return .failure(Missing(reason: "no baseline given")) }
        guard let entry = baseline.entry(for: summary.settings) else {
            return .failure(Missing(reason: "no baseline entry for \(summary.settings)"))
        }
        guard let metrics = entry.strategy(strategy) else {
            return .failure(Missing(reason: "the baseline has no \(strategy) entry"))
        }
        return .success(metrics)
    }

    private struct Missing: Error {
        let reason: String
    }

    private func judge(_ limit: Limit, _ strategy: StrategyMetrics, in summary: SummaryMetrics,
                       baseline: Result<StrategyMetrics, Missing>) -> LimitVerdict {
        var verdict = LimitVerdict(recording: summary.settings, summary: summary.path, strategy: strategy.name, limit: limit,
                                   value: nil, baseline: nil, bound: nil, status: .skipped, note: "")
        let value: RunSample
        switch sample(limit.metric, in: strategy) {
        case let .failure(missing):
            verdict.note = missing.reason
            return verdict
        case let .success(found):
            value = found
        }
        verdict.value = value
        let runs = value.count > 1 ? " (median of \(value.count) runs)" : ""
        switch limit.rule {
        case let .max(bound), let .min(bound):
            let resolved = bound.resolved(frameIntervalMs: summary.frameIntervalMs)
            verdict.bound = resolved
            let isMax = if case .max = limit.rule { true } else { false }
            let excess = isMax ? value.median - resolved : resolved - value.median
            let over = excess > Self.tolerance(resolved)
            verdict.status = over ? .fail : .pass
            verdict.note = over ? "\(isMax ? "over" : "under") by \(Self.text(excess))\(runs)" : "within\(runs)"
        case .maxIncrease, .maxIncreasePercent:
            switch baseline {
            case let .failure(missing):
                verdict.note = missing.reason
                return verdict
            case let .success(entry):
                switch sample(limit.metric, in: entry) {
                case let .failure(missing):
                    verdict.note = "baseline: \(missing.reason)"
                case let .success(base):
                    verdict.baseline = base
                    (verdict.status, verdict.note) = relative(limit, value: value, baseline: base, clock: summary.settings.clock)
                }
            }
        }
        return verdict
    }

    /// The verdict of a relative limit: the median change against the allowance, then, for time-based
    /// metrics with enough runs, whether the rank test says the change is more than noise.
    private func relative(_ limit: Limit, value: RunSample, baseline: RunSample, clock: String) -> (LimitVerdict.Status, String) {
        let change = value.median - baseline.median
        var regressed: Bool
        var improved: Bool
        var text: String
        switch limit.rule {
        case let .maxIncrease(allowed):
            regressed = change > allowed + Self.tolerance(allowed)
            improved = change < -allowed - Self.tolerance(allowed)
            text = (change > 0 ? "+" : "") + Self.text(change)
        case let .maxIncreasePercent(allowed):
            if baseline.median == 0 {
                // From zero any increase is infinitely many percent; nothing can improve on zero.
                regressed = value.median > Self.tolerance(0)
                improved = false
                text = regressed ? "+\(Self.text(change)) from 0" : "0 → 0"
            } else {
                let percent = change / abs(baseline.median) * 100
                regressed = percent > allowed + 1e-9
                improved = percent < -allowed - 1e-9
                text = (percent > 0 ? "+" : "") + NumberText.trimmed(percent, decimals: 1) + " %"
            }
        default:
            return (.pass, "")
        }
        let evidence = ChangeEvidence.assess(metric: limit.metric, clock: clock, baseline: baseline, value: value)
        if case .rankTest = evidence, regressed || improved {
            let pText = evidence.text
            if !evidence.isSignificant(at: significance) {
                return (.pass, "\(text), within noise (\(pText))")
            }
            text += " (\(pText))"
        } else if value.count > 1 || baseline.count > 1 {
            text += " (medians)"
        }
        if regressed { return (.fail, "regressed \(text)") }
        if improved { return (.improved, text) }
        return (.pass, text)
    }

    /// The metric's values over the runs, or why there are none.
    private func sample(_ metric: String, in strategy: StrategyMetrics) -> Result<RunSample, Missing> {
        switch strategy.value(metric) {
        case .none:
            if metric.hasPrefix("draws.") {
                return .failure(Missing(reason: "not in the summary: a band needs price draws; add `draws: 32` to the budget's `record:`"))
            }
            return .failure(Missing(reason: "not in the summary"))
        case .some(.none):
            return .failure(Missing(reason: "the recording cannot tell (null)"))
        case let .some(.some(single)):
            return .success(strategy.runSample(metric, value: single))
        }
    }

    /// Summaries keep six decimals: a value equal to its limit after rounding is within it.
    private static func tolerance(_ bound: Double) -> Double {
        1e-6 * max(1, abs(bound))
    }

    private static func text(_ value: Double) -> String {
        NumberText.trimmed(value, decimals: 3)
    }
}

/// A gate that cannot be judged (a budget that fits no summary, a strategy missing), as a full sentence.
public struct GateError: FrameProfError, Sendable {
    /// A budget file and a summary that do not fit together.
    public var code: ErrorCode { .invalidInput }

    /// What went wrong.
    public let description: String

    /// Creates an error.
    public init(_ description: String) {
        self.description = description
    }
}
