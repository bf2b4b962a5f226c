import FrameProfSupport
import FrameProfAnalysis

/// The metric names a budget may limit: every numeric key of a strategy's `summary.json` entry, nested
/// keys joined with dots, arrays as `key.count`, per-view counts as `body_evaluations_by_view.VIEW`,
/// an app's counters as `counters.NAME.max` (or `samples`, `min`, `mean`, `last`).
/// Read off the summary catalogue (`SummaryMetric`) rather than listed again, so a new summary key is limitable at once.
public enum MetricCatalog {
    /// Per-view body counts: any view type may follow the prefix.
    public static let perViewPrefix = "body_evaluations_by_view."
    /// Per-view body time, ms: any view type may follow the prefix.
    public static let perViewTimePrefix = "body_time_ms_by_view."
    /// An app's own counters (`FrameProf.counter`): `counters.NAME.STAT`, any name, STAT one of
    /// `CounterSeries.Statistic`, as `summary.json` writes each counter.
    public static let counterPrefix = "counters."

    /// The hitch frames' modeled time by operation (a price key) and by type: any member may follow.
    public static let modeledTimePrefixes = SummaryMetric.optionalMapPrefixes

    /// Keys written only in some recordings (`samples`, `wasted_body_evaluations`), from the catalogue.
    static let optionalKeys = SummaryMetric.optionalNames

    /// Every fixed metric name, in contract order.
    public static let names: [String] = SummaryMetric.budgetNames

    /// A strategy entry's metrics by the naming rule of budgets: numbers under their key, nested keys
    /// joined with dots, arrays as `key.count`, `null` as nil; words and `run_values` are not metrics.
    /// Summaries read from files and the catalog's own names both go through here.
    public static func flatten(_ entry: JSONValue) -> [(key: String, value: Double?)] {
        var out: [(key: String, value: Double?)] = []
        func walk(_ value: JSONValue, _ prefix: String) {
            switch value {
            case let .int(number): out.append((prefix, Double(number)))
            case let .number(number): out.append((prefix, number))
            case .null: out.append((prefix, nil))
            case let .object(pairs) where prefix != "run_values":
                for (key, child) in pairs { walk(child, prefix.isEmpty ? key : "\(prefix).\(key)") }
            case let .array(values): out.append(("\(prefix).count", Double(values.count)))
            case .object, .bool, .string: break
            }
        }
        walk(entry, "")
        return out
    }

    /// The summary's top-level keys in contract order, for sorting flattened metrics.
    private static let topKeys: [String] = {
        SummaryMetric.all.filter { if case .contract = $0.source { true } else { false } }.map(\.key) + optionalKeys
    }()

    /// `metric` as tables and text show it: a per-type metric's long type folded (`TypeNameDisplay`).
    public static func shown(_ metric: String) -> String {
        TypeNameDisplay.shortMetric(metric)
    }

    /// Whether a budget may name `metric`.
    public static func isValid(_ metric: String) -> Bool {
        names.contains(metric) || (metric.hasPrefix(perViewPrefix) && metric.count > perViewPrefix.count)
            || (metric.hasPrefix(perViewTimePrefix) && metric.count > perViewTimePrefix.count)
            || modeledTimePrefixes.contains { metric.hasPrefix($0) && metric.count > $0.count }
            || isCounterMetric(metric) || isDrawMetric(metric)
    }

    /// A band of `record --draws`: `draws.p95.hitch_time_ratio_ms_per_s` (or `p5`, `median`), for any
    /// metric the draws band.
    public static let drawStatistics = ["p5", "median", "p95"]

    /// Whether `metric` names a statistic of the draws' band of a banded metric.
    static func isDrawMetric(_ metric: String) -> Bool {
        let parts = metric.split(separator: ".", maxSplits: 2).map(String.init)
        return parts.count == 3 && parts[0] == "draws" && drawStatistics.contains(parts[1]) && PriceDraws.metric(parts[2]) != nil
    }

    /// Whether `metric` names a statistic of an app's counter (`counters.image_cache_bytes.max`).
    static func isCounterMetric(_ metric: String) -> Bool {
        guard metric.hasPrefix(counterPrefix) else { return false }
        // Search after the prefix: in `counters.max` the last dot is the prefix's own, with no name before it.
        let rest = metric.dropFirst(counterPrefix.count)
        guard let dot = rest.lastIndex(of: "."), dot > rest.startIndex else { return false }
        return CounterSeries.Statistic(rawValue: String(rest[rest.index(after: dot)...])) != nil
    }

    /// Metrics measured anew on every wall-clock run (durations, hitches, blank frames): judged on the
    /// median of the runs, and against a baseline with a rank test. The rest are counts, judged exactly.
    public static func isTimeBased(_ metric: String) -> Bool {
        SummaryMetric.variesByRun.contains { $0.name == metric }
    }

    /// Up to three valid names closest to a mistyped `metric` (edit distance, then shared prefix).
    public static func suggestions(for metric: String) -> [String] {
        var result = NearestNames.closest(to: metric, among: names)
        // A partial name (`frame_duration`) is far from its full forms by edit distance; offer those too.
        for name in names where result.count < 3 && name.hasPrefix(metric) && !result.contains(name) {
            result.append(name)
        }
        return result
    }

    /// The contract's order for a flattened key.
    public static func rank(_ key: String) -> (Int, String) {
        let head = String(key.split(separator: ".").first ?? "")
        return (topKeys.firstIndex(of: head) ?? topKeys.count, key)
    }
}
