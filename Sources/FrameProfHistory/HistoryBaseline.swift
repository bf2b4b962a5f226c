import FrameProfBudgets

/// The gate's baseline made of stored runs (`gate --baseline history[:BRANCH]`): for each way a judged
/// summary was recorded, the last N recordings of the branch made the same way. A virtual-clock metric is
/// judged against the latest of them exactly, as against a baseline file; a wall-clock time against all
/// N by the rank test, through the per-run values the gate already reads.
public enum HistoryBaseline {
    /// The baseline for summaries recorded as `keys`, from `store`; nil when the history has no run of
    /// `branch` recorded as any of them.
    public static func make(store: any HistoryStore, target: HistoryTarget, branch: String?, runs: Int,
                            for keys: [RecordingKey]) throws -> Baseline? {
        var entries: [SummaryMetrics] = []
        var described: [String] = []
        for key in Set(keys).sorted(by: { $0.description < $1.description }) {
            let stored = try store.runs(RunFilter(scenario: key.scenario, branch: branch)).filter { $0.settings == key }
            // The last N recordings, whole: every strategy of each.
            var recordings: [Int64] = []
            for run in stored.reversed() where !recordings.contains(run.recording) {
                guard recordings.count < runs else { break }
                recordings.append(run.recording)
            }
            guard !recordings.isEmpty else { continue }
            let kept = stored.filter { recordings.contains($0.recording) }
            var strategies: [StrategyMetrics] = []
            for name in kept.map(\.strategy).reduce(into: [String](), { if !$0.contains($1) { $0.append($1) } }) {
                let series = kept.filter { $0.strategy == name }
                let latest = series.last!
                var runValues: [String: [Double]] = [:]
                if key.clock == "wall" {
                    for metric in latest.metrics.keys where MetricCatalog.isTimeBased(metric) {
                        runValues[metric] = series.compactMap { $0.metrics[metric] }
                    }
                }
                let metrics = latest.metrics.sorted { MetricCatalog.rank($0.key) < MetricCatalog.rank($1.key) }
                    .map { (key: $0.key, value: Optional($0.value)) }
                strategies.append(StrategyMetrics(name: name, metrics: metrics, runValues: runValues))
            }
            let first = kept.first!, last = kept.last!
            let text = "\(key.scenario): \(recordings.count) run\(recordings.count == 1 ? "" : "s") "
                + "(\(commit(first)) … \(commit(last)))"
            described.append(text)
            entries.append(SummaryMetrics(path: "history \(target)", settings: key,
                                          frameIntervalMs: key.refreshHz > 0 ? 1000 / key.refreshHz : 0, strategies: strategies))
        }
        guard !entries.isEmpty else { return nil }
        return Baseline(path: "history \(target), branch \(branch ?? "any"): " + described.joined(separator: "; "), entries: entries)
    }

    private static func commit(_ run: StoredRun) -> String {
        run.provenance.commit.map { String($0.prefix(10)) } ?? "run \(run.id)"
    }
}
