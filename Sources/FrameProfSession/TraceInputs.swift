import Foundation
import FrameProfAnalysis
import FrameProfTrace
import StackLab

/// Turns `report`'s arguments into trace paths, and the analyses into uniquely named strategies.
public enum TraceInputs {
    /// Trace files as given; for a directory its `trace.fpt`, or every `<strategy>/trace.fpt` in it in
    /// the order `record` writes strategies.
    public static func resolve(_ inputs: [String]) throws -> [String] {
        var traces: [String] = []
        let files = FileManager.default
        let order = StackStrategy.names
        for input in inputs {
            var isDirectory: ObjCBool = false
            guard files.fileExists(atPath: input, isDirectory: &isDirectory) else {
                throw SessionError("\(input) does not exist; expected a trace file or a recording directory.")
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
                throw SessionError("\(input) holds no trace.fpt, neither directly nor in a strategy folder.")
            }
            traces += folders.map { (input as NSString).appendingPathComponent("\($0)/trace.fpt") }
        }
        return traces
    }

    /// The name a trace without `strategy` metadata gets: its folder's for trace.fpt, else its file's.
    public static func fallbackName(of path: String) -> String {
        let file = (path as NSString).lastPathComponent
        if file == "trace.fpt" { return ((path as NSString).deletingLastPathComponent as NSString).lastPathComponent }
        return (file as NSString).deletingPathExtension
    }

    /// Each analysis named by its trace's `strategy` metadata; two of one strategy (a before and an
    /// after) become name, name-2…
    public static func named(_ analyses: [StrategyAnalysis]) -> [StrategyAnalysis] {
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

extension TraceInputs {
    /// Reads every trace `inputs` resolve to into one report, each strategy uniquely named.
    public static func report(_ inputs: [String], bandSet: HitchBandSet) throws -> Report {
        var analyses: [StrategyAnalysis] = []
        for path in try resolve(inputs) {
            do {
                analyses.append(try TraceAnalyzer.analyze(path: path, name: fallbackName(of: path), bandSet: bandSet))
            } catch {
                throw SessionError("cannot read \(path): \(error)")
            }
        }
        return Report(toolVersion: ToolVersion.current, strategies: named(analyses), hitchBands: bandSet)
    }
}
