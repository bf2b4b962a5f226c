import FrameProfSupport
import Foundation
import FrameProfAnalysis
import FrameProfTrace

/// Turns `report`'s arguments into trace paths, and the analyses into uniquely named strategies.
public enum TraceInputs {
    /// Per input, its trace files: the file as given; for a directory its `trace.fpt`, or every
    /// `<strategy>/trace.fpt` in it (by name here; `report` puts them in recorded order once read).
    public static func resolve(_ inputs: [String]) throws -> [[String]] {
        let files = FileManager.default
        return try inputs.map { input in
            var isDirectory: ObjCBool = false
            guard files.fileExists(atPath: input, isDirectory: &isDirectory) else {
                throw SessionError("\(input) does not exist; expected a trace file or a recording directory.", code: .unreadable, context: ErrorContext(file: input))
            }
            let direct = (input as NSString).appendingPathComponent("trace.fpt")
            if !isDirectory.boolValue || files.fileExists(atPath: direct) {
                return [isDirectory.boolValue ? direct : input]
            }
            let folders = ((try? files.contentsOfDirectory(atPath: input)) ?? [])
                .filter { files.fileExists(atPath: (input as NSString).appendingPathComponent("\($0)/trace.fpt")) }
                .sorted()
            guard !folders.isEmpty else {
                throw SessionError("\(input) holds no trace.fpt, neither directly nor in a strategy folder.", code: .invalidInput, context: ErrorContext(file: input))
            }
            return folders.map { (input as NSString).appendingPathComponent("\($0)/trace.fpt") }
        }
    }

    /// One recording directory's analyses in the order its traces' `strategy_order` metadata says they
    /// were recorded; traces that predate the key keep their name order.
    static func inRecordedOrder(_ analyses: [StrategyAnalysis]) -> [StrategyAnalysis] {
        guard let order = analyses.lazy.compactMap({ $0.metadata["strategy_order"] }).first?.split(separator: ",").map(String.init) else {
            return analyses
        }
        let rank = { (analysis: StrategyAnalysis) in order.firstIndex(of: analysis.metadata["strategy"] ?? analysis.name) ?? order.count }
        return analyses.enumerated().sorted { (rank($0.element), $0.offset) < (rank($1.element), $1.offset) }.map(\.element)
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
        for group in try resolve(inputs) {
            let read = try group.map { path in
                do {
                    return try TraceAnalyzer.analyze(path: path, name: fallbackName(of: path), bandSet: bandSet)
                } catch {
                    throw SessionError("cannot read \(path): ", wrapping: error)
                }
            }
            analyses += inRecordedOrder(read)
        }
        return Report(toolVersion: ToolVersion.current, strategies: named(analyses), hitchBands: bandSet)
    }
}
