import FrameProfAnalysis

/// How one limit fared on one strategy of one recording.
public struct LimitVerdict: Sendable {
    /// The outcome.
    public enum Status: String, Sendable {
        /// Within the limit.
        case pass
        /// Over an absolute limit, or regressed beyond a relative one.
        case fail
        /// Better than the baseline by more than the limit allows either way: time to update the baseline.
        case improved
        /// Not judged (the recording cannot tell, or there is no baseline entry); `note` says why.
        case skipped
    }

    /// The recording judged.
    public var recording: RecordingKey
    /// The summary.json judged, as read: tells apart two summaries recorded the same way in one gate.
    public var summary: String
    /// The strategy.
    public var strategy: String
    /// The limit.
    public var limit: Limit
    /// The value judged (median over runs for time-based metrics), when there is one.
    public var value: RunSample?
    /// The baseline's value, for relative limits.
    public var baseline: RunSample?
    /// The absolute bound in the metric's unit, for `max`/`min` (resolves `1P`).
    public var bound: Double?
    /// The outcome.
    public var status: Status
    /// Why, in a short phrase (`+12.4 %, p = 0.004`, `no baseline entry`).
    public var note: String

    /// Creates a verdict.
    public init(recording: RecordingKey, summary: String = "", strategy: String, limit: Limit, value: RunSample?, baseline: RunSample?,
                bound: Double?, status: Status, note: String) {
        self.recording = recording
        self.summary = summary
        self.strategy = strategy
        self.limit = limit
        self.value = value
        self.baseline = baseline
        self.bound = bound
        self.status = status
        self.note = note
    }

    /// The limit as the table shows it, with a frame-interval bound resolved (`≤ 1P (8.333)`).
    public var limitText: String {
        switch (limit.rule, bound) {
        case let (.max(.frameIntervals), bound?), let (.min(.frameIntervals), bound?):
            "\(limit.rule.text) (\(NumberText.trimmed(bound, decimals: 3)))"
        default:
            limit.rule.text
        }
    }
}
