import FrameProfAnalysis
import FrameProfTrace

/// `frameprof import oslog`: a saved unified log (any `OSLogStyle`) → one strategy entry per layout
/// whose lines it holds.
public enum OSLogImport {
    /// Reads `path` (`-` for standard input). Throws when the input cannot be read or holds no
    /// lazy-stack line at all; lines it cannot parse are counted in the notes.
    /// `blockSize` is the read size (tests make it tiny so lines straddle blocks).
    public static func read(path: String, scenario: String, toolVersion: String, hitchBands: HitchBandSet = .current,
                            blockSize: Int = 1 << 20) throws(ImportError) -> ImportedRecording {
        let input = try ByteStreamReader.forImport(path: path, blockSize: blockSize)
        var reader = OSLogReader()
        var analyzers: [LayoutMessage.Layout: LayoutLogAnalyzer] = [:]
        var other = 0
        var malformed = UnreadLines()
        try reader.read(input) { entry in
            switch LayoutMessage.parse(bytes: entry.message) {
            case let .message(message):
                analyzers[message.layout, default: LayoutLogAnalyzer(layout: message.layout)].add(message, line: entry.line, timeNs: entry.timeNs)
            case .other:
                other += 1
            case let .malformed(expected):
                malformed.add(line: entry.line, reason: expected)
            }
        }
        reader.unread.merge(malformed)
        let file = input.name
        guard !analyzers.isEmpty else {
            let style = reader.style.map { " (read as \($0.rawValue) style)" } ?? ""
            let unread = reader.unread.sentence(in: file).map { " " + $0 } ?? ""
            throw ImportError("\(file) holds no LazyVStackLayout or OptimizedVStackLayout line in \(reader.lines) lines\(style), so there is nothing to report; expected lazy-stack lines (subsystem com.apple.SwiftUI, category LazyStack) saved by log show or copied from Console.\(unread)")
        }
        var strategies: [StrategyAnalysis] = []
        var notes: [String] = []
        for layout in LayoutMessage.Layout.allCases {
            guard var analyzer = analyzers[layout] else { continue }
            analyzer.finish()
            strategies.append(analysis(of: analyzer))
            var kept: [String] = []
            if analyzer.findingsDropped > 0 {
                kept.append("findings.csv and the page keep the first \(LayoutLogAnalyzer.maxFindings) findings (\(analyzer.findingsDropped) more are counted in the summary only)")
            }
            if analyzer.heightsDropped > 0 {
                kept.append("content_height_reports keeps the first \(LayoutLogAnalyzer.maxHeights) heights (\(analyzer.heightsDropped) more; the final height and settle time count them all)")
            }
            if !kept.isEmpty { notes.append("\(layout.rawValue): the log is long; " + kept.joined(separator: ", and ") + ".") }
            if !analyzer.timed {
                notes.append("\(layout.rawValue): the log lines carry no times, so durations (blank time, settle time, duration) are null.")
            }
        }
        if let sentence = reader.unread.sentence(in: file) { notes.insert(sentence, at: 0) }
        let style = reader.style ?? .plain
        let source: JSONValue = .object([
            ("kind", .string("oslog")), ("file", .string(file)), ("style", .string(style.rawValue)),
            ("bytes", .int(Int64(input.bytesRead))), ("lines", .int(Int64(reader.lines))),
            ("layout_lines", .int(Int64(analyzers.values.reduce(0) { $0 + $1.messages }))),
            ("other_lines", .int(Int64(other))), ("unread_lines", .int(Int64(reader.unread.count))),
            ("unread_examples", .array(reader.unread.examples.map { .object([("line", .int(Int64($0.line))), ("reason", .string($0.reason))]) })),
        ])
        let document = ImportedRecording.document(toolVersion: toolVersion, scenario: scenario, refreshHz: nil, hitchBands: hitchBands,
                                                  source: source, sourceDescription: "imported from \(file) (oslog, \(style.rawValue) style)")
        return ImportedRecording(strategies: strategies, document: document, notes: notes)
    }

    /// The summary entry a layout's lines can tell; everything about frames, bodies and memory is null.
    static func analysis(of a: LayoutLogAnalyzer) -> StrategyAnalysis {
        var summary = StrategySummary()
        let lazy = a.layout == .lazyVStack
        summary.truncationEvents = a.truncations
        if lazy {
            summary.blankFrames = a.blankPasses
            summary.maxBlankFraction = a.maxBlankFraction
            summary.invalidLayoutPasses = a.invalidPasses
        }
        if lazy, a.timed { summary.blankTimeMs = Double(a.blankTimeNs) / 1e6 }
        if a.timed, let first = a.firstTimeNs { summary.durationMs = Double((a.lastTimeNs ?? 0) - first) / 1e6 }
        if !a.heights.isEmpty {
            summary.contentHeightReports = a.heights.map(\.value)
            summary.finalContentHeight = a.lastHeight ?? 0
        }
        summary.extra = [SummaryExtraKey("layout_passes", .int(Int64(a.passes))),
                         SummaryExtraKey("content_height_settle_ms", a.settleMs.map { .number($0) } ?? .null)]
        return ImportedRecording.analysis(name: a.layout.rawValue, summary: summary, findings: a.findings)
    }
}
