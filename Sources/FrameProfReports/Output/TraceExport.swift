import FrameProfAnalysis
import FrameProfTrace

/// The loop both trace exports (Perfetto and Chrome) share: one streamed file per strategy whose trace
/// file is known, with the trace opened and a failure to read it worded once.
enum TraceExport {
    /// Writes `<strategy>/<file>` for each traced strategy by calling `export` with its open trace.
    static func write(_ report: Report, into output: ReportOutput, file: String, format: String,
                      _ export: (TraceReader, StrategyAnalysis, FileStream) throws -> Void) throws {
        for s in report.strategies {
            guard let path = s.tracePath else { continue }
            let reader: TraceReader
            do {
                reader = try TraceReader(path: path)
            } catch {
                throw ReportError("cannot read \(path) for the \(format) export: \(error)")
            }
            let stream = try output.stream(to: "\(s.name)/\(file)")
            try export(reader, s, stream)
            try stream.close()
        }
    }
}
