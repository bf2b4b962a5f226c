import Foundation
import FrameProfAnalysis
import FrameProfSupport

/// One output format. Renderers only format a `Report`; every number is computed in analysis.
public protocol ReportRenderer {
    /// The format this renderer writes.
    var format: ReportFormat { get }
    /// Writes the format's files into `output`.
    func render(_ report: Report, into output: ReportOutput) throws
}

/// The formats of `--format`.
public enum ReportFormat: String, Sendable, CaseIterable {
    /// `report.html`, self-contained.
    case html
    /// `frames.csv`, `views.csv`, `layout.csv`, `hitches.csv`, `strategies.csv`, `findings.csv`.
    case csv
    /// `summary.json` (docs/CONTRACT.md).
    case json
    /// `report.md`, for a pull-request comment.
    case md
    /// `<strategy>/trace.json`, Chrome trace-event JSON (Perfetto UI, chrome://tracing).
    case chrome
    /// `<strategy>/trace.perfetto-trace`, Perfetto's protobuf format with its FrameTimeline.
    case perfetto
    /// `<strategy>/stacks.folded`, collapsed stacks of a sampled recording (flame-graph tools).
    case folded

    /// What `record`, `report` and gate recordings write unless told otherwise: every format but the
    /// Chrome trace, which holds less than the Perfetto trace at several times its size.
    public static let defaults: [ReportFormat] = [.html, .csv, .json, .md, .perfetto, .folded]

    /// Whether the format is drawn from a frameprof trace (its events, its clock), which a device
    /// recording read by `import` does not have.
    public var needsTrace: Bool { self == .chrome || self == .perfetto }

    /// What an import can write.
    public static let withoutTrace = allCases.filter { !$0.needsTrace }

    /// `formats` as help and errors list them: "html, csv, json".
    public static func names(_ formats: [ReportFormat] = allCases) -> String {
        formats.map(\.rawValue).joined(separator: ", ")
    }

    /// The renderer for this format.
    public var renderer: any ReportRenderer {
        switch self {
        case .html: HTMLRenderer()
        case .csv: CSVRenderer()
        case .json: JSONSummaryRenderer()
        case .md: MarkdownRenderer()
        case .chrome: ChromeTraceRenderer()
        case .perfetto: PerfettoTraceRenderer()
        case .folded: FoldedStacksRenderer()
        }
    }

    /// Parses a comma-separated list such as `html,csv`; the error names the first unknown entry.
    public static func parseList(_ text: String) throws(ReportError) -> [ReportFormat] {
        var formats: [ReportFormat] = []
        for part in text.split(separator: ",").map({ $0.trimmingCharacters(in: .whitespaces) }) where !part.isEmpty {
            guard let format = ReportFormat(rawValue: part) else {
                throw ReportError("unknown report format '\(part)'; expected a comma-separated list of \(names())", code: .usage)
            }
            if !formats.contains(format) { formats.append(format) }
        }
        guard !formats.isEmpty else { throw ReportError("no report format given; expected a comma-separated list of \(names())", code: .usage) }
        return formats
    }
}

/// A report that could not be written, as a full sentence.
public struct ReportError: FrameProfError, Sendable {
    /// A report format that does not exist, or a report that cannot be written.
    public var code: ErrorCode

    /// What went wrong.
    public var description: String

    /// Creates an error; most are outputs that cannot be written.
    public init(_ description: String, code: ErrorCode = .unwritable) {
        self.description = description
        self.code = code
    }
}
