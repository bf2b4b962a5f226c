import FrameProfAnalysis
import FrameProfTrace

/// Writes `<strategy>/trace.perfetto-trace` in Perfetto's own protobuf format, which the Perfetto UI
/// and trace processor read natively: a track per thread with body/measure/place/commit slices, a
/// counter track per recorded counter, stack samples with their call stacks, and Perfetto's
/// FrameTimeline (an expected and an actual slice per frame, with frameprof's verdict as its jank type),
/// which the UI draws as the process's "Expected Timeline" and "Actual Timeline" tracks and SQL reads
/// from `expected_frame_timeline_slice` and `actual_frame_timeline_slice`.
/// The trace is streamed from its file, so memory does not grow with events.
public struct PerfettoTraceRenderer: StrategyFileRenderer {
    /// `.perfetto`.
    public var format: ReportFormat { .perfetto }

    /// Creates the renderer.
    public init() {}

    /// Writes one strategy's file, when its trace file is known: the trace's events, then the frame timeline.
    public func render(strategy: StrategyAnalysis, into output: ReportOutput) throws {
        try TraceExport.write(strategy, into: output, file: "trace.perfetto-trace", format: "Perfetto", export)
    }

    private func export(_ reader: TraceReader, _ analysis: StrategyAnalysis, _ stream: FileStream) {
        var writer = PerfettoTraceWriter(stream: stream, reader: reader, analysis: analysis)
        writer.writeProcess()
        reader.stream(into: &writer)
        writer.writeFrameTimeline(analysis.frames)
        writer.flush()
    }
}
