import FrameProfAnalysis
import FrameProfReports

/// Renders a report in the chosen formats into a directory, HTML last, so the page links only to files
/// that were written.
public struct ReportWriting {
    /// The formats to write.
    public let formats: [ReportFormat]
    /// Where to write them.
    public let directory: String

    /// Writes `formats` into `directory`.
    public init(formats: [ReportFormat], directory: String) {
        self.formats = formats
        self.directory = directory
    }

    /// Writes every format; a failure names the file.
    public func write(_ report: Report) throws {
        do {
            let output = try ReportOutput(directory: directory)
            for format in formats where format != .html { try format.renderer.render(report, into: output) }
            if formats.contains(.html) { try ReportFormat.html.renderer.render(report, into: output) }
        } catch let error as ReportError {
            throw SessionError("\(error)")
        }
    }
}
