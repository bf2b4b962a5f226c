import ArgumentParser
import Foundation
import FrameProfImport
import FrameProfReports
import FrameProfSession
import FrameProfTrace

/// `frameprof import`: device recordings (saved lazy-stack logs, Instruments exports) into the same
/// reports as `record`, so `gate` judges them with the same budgets.
struct ImportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import", abstract: "Import device recordings (oslog or xctrace) into reports.",
        discussion: """
        oslog reads LazyVStackLayout and OptimizedVStackLayout lines saved by `log show` (default, compact, json \
        or ndjson style), copied out of Console or Instruments (tab-separated), or bare, as record's lazystack.log. \
        xctrace reads one or more `xctrace export` XML files of one recording (a directory means every .xml in it, \
        and an `xctrace export --toc` file among them gives the run's length and device): hitches, hitches-renders, \
        display-vsyncs-interval, device-display-info, potential-hangs, swiftui-updates, swiftui-update-groups, \
        swiftui-layout-updates, os-signpost intervals, points of interest, time-profile, time-sample and \
        coreanimation-commit-interval tables. Other tables are counted in summary.json's source. What a recording \
        cannot tell is null in summary.json and "—" in the reports.
        """)

    @Argument(help: "oslog or xctrace.")
    var source: String

    @Argument(help: "The recording: oslog reads one file or - for standard input; xctrace one or more export files or directories of them.")
    var files: [String]

    @Option(help: "Directory for the reports.")
    var out: String

    @Option(help: "Comma-separated formats: html, csv, json, md, folded (stacks.folded, when the recording has stack samples).")
    var format: String = "html,csv,json,md,folded"

    @Option(help: "The scenario name budgets match (default: the file's name without its extension).")
    var scenario: String?

    @OptionGroup var bands: HitchBandOption

    @Option(help: "xctrace: the recording's length in seconds (default: the --toc file's run length, else the span of every table read).")
    var duration: Double?

    @Option(help: "xctrace: the display rate in Hz, when the export has no vsync table to measure it.")
    var refresh: Double?

    /// Formats an import can write: the trace exports need a trace.
    static let formats: [ReportFormat] = [.html, .csv, .json, .md, .folded]

    func validate() throws {
        guard ["oslog", "xctrace"].contains(source) else {
            throw ValidationError("The import source must be oslog or xctrace, not '\(source)'.")
        }
        let formats: [ReportFormat]
        do {
            formats = try ReportFormat.parseList(format)
        } catch {
            throw ValidationError("The --format value is wrong: \(error).")
        }
        if let other = formats.first(where: { !Self.formats.contains($0) }) {
            throw ValidationError("An import writes html, csv, json, md and folded; '\(other.rawValue)' needs a frameprof trace, which a device recording does not have.")
        }
        if let duration, !(duration > 0 && duration.isFinite) {
            throw ValidationError("--duration must be a positive number of seconds, not \(duration).")
        }
        if let refresh, !(refresh > 0 && refresh <= 1000) {
            throw ValidationError("--refresh must be a display rate in Hz between 0 and 1000, not \(refresh).")
        }
        if source == "oslog", files.count != 1 {
            throw ValidationError("oslog reads one log file (or - for standard input), not \(files.count); import each log on its own.")
        }
        if source == "oslog", duration != nil || refresh != nil {
            throw ValidationError("--duration and --refresh apply to xctrace imports; a log's times say how long it ran.")
        }
    }

    /// The scenario name: as given, else the file's base name (`stdin` for standard input).
    var scenarioName: String {
        if let scenario { return scenario }
        guard let file = files.first, file != "-" else { return "stdin" }
        let base = ((file.hasSuffix("/") ? String(file.dropLast()) : file) as NSString).lastPathComponent
        let stem = (base as NSString).deletingPathExtension
        return stem.isEmpty ? base : stem
    }

    func run() throws {
        // validate() accepted the formats; parsing again cannot fail.
        let formats = try ReportFormat.parseList(format)
        let imported = source == "oslog"
            ? try OSLogImport.read(path: files[0], scenario: scenarioName, toolVersion: ToolVersion.current, hitchBands: bands.bandSet)
            : try XCTraceImport.read(paths: files, scenario: scenarioName, toolVersion: ToolVersion.current, hitchBands: bands.bandSet,
                                     durationS: duration, refreshHz: refresh)
        let report = imported.report
        for note in report.warnings { printError("frameprof import: warning: \(note)") }
        try ReportWriting(formats: formats, directory: out).write(report)
        print("imported \(report.strategies.map(\.name).joined(separator: ", ")) from \(files.map(ByteInput.describe).joined(separator: ", ")); wrote \(formats.map(\.rawValue).joined(separator: ", ")) into \(out)")
    }
}
