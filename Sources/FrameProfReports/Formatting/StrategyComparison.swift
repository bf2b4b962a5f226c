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
        /// The `summary.json` key the column shows; when the recording cannot tell it the cell is empty.
        var key: String?

        init(csvName: String, title: String, key: String? = nil, isText: Bool = false,
             value: @escaping @Sendable (String, StrategySummary) -> Cell) {
            self.csvName = csvName
            self.title = title
            self.key = key
            self.isText = isText
            self.value = value
        }
    }

    /// A cell of the table.
    typealias Cell = TableCell

    let rows: [[Cell]]

    init(report: Report) {
        rows = report.document.strategies.map { entry in
            Self.columns.map { column in
                if let key = column.key, !entry.summary.knows(key) { return Self.unknown }
                return column.value(entry.name, entry.summary)
            }
        }
    }

    /// What the recording cannot tell: an empty CSV cell, "—" in Markdown and HTML.
    static let unknown = Cell(text: "", number: nil)

    private static func int(_ v: Int) -> Cell { Cell(text: "\(v)", number: Double(v)) }
    private static func ms(_ v: Double) -> Cell { Cell(text: NumberText.fixed(v, 3), number: v) }

    static let columns: [Column] = [
        Column(csvName: "strategy", title: "strategy", isText: true, value: { name, _ in Cell(text: name, number: nil) }),
        Column(csvName: "frames", title: "frames", key: "frames") { int($1.frames) },
        Column(csvName: "hitches", title: "hitches", key: "hitches") { int($1.hitches) },
        Column(csvName: "hitch_time_ratio_ms_per_s", title: "hitch ratio (ms/s)", key: "hitch_time_ratio_ms_per_s") { Cell(text: NumberText.fixed($1.hitchTimeRatio, 2), number: $1.hitchTimeRatio) },
        Column(csvName: "hitch_band", title: "band", key: "hitch_band", isText: true, value: { Cell(text: $1.hitchBand.rawValue, number: nil) }),
        Column(csvName: "max_hitch_ms", title: "max hitch (ms)", key: "max_hitch_ms") { ms($1.maxHitchMs) },
        Column(csvName: "frame_p50_ms", title: "P50 (ms)", key: "frame_duration_ms") { ms($1.frameDurationMs.p50) },
        Column(csvName: "frame_p95_ms", title: "P95 (ms)", key: "frame_duration_ms") { ms($1.frameDurationMs.p95) },
        Column(csvName: "frame_p99_ms", title: "P99 (ms)", key: "frame_duration_ms") { ms($1.frameDurationMs.p99) },
        Column(csvName: "blank_frames", title: "blank frames", key: "blank_frames") { int($1.blankFrames) },
        Column(csvName: "truncation_events", title: "truncations", key: "truncation_events") { int($1.truncationEvents) },
        Column(csvName: "invalid_layout_passes", title: "invalid passes", key: "invalid_layout_passes") { int($1.invalidLayoutPasses) },
        Column(csvName: "content_height_reports", title: "size reports", key: "content_height_reports") { int($1.contentHeightReports.count) },
        Column(csvName: "body_evaluations", title: "bodies", key: "body_evaluations") { int($1.bodyEvaluations) },
        Column(csvName: "first_frame_ms", title: "first frame (ms)", key: "first_frame_ms") { ms($1.firstFrameMs) },
        Column(csvName: "peak_live_views", title: "peak live views", key: "peak_live_views") { int($1.peakLiveViews) },
        Column(csvName: "peak_cached_sizes", title: "peak cached sizes", key: "peak_cached_sizes") { int($1.peakCachedSizes) },
        Column(csvName: "peak_memory_mb", title: "memory (MB, modeled)", key: "peak_memory_bytes") {
            Cell(text: NumberText.fixed($1.peakMemoryBytes / 1e6, 1), number: $1.peakMemoryBytes)
        },
    ]
}
