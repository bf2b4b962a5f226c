import FrameProfAnalysis
import FrameProfTrace

/// Where a counter sits on a trace export's time axis: at its own time when it has one (an app's
/// `FrameProf.counter`), else at the start of the transaction it belongs to (StackLab's counters name
/// a transaction, not a time). The Perfetto and Chrome exports place counters by it alike.
struct CounterTimeline {
    private let transactionStart: [UInt64: UInt64]

    /// The placement for `analysis`'s frames.
    init(_ analysis: StrategyAnalysis) {
        var starts: [UInt64: UInt64] = [:]
        for row in analysis.frames { starts[row.frame.transactionID] = row.frame.startNs }
        transactionStart = starts
    }

    /// The counter's time, or nil when it names a transaction the trace has no frame of.
    func time(of counter: TraceCounter) -> UInt64? {
        counter.timeNs ?? transactionStart[counter.transactionID]
    }
}
