import FrameProfAnalysis

/// The strategy comparison of docs/DESIGN.md §5 as cells, so the CSV, Markdown and HTML tables agree.
struct StrategyComparison {
    /// A column: its CSV name (with unit) and its short title.
    struct Column: Sendable {
        let csvName: String
        let title: String
        let value: @Sendable (String, StrategySummary) -> Cell
        /// Text columns align left and sort alphabetically.
        var isText = false
        init(csvName: String, title: String, isText: Bool = false, value: @escaping @Sendable (String, StrategySummary) -> Cell) {
            self.csvName = csvName
            self.title = title
            self.isText = isText
            self.value = value
        }
    }

    /// A cell of the table.
    typealias Cell = TableCell

    let rows: [[Cell]]

    init(report: Report) {
        rows = report.document.strategies.map { entry in
            Self.columns.map { $0.value(entry.name, entry.summary) }
        }
    }

    /// What the recording cannot tell: an empty CSV cell, "—" in Markdown and HTML.
    static let unknown = Cell(text: "", number: nil)

    // A value the recording cannot tell (nil) is the unknown cell.
    private static func int(_ v: Int?) -> Cell { v.map { Cell(text: "\($0)", number: Double($0)) } ?? unknown }
    private static func ms(_ v: Double?) -> Cell { v.map { Cell(text: NumberText.fixed($0, 3), number: $0) } ?? unknown }

    static let columns: [Column] = [
        Column(csvName: "strategy", title: "strategy", isText: true, value: { name, _ in Cell(text: name, number: nil) }),
        Column(csvName: "frames", title: "frames") { int($1.frames) },
        Column(csvName: "hitches", title: "hitches") { int($1.hitches) },
        Column(csvName: "hitch_time_ratio_ms_per_s", title: "hitch ratio (ms/s)") { $1.hitchTimeRatio.map { Cell(text: NumberText.fixed($0, 2), number: $0) } ?? unknown },
        Column(csvName: "hitch_band", title: "band", isText: true, value: { $1.hitchBand.map { Cell(text: $0.rawValue, number: nil) } ?? unknown }),
        Column(csvName: "max_hitch_ms", title: "max hitch (ms)") { ms($1.maxHitchMs) },
        Column(csvName: "frame_p50_ms", title: "P50 (ms)") { ms($1.frameDurationMs?.p50) },
        Column(csvName: "frame_p95_ms", title: "P95 (ms)") { ms($1.frameDurationMs?.p95) },
        Column(csvName: "frame_p99_ms", title: "P99 (ms)") { ms($1.frameDurationMs?.p99) },
        Column(csvName: "blank_frames", title: "blank frames") { int($1.blankFrames) },
        Column(csvName: "truncation_events", title: "truncations") { int($1.truncationEvents) },
        Column(csvName: "invalid_layout_passes", title: "invalid passes") { int($1.invalidLayoutPasses) },
        Column(csvName: "content_height_reports", title: "size reports") { int($1.contentHeightReports?.count) },
        Column(csvName: "body_evaluations", title: "bodies") { int($1.bodyEvaluations) },
        Column(csvName: "first_frame_ms", title: "first frame (ms)") { ms($1.firstFrameMs) },
        Column(csvName: "peak_live_views", title: "peak live views") { int($1.peakLiveViews) },
        Column(csvName: "peak_cached_sizes", title: "peak cached sizes") { int($1.peakCachedSizes) },
        Column(csvName: "peak_memory_mb", title: "memory (MB, modeled)") {
            $1.peakMemoryBytes.map { Cell(text: NumberText.megabytes($0), number: $0) } ?? unknown
        },
    ]
}
