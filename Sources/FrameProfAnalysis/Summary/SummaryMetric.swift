/// One key of a strategy's `summary.json` entry, declared once: its name, unit, which way is better, and
/// whether it varies from run to run. The JSON writer writes the contract's keys from this list, in its
/// order; the budgets' metric names, compare's verdicts and the per-run values all read it.
public struct SummaryMetric: Sendable {
    /// What a value counts or measures.
    public enum Unit: String, Sendable {
        /// A whole number of things (frames, calls, views).
        case count
        /// Milliseconds.
        case milliseconds = "ms"
        /// Milliseconds of hitch per second of scrolling.
        case millisecondsPerSecond = "ms/s"
        /// A share from 0 to 1.
        case fraction
        /// Points of content.
        case points = "pt"
        /// Bytes.
        case bytes
        /// A word (a band's name), not a number.
        case word
        /// A list of function names and counts, not a number.
        case list
    }

    /// Which way a change is good.
    public enum Direction: Sendable {
        /// Larger is something the user sees or pays for: a hitch, a blank, a cut-off, work, memory.
        case smallerIsBetter
        /// The value describes the recording (its frames, its length, samples taken); a change is neither.
        case describesTheRecording
    }

    /// Who writes the key.
    public enum Source: Sendable {
        /// Every summary, through `StrategySummary.json`, in this list's order.
        case contract(@Sendable (StrategySummary) -> JSONValue)
        /// Only some recordings: a sampled one, one with causes or modeled costs, an import. Their writers
        /// add the key; the catalogue names it so budgets and compare know it. A map's members (any name)
        /// follow its key after a dot.
        case someRecordings(isMap: Bool)
    }

    /// The key in `summary.json` (nested keys of a map or percentiles follow it after a dot).
    public let key: String
    /// What its values count or measure.
    public let unit: Unit
    /// Which way is better.
    public let direction: Direction
    /// Who writes it.
    public let source: Source
    /// The values that vary from run to run on the wall clock (every measured duration and everything that
    /// depends on when frames land), by their flattened name; `run_values` lists them for each run.
    public let runValues: [(name: String, value: @Sendable (StrategySummary) -> Double)]

    /// The names under this key a budget may limit, as `summary.json` flattens them: the key of a number,
    /// `key.p95` of percentiles, `key.count` of a list; none for a word, a list of names or a map (whose
    /// members any name may follow).
    public let budgetNames: [String]

    private init(_ key: String, _ unit: Unit, _ direction: Direction = .smallerIsBetter, source: Source,
                 runValues: [(name: String, value: @Sendable (StrategySummary) -> Double)] = [], budgetNames: [String]? = nil) {
        self.key = key
        self.unit = unit
        self.direction = direction
        self.source = source
        self.runValues = runValues
        self.budgetNames = budgetNames ?? (unit == .word || unit == .list ? [] : [key])
    }

    // A value the source cannot tell (nil) is written as `null`; a per-run value it cannot tell counts as 0,
    // which never arises: only recordings, which tell every value, have several runs.

    private static func count(_ key: String, _ direction: Direction = .smallerIsBetter, variesByRun: Bool = false,
                              _ value: @escaping @Sendable (StrategySummary) -> Int?) -> SummaryMetric {
        SummaryMetric(key, .count, direction, source: .contract { value($0).map { .int(Int64($0)) } ?? .null },
                      runValues: variesByRun ? [(key, { @Sendable summary in Double(value(summary) ?? 0) })] : [])
    }

    private static func number(_ key: String, _ unit: Unit, _ direction: Direction = .smallerIsBetter, variesByRun: Bool = false,
                               _ value: @escaping @Sendable (StrategySummary) -> Double?) -> SummaryMetric {
        SummaryMetric(key, unit, direction, source: .contract { value($0).map { .number($0) } ?? .null },
                      runValues: variesByRun ? [(key, { @Sendable summary in value(summary) ?? 0 })] : [])
    }

    /// Percentiles of a per-frame time: each statistic varies by run; unknown, the statistics are `null`.
    private static func percentiles(_ key: String, _ value: @escaping @Sendable (StrategySummary) -> Percentiles?) -> SummaryMetric {
        SummaryMetric(key, .milliseconds, source: .contract { value($0)?.json ?? Percentiles.unknownJSON },
                      runValues: Percentiles.statistics.map { name, statistic in ("\(key).\(name)", { @Sendable summary in value(summary).map(statistic) ?? 0 }) },
                      budgetNames: Percentiles.statistics.map { "\(key).\($0.name)" })
    }

    private static func optional(_ key: String, _ unit: Unit, _ direction: Direction = .smallerIsBetter, isMap: Bool = false) -> SummaryMetric {
        SummaryMetric(key, unit, direction, source: .someRecordings(isMap: isMap), budgetNames: isMap ? [] : nil)
    }

    /// Every key, in the contract's order (docs/CONTRACT.md); the keys only some recordings have follow.
    public static let all: [SummaryMetric] = [
        number("duration_ms", .milliseconds, .describesTheRecording, variesByRun: true) { $0.durationMs },
        count("frames", .describesTheRecording, variesByRun: true) { $0.frames },
        count("hitches", variesByRun: true) { $0.hitches },
        count("commit_hitches", variesByRun: true) { $0.commitHitches },
        count("render_hitches", variesByRun: true) { $0.renderHitches },
        number("hitch_time_ms", .milliseconds, variesByRun: true) { $0.hitchTimeMs },
        number("hitch_time_ratio_ms_per_s", .millisecondsPerSecond, variesByRun: true) { $0.hitchTimeRatio },
        SummaryMetric("hitch_band", .word, source: .contract { $0.hitchBand.map { .string($0.rawValue) } ?? .null }),
        number("max_hitch_ms", .milliseconds, variesByRun: true) { $0.maxHitchMs },
        percentiles("frame_duration_ms") { $0.frameDurationMs },
        percentiles("frame_overrun_ms") { $0.frameOverrunMs },
        count("jank_frames", variesByRun: true) { $0.jankFrames },
        count("frozen_frames", variesByRun: true) { $0.frozenFrames },
        count("dropped_vsyncs", variesByRun: true) { $0.droppedVsyncs },
        count("blank_frames", variesByRun: true) { $0.blankFrames },
        number("blank_time_ms", .milliseconds, variesByRun: true) { $0.blankTimeMs },
        number("max_blank_fraction", .fraction, variesByRun: true) { $0.maxBlankFraction },
        count("truncation_events") { $0.truncationEvents },
        count("invalid_layout_passes") { $0.invalidLayoutPasses },
        // A list: budgets limit how many reports there were (`content_height_reports.count`).
        SummaryMetric("content_height_reports", .points, source: .contract { $0.contentHeightReports.map { .array($0.map { .number($0) }) } ?? .null },
                      budgetNames: ["content_height_reports.count"]),
        number("final_content_height", .points, .describesTheRecording) { $0.finalContentHeight },
        number("first_frame_ms", .milliseconds, variesByRun: true) { $0.firstFrameMs },
        count("body_evaluations") { $0.bodyEvaluations },
        SummaryMetric("body_evaluations_by_view", .count, source: .contract { summary in
            summary.bodyEvaluationsByView.map { .object($0.sorted { $0.key < $1.key }.map { ($0.key, .int(Int64($0.value))) }) } ?? .null
        }, budgetNames: []),
        // Each view type's own body time, so a budget can hold one of a team's views to what it costs.
        SummaryMetric("body_time_ms_by_view", .milliseconds, source: .contract { summary in
            summary.bodyTimeMsByView.map { .object($0.sorted { $0.key < $1.key }.map { ($0.key, .number($0.value)) }) } ?? .null
        }, budgetNames: []),
        count("measure_calls") { $0.measureCalls },
        count("place_calls") { $0.placeCalls },
        count("max_views_updated_per_transaction") { $0.maxViewsUpdatedPerTransaction },
        count("peak_live_views") { $0.peakLiveViews },
        count("peak_cached_sizes") { $0.peakCachedSizes },
        SummaryMetric("peak_memory_bytes", .bytes, source: .contract { $0.peakMemoryBytes.map { .int(Int64($0.rounded())) } ?? .null }),
        SummaryMetric("peak_rss_bytes", .bytes, source: .contract { $0.peakRSSBytes.map { .int(Int64($0)) } ?? .null },
                      runValues: [("peak_rss_bytes", { @Sendable summary in Double(summary.peakRSSBytes ?? 0) })]),
        // A pushed screen (`open: push`): the push to the end of its transition, the list complete.
        optional("screen_open_ms", .milliseconds),
        // A lab whose images or assets had no registered size, each priced at the profile's default.
        optional("unregistered_images", .count),
        // A sampled recording (`--sample-hz`).
        optional("samples", .count, .describesTheRecording),
        optional("hot_functions", .list, .describesTheRecording),
        // A trace with causes: evaluations whose output did not change, so a budget can hold them to 0.
        optional("wasted_body_evaluations", .count),
        // A priced recording: the hitch frames' modeled time by operation and by view or layout type.
        optional("hitch_time_by_operation_ms", .milliseconds, isMap: true),
        optional("hitch_time_by_type_ms", .milliseconds, isMap: true),
        // A lab recording: the peak's modeled memory part by part (`MemoryBreakdown.Part`, and `base`).
        optional("peak_memory_by_part_bytes", .bytes, isMap: true),
    ]

    /// The contract's keys and their writers, in order.
    static let contract: [(key: String, write: @Sendable (StrategySummary) -> JSONValue)] = all.compactMap { metric in
        if case let .contract(write) = metric.source { return (metric.key, write) }
        return nil
    }

    /// Every name a budget may limit, in the catalogue's order (the members of maps aside).
    public static let budgetNames: [String] = all.flatMap(\.budgetNames)

    /// Names only some recordings write that a budget may still limit (a recording without them cannot tell).
    public static let optionalNames: [String] = all.filter {
        if case .someRecordings = $0.source { return true }
        return false
    }.flatMap(\.budgetNames)

    /// Maps only some recordings write, whose members a budget may name (`hitch_time_by_operation_ms.measure`).
    public static let optionalMapPrefixes: [String] = all.filter {
        if case .someRecordings(isMap: true) = $0.source { return true }
        return false
    }.map { $0.key + "." }

    /// Every value that varies by run, in the order `run_values` lists them.
    public static let variesByRun: [(name: String, value: @Sendable (StrategySummary) -> Double)] = all.flatMap(\.runValues)

    /// The entry declaring `metric` (a key, or a flattened name under one: `frame_duration_ms.p95`,
    /// `body_evaluations_by_view.FeedCell`), or nil for a key the catalogue does not declare (an app's
    /// counters, an import's own tables).
    public static func declaring(_ metric: String) -> SummaryMetric? {
        all.first { metric == $0.key || metric.hasPrefix($0.key + ".") }
    }

    /// Whether a smaller `metric` is better; an undeclared key only describes the recording.
    public static func smallerIsBetter(_ metric: String) -> Bool {
        declaring(metric)?.direction == .smallerIsBetter
    }
}
