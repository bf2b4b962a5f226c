import FrameProfAnalysis

/// Writes `summary.json` (docs/CONTRACT.md).
public struct JSONSummaryRenderer: ReportRenderer {
    /// `.json`.
    public var format: ReportFormat { .json }

    /// Creates the renderer.
    public init() {}

    /// Writes `summary.json`.
    public func render(_ report: Report, into output: ReportOutput) throws {
        try output.write(report.document.json.serialized(), to: "summary.json")
    }
}
