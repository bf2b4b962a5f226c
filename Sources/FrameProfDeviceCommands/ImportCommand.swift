import FrameProfSupport
import FrameProfCLI
import ArgumentParser
import Foundation
import FrameProf
import FrameProfImport
import FrameProfReports
import FrameProfSession
import FrameProfTrace

/// `frameprof import`: device recordings (saved lazy-stack logs, Instruments exports) into the same
/// reports as `record`, so `gate` judges them with the same budgets. Each source is its own subcommand,
/// so its options and help are its own and a wrong source is ArgumentParser's usage error.
struct ImportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import", abstract: "Import device recordings (oslog or xctrace) into reports.",
        discussion: "What a recording cannot tell is null in summary.json and \"—\" in the reports.",
        subcommands: [OSLogImportCommand.self, XCTraceImportCommand.self])
}

/// What every import writes: the reports' directory, formats, scenario name and hitch bands.
struct ImportOutputOptions: ParsableArguments {
    @Option(help: "Directory for the reports.")
    var out: String

    @Option(help: "Comma-separated formats: \(ReportFormat.names(ReportFormat.withoutTrace)) (folded: when the recording has stack samples).")
    var format: String = ReportFormat.withoutTrace.map(\.rawValue).joined(separator: ",")

    @Option(help: "The scenario name budgets match (default: the file's name without its extension).")
    var scenario: String?

    @OptionGroup var bands: HitchBandOption

    @OptionGroup var history: HistoryOptions

    func validate() throws {
        let formats: [ReportFormat]
        do {
            formats = try ReportFormat.parseList(format)
        } catch {
            throw ValidationError("The --format value is wrong: \(error).")
        }
        if let other = formats.first(where: \.needsTrace) {
            throw ValidationError("An import writes \(ReportFormat.names(ReportFormat.withoutTrace)); '\(other.rawValue)' needs a frameprof trace, which a device recording does not have.")
        }
        if history.enabled, !formats.contains(.json) {
            throw ValidationError("--history stores the summary.json an import writes; add json to --format.")
        }
    }

    /// The scenario name: as given, else the first file's base name (`stdin` for standard input).
    func scenarioName(files: [String]) -> String {
        if let scenario { return scenario }
        guard let file = files.first, file != "-" else { return "stdin" }
        let base = ((file.hasSuffix("/") ? String(file.dropLast()) : file) as NSString).lastPathComponent
        let stem = (base as NSString).deletingPathExtension
        return stem.isEmpty ? base : stem
    }

    /// Writes what was imported from `files` and says where.
    func write(_ imported: ImportedRecording, from files: [String]) throws {
        // validate() accepted the formats; parsing again cannot fail.
        let formats = try ReportFormat.parseList(format)
        let report = imported.report
        for note in report.warnings { printError("\(ToolName.current) import: warning: \(note)") }
        try ReportWriting(formats: formats, directory: out).write(report)
        print("imported \(report.strategies.map(\.name).joined(separator: ", ")) from \(files.map(ByteStreamReader.describe).joined(separator: ", ")); wrote \(formats.map(\.rawValue).joined(separator: ", ")) into \(out)")
        try history.store(summaryIn: out, seed: nil)
    }
}

/// `frameprof import oslog`: a lazy stack's own log lines.
struct OSLogImportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "oslog", abstract: "Import LazyVStackLayout and OptimizedVStackLayout log lines.",
        discussion: """
        Reads the lines saved by `log show` (default, compact, json or ndjson style), copied out of Console or \
        Instruments (tab-separated), or bare, as record's lazystack.log. A log's own times say how long it ran.
        """)

    @Argument(help: "The log file, or - for standard input.")
    var file: String

    @OptionGroup var output: ImportOutputOptions

    func run() throws {
        let imported = try OSLogImport.read(path: file, scenario: output.scenarioName(files: [file]), toolVersion: ToolVersion.current,
                                            hitchBands: output.bands.bandSet)
        try output.write(imported, from: [file])
    }
}

/// `frameprof import xctrace`: one Instruments recording's exported tables.
struct XCTraceImportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "xctrace", abstract: "Import the tables `xctrace export` wrote from one recording.",
        discussion: """
        Reads one or more `xctrace export` XML files of one recording (a directory means every .xml in it, and an \
        `xctrace export --toc` file among them gives the run's length and device): hitches, hitches-renders, \
        display-vsyncs-interval, device-display-info, potential-hangs, swiftui-updates, swiftui-update-groups, \
        swiftui-layout-updates, os-signpost intervals, points of interest, time-profile, time-sample and \
        coreanimation-commit-interval tables. Other tables are counted in summary.json's source.
        """)

    @Argument(help: "Export files or directories of them, or - for standard input.")
    var files: [String]

    @OptionGroup var output: ImportOutputOptions

    @Option(help: "The recording's length in seconds (default: the --toc file's run length, else the span of every table read).")
    var duration: Double?

    @Option(help: "The display rate in Hz, when the export has no vsync table to measure it.", transform: RefreshRate.argument)
    var refresh: RefreshRate?

    func validate() throws {
        if let duration, !(duration > 0 && duration.isFinite) {
            throw ValidationError("--duration must be a positive number of seconds, not \(duration).")
        }
    }

    func run() throws {
        let imported = try XCTraceImport.read(paths: files, scenario: output.scenarioName(files: files), toolVersion: ToolVersion.current,
                                              hitchBands: output.bands.bandSet, durationS: duration, refreshHz: refresh?.hertz)
        try output.write(imported, from: files)
    }
}
