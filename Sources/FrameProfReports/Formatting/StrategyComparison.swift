import FrameProfAnalysis

/// The strategy comparison of DESIGN.md §5 as cells, so the CSV, Markdown and HTML tables agree.
struct StrategyComparison {
    /// A column: its CSV name (with unit) and its short title.
    struct Column: Sendable {
        let csvName: String
        let title: String
        let value: @Sendable (String, StrategySummary) -> Cell
        /// Text columns align left and sort alphabetically.
        var isText = false
    }

    /// A cell's text and, for numbers, the value tables sort by.
    struct Cell: Sendable {
        let text: String
        let number: Double?
    }

    let rows: [[Cell]]

    init(report: Report) {
        rows = report.document.strategies.map { entry in Self.columns.map { $0.value(entry.name, entry.summary) } }
    }

    private static func int(_ v: Int) -> Cell { Cell(text: "\(v)", number: Double(v)) }
    private static func ms(_ v: Double) -> Cell { Cell(text: Numbers.fixed(v, 3), number: v) }

    static let columns: [Column] = [
        Column(csvName: "strategy", title: "strategy", value: { name, _ in Cell(text: name, number: nil) }, isText: true),
        Column(csvName: "frames", title: "frames") { int($1.frames) },
        Column(csvName: "hitches", title: "hitches") { int($1.hitches) },
        Column(csvName: "hitch_time_ratio_ms_per_s", title: "hitch ratio (ms/s)") { Cell(text: Numbers.fixed($1.hitchTimeRatio, 2), number: $1.hitchTimeRatio) },
        Column(csvName: "hitch_band", title: "band", value: { Cell(text: $1.hitchBand.rawValue, number: nil) }, isText: true),
        Column(csvName: "max_hitch_ms", title: "max hitch (ms)") { ms($1.maxHitchMs) },
        Column(csvName: "frame_p50_ms", title: "P50 (ms)") { ms($1.frameDurationMs.p50) },
        Column(csvName: "frame_p95_ms", title: "P95 (ms)") { ms($1.frameDurationMs.p95) },
        Column(csvName: "frame_p99_ms", title: "P99 (ms)") { ms($1.frameDurationMs.p99) },
        Column(csvName: "blank_frames", title: "blank frames") { int($1.blankFrames) },
        Column(csvName: "truncation_events", title: "truncations") { int($1.truncationEvents) },
        Column(csvName: "invalid_layout_passes", title: "invalid passes") { int($1.invalidLayoutPasses) },
        Column(csvName: "content_height_reports", title: "size reports") { int($1.contentHeightReports.count) },
        Column(csvName: "body_evaluations", title: "bodies") { int($1.bodyEvaluations) },
        Column(csvName: "first_frame_ms", title: "first frame (ms)") { ms($1.firstFrameMs) },
        Column(csvName: "peak_live_views", title: "peak live views") { int($1.peakLiveViews) },
        Column(csvName: "peak_cached_sizes", title: "peak cached sizes") { int($1.peakCachedSizes) },
    ]
}
