import FrameProfAnalysis
import FrameProfReports

/// Renders a report in the chosen formats into a directory; markdown and JSON first, so the HTML's
/// links resolve as soon as it exists.
struct ReportWriting {
    let formats: [ReportFormat]
    let directory: String

    /// Writes every format; a failure names the command and the file.
    func write(_ report: Report, command: String) throws {
        do {
            let output = try ReportOutput(directory: directory)
            for format in formats.sorted(by: { Self.order($0) < Self.order($1) }) {
                try format.renderer.render(report, into: output)
            }
        } catch let error as ReportError {
            throw CommandFailure("frameprof \(command): \(error)")
        }
    }

    private static func order(_ format: ReportFormat) -> Int {
        ReportFormat.allCases.firstIndex(of: format).map { [2, 1, 0, 0, 3][$0] } ?? 9
    }
}
