import Foundation
import FrameProfAnalysis
import FrameProfBudgets

/// What `history trend` shows: one metric's series per strategy over the runs selected, each with its
/// change points and budget lines. Computed here; the page, CSV and JSON only format it.
public struct Trend: Sendable {
    /// A limit drawn across a chart: an absolute bound of a budget on the metric.
    public struct BudgetLine: Sendable, Equatable {
        /// The bound, in the metric's unit.
        public var value: Double
        /// `≤ 50` or `≥ 1`.
        public var rule: String
        /// Where the bound comes from: `Reports/budgets.yml:12`, or the gate's verdict on a run.
        public var source: String
    }

    /// One chart: a series and the budget lines that apply to it.
    public struct Chart: Sendable {
        /// The series.
        public var series: MetricSeries
        /// The absolute bounds on the metric for these runs.
        public var budgets: [BudgetLine]
    }

    /// The metric.
    public var metric: String
    /// Its unit as the summary declares it (`ms`, `count`, `bytes`), empty when the catalogue does not name it.
    public var unit: String
    /// The store read, as it may be printed.
    public var store: String
    /// The selection, in words (`scenario indicator-scrub, branch main, last 50 runs`).
    public var selection: String
    /// One chart per series, in the order their first runs appear.
    public var charts: [Chart]

    /// The trend of `metric` over `runs`. Budget lines come from `budgets` (a budget file whose scenario
    /// names are resolved) when given, else from the newest stored gate verdict of each series that had
    /// an absolute bound.
    public static func make(runs: [StoredRun], metric: String, budgets: BudgetFile?, store: String, selection: String,
                            options: ChangePoints.Options = ChangePoints.Options()) -> Trend {
        let charts = MetricSeries.group(runs, metric: metric, options: options).map { series in
            Chart(series: series, budgets: budgets.map { lines(in: $0, for: series) } ?? storedLines(series))
        }
        return Trend(metric: metric, unit: SummaryMetric.declaring(metric)?.unit.rawValue ?? "", store: store, selection: selection, charts: charts)
    }


    /// The `max`/`min` limits on the metric of every budget in `file` that judges the series' runs.
    static func lines(in file: BudgetFile, for series: MetricSeries) -> [BudgetLine] {
        let interval = series.settings.refreshHz > 0 ? 1000 / series.settings.refreshHz : 0
        var out: [BudgetLine] = []
        for budget in file.budgets where budget.applies(to: series.settings)
            && (budget.strategies.isEmpty || budget.strategies.contains(series.strategy)) {
            for limit in budget.limits where limit.metric == series.metric {
                switch limit.rule {
                case let .max(bound), let .min(bound):
                    out.append(BudgetLine(value: bound.resolved(frameIntervalMs: interval), rule: limit.rule.text, source: "\(file.path):\(limit.line)"))
                case .maxIncrease, .maxIncreasePercent:
                    continue
                }
            }
        }
        return out
    }

    /// The bound of the newest gate verdict on the metric that had one.
    static func storedLines(_ series: MetricSeries) -> [BudgetLine] {
        guard let point = series.points.last(where: { $0.bound != nil }),
              let verdict = point.verdicts.first(where: { $0.bound != nil }), let bound = verdict.bound else { return [] }
        let commit = point.provenance.commit.map { String($0.prefix(10)) } ?? "run \(point.run)"
        return [BudgetLine(value: bound, rule: verdict.rule, source: "the gate at \(commit)")]
    }
}
