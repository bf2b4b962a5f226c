import Foundation
import FrameProfAnalysis
import FrameProfTrace

/// The loop both trace exports (Perfetto and Chrome) share: one streamed file per strategy whose trace
/// file is known, with the trace opened and a failure to read it worded once.
enum TraceExport {
    /// Writes `<strategy>/<file>` for each traced strategy by calling `export` with its open trace.
    /// Strategies export side by side, one per core: each reads its own trace and writes its own file,
    /// and a 10-minute scrub's Perfetto traces are seconds of work each.
    static func write(_ report: Report, into output: ReportOutput, file: String, format: String,
                      _ export: (TraceReader, StrategyAnalysis, FileStream) throws -> Void) throws {
        var jobs: [(reader: TraceReader, analysis: StrategyAnalysis, stream: FileStream)] = []
        for s in report.strategies {
            guard let path = s.tracePath else { continue }
            let reader: TraceReader
            do {
                reader = try TraceReader(path: path)
            } catch {
                throw ReportError("cannot read \(path) for the \(format) export: \(error)")
            }
            jobs.append((reader, s, try output.stream(to: "\(s.name)/\(file)")))
        }
        let width = ProcessInfo.processInfo.activeProcessorCount
        _ = try parallelMap(jobs, width: width) { job in
            try export(job.reader, job.analysis, job.stream)
            try job.stream.close()
        }
    }
}
