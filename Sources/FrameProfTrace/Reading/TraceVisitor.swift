/// Receives a trace's items from `TraceReader.stream(into:)`. Every method has an empty default, so a
/// visitor implements only what it needs. A visitor may be non-copyable (the analyzer is).
public protocol TraceVisitor: ~Copyable {
    /// A signpost event.
    mutating func visit(event: TraceEvent)
    /// A frame record.
    mutating func visit(frame: FrameRecord)
    /// A counter observation.
    mutating func visit(counter: TraceCounter)
    /// A metadata pair.
    mutating func visit(metadataKey: String, value: String)
    /// A stack sample.
    mutating func visit(stackSample: TraceStackSample)
    /// The footer of a cleanly stopped recording.
    mutating func visit(footer: TraceFooter)
    /// A cause, delivered just before the event it precedes in its thread's stream.
    mutating func visit(cause: TraceCause)
    /// A modeled cost of a transaction (virtual-clock recordings).
    mutating func visit(modeledCost: TraceModeledCost)
}

extension TraceVisitor where Self: ~Copyable {
    /// Ignores the event.
    public mutating func visit(event: TraceEvent) {}
    /// Ignores the frame.
    public mutating func visit(frame: FrameRecord) {}
    /// Ignores the counter.
    public mutating func visit(counter: TraceCounter) {}
    /// Ignores the pair.
    public mutating func visit(metadataKey: String, value: String) {}
    /// Ignores the sample.
    public mutating func visit(stackSample: TraceStackSample) {}
    /// Ignores the footer.
    public mutating func visit(footer: TraceFooter) {}
    /// Ignores the cause.
    public mutating func visit(cause: TraceCause) {}
    /// Ignores the cost.
    public mutating func visit(modeledCost: TraceModeledCost) {}
}
