import FrameProfAnalysis
import FrameProfReports

/// Renders a report in the chosen formats into a directory, HTML last, so the page links only to files
/// that were written.
struct ReportWriting {
    let formats: [ReportFormat]
    let directory: String

    /// Writes every format; a failure names the command and the file.
    func write(_ report: Report, command: String) throws {
        do {
            let output = try ReportOutput(directory: directory)
            for format in formats where format != .html { try format.renderer.render(report, into: output) }
            if formats.contains(.html) { try ReportFormat.html.renderer.render(report, into: output) }
        } catch let error as ReportError {
            throw CommandFailure("frameprof \(command): \(error)")
        }
    }
}
