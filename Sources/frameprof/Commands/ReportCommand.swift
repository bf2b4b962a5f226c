import ArgumentParser
import Foundation
import FrameProfAnalysis
import FrameProfReports
import FrameProfTrace

/// `frameprof report`: make reports from existing traces or recording directories.
struct ReportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "report", abstract: "Make reports from existing traces or recording directories.")

    @Argument(help: "Trace files (.fpt), directories holding trace.fpt, or recording directories (<strategy>/trace.fpt).")
    var inputs: [String]

    @Option(help: "Directory for the reports.")
    var out: String

    @Option(help: "Comma-separated formats: html, csv, json, md, chrome.")
    var format: String = "html,csv,json,md,chrome"

    @Option(name: .customLong("hitch-bands"), help: "current (≤10 good, ≤25 warning, ≤50 critical) or older (<5 good, <10 warning).")
    var hitchBands: String = "current"

    func validate() throws {
        guard !inputs.isEmpty else {
            throw ValidationError("Give at least one trace file or recording directory to report on.")
        }
        if case let .failure(error) = ReportFormat.parseList(format) {
            throw ValidationError("The --format value is wrong: \(error).")
        }
        guard HitchBandSet(rawValue: hitchBands) != nil else {
            throw ValidationError("The hitch band set must be current or older, not '\(hitchBands)'.")
        }
    }

    func run() throws {
        do {
            let traces = try TraceInputs.resolve(inputs)
            let bands = HitchBandSet(rawValue: hitchBands)!
            var analyses: [StrategyAnalysis] = []
            for trace in traces {
                do {
                    analyses.append(try TraceAnalyzer.analyze(path: trace.path, name: trace.name, bandSet: bands))
                } catch {
                    throw CommandFailure("frameprof report: cannot read \(trace.path): \(error)")
                }
            }
            let report = Report(toolVersion: ToolVersion.current, strategies: analyses, hitchBands: bands)
            for warning in report.warnings { printError("frameprof report: warning: \(warning)") }
            let formats = (try? ReportFormat.parseList(format).get()) ?? ReportFormat.allCases
            try ReportWriting(formats: formats, directory: out).write(report, command: "report")
            print("wrote \(formats.map(\.rawValue).joined(separator: ", ")) for \(analyses.map(\.name).joined(separator: ", ")) into \(out)")
        } catch let failure as CommandFailure {
            printError(failure.description)
            throw ExitCode.failure
        }
    }
}

/// Turns `report`'s arguments into (strategy name, trace path) pairs.
enum TraceInputs {
    static func resolve(_ inputs: [String]) throws -> [(name: String, path: String)] {
        var traces: [(name: String, path: String)] = []
        let files = FileManager.default
        for input in inputs {
            var isDirectory: ObjCBool = false
            guard files.fileExists(atPath: input, isDirectory: &isDirectory) else {
                throw CommandFailure("frameprof report: \(input) does not exist; expected a trace file or a recording directory.")
            }
            if !isDirectory.boolValue {
                traces.append((name(of: input), input))
                continue
            }
            let direct = (input as NSString).appendingPathComponent("trace.fpt")
            if files.fileExists(atPath: direct) {
                traces.append((name(of: direct), direct))
                continue
            }
            let children = ((try? files.contentsOfDirectory(atPath: input)) ?? []).sorted()
            let found = children.map { ($0 as NSString).appendingPathComponent("trace.fpt") }
                .map { (input as NSString).appendingPathComponent($0) }
                .filter { files.fileExists(atPath: $0) }
            guard !found.isEmpty else {
                throw CommandFailure("frameprof report: \(input) holds no trace.fpt, neither directly nor in a strategy folder.")
            }
            // Strategies in the order record writes them, others after.
            let order = ["vstack", "lazy-vstack", "list", "optimized-vstack"]
            for path in found.sorted(by: { rank(name(of: $0), order) < rank(name(of: $1), order) }) {
                traces.append((name(of: path), path))
            }
        }
        var seen: [String: Int] = [:]
        return traces.map { trace in
            // Two inputs of one strategy (a before and an after) keep apart as name, name-2…
            seen[trace.name, default: 0] += 1
            let count = seen[trace.name]!
            return (count == 1 ? trace.name : "\(trace.name)-\(count)", trace.path)
        }
    }

    /// The trace's `strategy` metadata, else its folder's (for trace.fpt) or its own file name.
    static func name(of path: String) -> String {
        if let reader = try? TraceReader(path: path) {
            while let item = reader.next() {
                if case let .metadata(key, value) = item, key == "strategy", !value.isEmpty { return value }
                if case .event = item { break }
            }
        }
        let file = (path as NSString).lastPathComponent
        if file == "trace.fpt" { return ((path as NSString).deletingLastPathComponent as NSString).lastPathComponent }
        return (file as NSString).deletingPathExtension
    }

    private static func rank(_ name: String, _ order: [String]) -> (Int, String) {
        (order.firstIndex(of: name) ?? order.count, name)
    }
}
