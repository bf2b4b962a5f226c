import FrameProfSupport
import Foundation
import FrameProfAnalysis
import FrameProfTrace

/// Renderers whose files belong to one strategy each (`<strategy>/trace.perfetto-trace`): a recording
/// writes them as each strategy finishes, beside the recordings still running, instead of after all.
public protocol StrategyFileRenderer: ReportRenderer {
    /// Writes the files of one strategy; nothing when its trace file is unknown.
    func render(strategy: StrategyAnalysis, into output: ReportOutput) throws
}

extension StrategyFileRenderer {
    /// Writes the files of every strategy of `report`.
    public func render(_ report: Report, into output: ReportOutput) throws {
        try render(strategies: report.strategies, into: output)
    }

    /// Writes the files of `strategies` side by side, one per core: each reads its own trace and writes
    /// its own file, and a 10-minute scrub's Perfetto traces are seconds of work each.
    public func render(strategies: [StrategyAnalysis], into output: ReportOutput) throws {
        _ = try parallelMap(strategies, width: ProcessInfo.processInfo.activeProcessorCount) {
            try render(strategy: $0, into: output)
        }
    }
}

/// The loop both trace exports (Perfetto and Chrome) share: one streamed file per strategy whose trace
/// file is known, with the trace opened and a failure to read it worded once.
enum TraceExport {
    /// Writes `<strategy>/<file>` for one strategy, if its trace file is known.
    static func write(_ strategy: StrategyAnalysis, into output: ReportOutput, file: String, format: String,
                      _ export: (TraceReader, StrategyAnalysis, FileStream) throws -> Void) throws {
        guard let path = strategy.tracePath else { return }
        let reader: TraceReader
        do {
            reader = try TraceReader(path: path)
        } catch {
            throw ReportError("cannot read \(path) for the \(format) export: \(error)", code: .unreadable)
        }
        let stream = try output.stream(to: "\(strategy.name)/\(file)")
        try export(reader, strategy, stream)
        try stream.close()
    }
}
