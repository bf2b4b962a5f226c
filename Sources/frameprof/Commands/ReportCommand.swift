import ArgumentParser
import Foundation
import FrameProfAnalysis
import FrameProfReports
import FrameProfTrace
import StackLab

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
        do {
            let formats = output.formats
            var analyses: [StrategyAnalysis] = []
            for path in try TraceInputs.resolve(inputs) {
                do {
                    analyses.append(try TraceAnalyzer.analyze(path: path, name: TraceInputs.fallbackName(of: path), bandSet: bands.bandSet))
                } catch {
                    throw CommandFailure("frameprof report: cannot read \(path): \(error)")
                }
            }
            let report = Report(toolVersion: ToolVersion.current, strategies: TraceInputs.named(analyses), hitchBands: bands.bandSet)
            for warning in report.warnings { printError("frameprof report: warning: \(warning)") }
            try ReportWriting(formats: formats, directory: out).write(report, command: "report")
            print("wrote \(formats.map(\.rawValue).joined(separator: ", ")) for \(report.strategies.map(\.name).joined(separator: ", ")) into \(out)")
        } catch let failure as CommandFailure {
            printError(failure.description)
            throw ExitCode.failure
        } catch let error as ReportError {
            printError("frameprof report: \(error)")
            throw ExitCode.failure
        }
    }
}

/// Turns `report`'s arguments into trace paths, and the analyses into uniquely named strategies.
enum TraceInputs {
    /// Trace files as given; for a directory its `trace.fpt`, or every `<strategy>/trace.fpt` in it in
    /// the order `record` writes strategies.
    static func resolve(_ inputs: [String]) throws -> [String] {
        var traces: [String] = []
        let files = FileManager.default
        let order = StackStrategy.names
        for input in inputs {
            var isDirectory: ObjCBool = false
            guard files.fileExists(atPath: input, isDirectory: &isDirectory) else {
                throw CommandFailure("frameprof report: \(input) does not exist; expected a trace file or a recording directory.")
            }
            let direct = (input as NSString).appendingPathComponent("trace.fpt")
            if !isDirectory.boolValue || files.fileExists(atPath: direct) {
                traces.append(isDirectory.boolValue ? direct : input)
                continue
            }
            let folders = ((try? files.contentsOfDirectory(atPath: input)) ?? [])
                .filter { files.fileExists(atPath: (input as NSString).appendingPathComponent("\($0)/trace.fpt")) }
                .sorted { (order.firstIndex(of: $0) ?? order.count, $0) < (order.firstIndex(of: $1) ?? order.count, $1) }
            guard !folders.isEmpty else {
                throw CommandFailure("frameprof report: \(input) holds no trace.fpt, neither directly nor in a strategy folder.")
            }
            traces += folders.map { (input as NSString).appendingPathComponent("\($0)/trace.fpt") }
        }
        return traces
    }

    /// The name a trace without `strategy` metadata gets: its folder's for trace.fpt, else its file's.
    static func fallbackName(of path: String) -> String {
        let file = (path as NSString).lastPathComponent
        if file == "trace.fpt" { return ((path as NSString).deletingLastPathComponent as NSString).lastPathComponent }
        return (file as NSString).deletingPathExtension
    }

    /// Each analysis named by its trace's `strategy` metadata; two of one strategy (a before and an
    /// after) become name, name-2…
    static func named(_ analyses: [StrategyAnalysis]) -> [StrategyAnalysis] {
        var seen: [String: Int] = [:]
        return analyses.map { analysis in
            var named = analysis
            let base = analysis.metadata["strategy"].flatMap { $0.isEmpty ? nil : $0 } ?? analysis.name
            seen[base, default: 0] += 1
            named.name = seen[base] == 1 ? base : "\(base)-\(seen[base]!)"
            return named
        }
    }
}
