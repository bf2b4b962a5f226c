import Foundation
import FrameProfBudgets

/// How one limit of a budget fared on a stored run, as the gate judged it: what `history trend` draws
/// as the run's budget line, and what says which limit a run failed.
public struct StoredVerdict: Sendable, Equatable {
    /// The metric the limit is on (`hitch_time_ms`).
    public var metric: String
    /// The limit as the gate's table writes it (`≤ 50`, `+10 %`).
    public var rule: String
    /// `pass`, `fail`, `improved` or `skipped`.
    public var status: String
    /// The value judged, when there was one.
    public var value: Double?
    /// The absolute bound in the metric's unit, for `max`/`min` limits.
    public var bound: Double?
    /// The baseline's value, for relative limits.
    public var baseline: Double?
    /// The gate's short reason (`+12.4 %, p = 0.004`).
    public var note: String

    /// Creates a stored verdict.
    public init(metric: String, rule: String, status: String, value: Double?, bound: Double?, baseline: Double?, note: String) {
        self.metric = metric
        self.rule = rule
        self.status = status
        self.value = value
        self.bound = bound
        self.baseline = baseline
        self.note = note
    }

    /// The gate's verdict as stored.
    public init(_ verdict: LimitVerdict) {
        self.init(metric: verdict.limit.metric, rule: verdict.limitText, status: verdict.status.rawValue, value: verdict.value?.median,
                  bound: verdict.bound, baseline: verdict.baseline?.median, note: verdict.note)
    }

    /// The verdicts of `verdicts` on `strategy` of `summary`, as stored with its run: the same summary
    /// file (a gate may judge two recorded the same way) and the same settings.
    public static func of(_ verdicts: [LimitVerdict], summary: SummaryMetrics, strategy: String) -> [StoredVerdict] {
        let path = (summary.path as NSString).standardizingPath
        return verdicts.filter {
            $0.strategy == strategy && $0.recording == summary.settings && ($0.summary as NSString).standardizingPath == path
        }.map(StoredVerdict.init)
    }
}
