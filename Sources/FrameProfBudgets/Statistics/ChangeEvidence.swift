import FrameProfAnalysis

/// How sure a metric's change between two recordings is, by the gate's noise rules: counts and the
/// virtual clock repeat exactly, so any change is real; a time-based metric of wall-clock recordings is
/// judged by the rank test when both sides have `RankTest.minimumRuns` runs, and cannot be told from
/// noise with fewer. `gate` and `compare` both decide through here, so a difference means one thing.
public enum ChangeEvidence: Sendable, Equatable {
    /// The metric repeats exactly from run to run: any change is a real one.
    case exact
    /// The rank test's one-sided p-value in the direction of the medians' change.
    case rankTest(p: Double, runsA: Int, runsB: Int)
    /// A wall-clock time metric with too few runs on a side for the rank test.
    case tooFewRuns(runsA: Int, runsB: Int)

    /// Time metrics read off this machine even on the virtual clock (the process's memory), so never exact.
    public static let machineMeasured: Set<String> = ["peak_rss_bytes"]

    /// Whether `metric` recorded on `clock` repeats exactly from run to run, so that any change is real:
    /// counts, and times on the virtual clock (but the process's own memory).
    public static func isExact(metric: String, clock: String) -> Bool {
        !(MetricCatalog.isTimeBased(metric) && (clock == "wall" || machineMeasured.contains(metric)))
    }

    /// The evidence for the change from `baseline` to `value` of `metric`, recorded on `clock`.
    public static func assess(metric: String, clock: String, baseline: RunSample, value: RunSample) -> ChangeEvidence {
        guard !isExact(metric: metric, clock: clock) else { return .exact }
        guard value.count >= RankTest.minimumRuns, baseline.count >= RankTest.minimumRuns else {
            return .tooFewRuns(runsA: baseline.count, runsB: value.count)
        }
        let p = value.median >= baseline.median ? RankTest.pIncrease(from: baseline.values, to: value.values)
                                                : RankTest.pIncrease(from: value.values, to: baseline.values)
        return .rankTest(p: p, runsA: baseline.count, runsB: value.count)
    }

    /// Whether the change counts at one-sided `significance`; with too few runs it cannot be told.
    public func isSignificant(at significance: Double) -> Bool {
        switch self {
        case .exact: true
        case let .rankTest(p, _, _): p < significance
        case .tooFewRuns: false
        }
    }

    /// The evidence in words (`p = 0.012, 5 vs 5 runs`); empty for an exact metric.
    public var text: String {
        switch self {
        case .exact:
            ""
        case let .rankTest(p, a, b):
            (p < 0.001 ? "p < 0.001" : "p = \(NumberText.trimmed(p, decimals: 3))") + ", \(b) vs \(a) runs"
        case let .tooFewRuns(a, b):
            "\(b) vs \(a) runs, the rank test needs \(RankTest.minimumRuns) a side: record --runs \(RankTest.minimumRuns)"
        }
    }
}
