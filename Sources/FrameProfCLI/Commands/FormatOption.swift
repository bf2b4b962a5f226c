import ArgumentParser
import FrameProfReports

/// `--format` of `record` and `report`: which files to write. The Chrome trace is left out by default
/// because the Perfetto trace holds more (frame timeline, samples) at a fraction of its size.
struct FormatOption: ParsableArguments {
    @Option(help: "Comma-separated formats: \(ReportFormat.names()).")
    var format: String = ReportFormat.defaults.map(\.rawValue).joined(separator: ",")

    /// The chosen formats (validated).
    var formats: [ReportFormat] { (try? ReportFormat.parseList(format)) ?? ReportFormat.defaults }

    func validate() throws {
        do {
            _ = try ReportFormat.parseList(format)
        } catch {
            throw ValidationError("The --format value is wrong: \(error).")
        }
    }
}
