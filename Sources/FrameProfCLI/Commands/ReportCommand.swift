import FrameProfSupport
import ArgumentParser
import FrameProfSession

/// `frameprof report`: make reports from existing traces or recording directories.
struct ReportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "report", abstract: "Make reports from existing traces or recording directories.")

    @Argument(help: "Trace files (.fpt), directories holding trace.fpt, or recording directories (<strategy>/trace.fpt).")
    var inputs: [String]

    @Option(help: "Directory for the reports.")
    var out: String

    @OptionGroup var output: FormatOption

    @OptionGroup var bands: HitchBandOption

    func validate() throws {
        guard !inputs.isEmpty else {
            throw ValidationError("Give at least one trace file or recording directory to report on.")
        }
    }

    func run() throws {
        let report = try TraceInputs.report(inputs, bandSet: bands.bandSet)
        for warning in report.warnings { printError("\(ToolName.current) report: warning: \(warning)") }
        try ReportWriting(formats: output.formats, directory: out).write(report)
        print("wrote \(output.formats.map(\.rawValue).joined(separator: ", ")) for \(report.strategies.map(\.name).joined(separator: ", ")) into \(out)")
    }
}
