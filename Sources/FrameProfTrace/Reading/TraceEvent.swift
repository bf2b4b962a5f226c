/// One signpost event as read back from a trace.
public struct TraceEvent: Sendable, Equatable {
    /// Begin, end or instant.
    public var phase: EventPhase
    /// What the interval measures.
    public var kind: EventKind
    /// The name's id in the reader's name table; 0 on end events, which close the innermost open interval.
    public var nameID: UInt32
    /// The kernel thread id that recorded the event.
    public var threadID: UInt32
    /// Nanoseconds since trace time zero.
    public var timestampNs: UInt64

    /// Creates an event.
    @inlinable
    public init(phase: EventPhase, kind: EventKind, nameID: UInt32, threadID: UInt32, timestampNs: UInt64) {
        self.phase = phase
        self.kind = kind
        self.nameID = nameID
        self.threadID = threadID
        self.timestampNs = timestampNs
    }
}

/// A signpost name with the module it was tagged with ("" when none).
public struct TraceName: Sendable, Equatable, Hashable {
    /// The module tag, such as `StackLab`.
    public var module: String
    /// The name, such as a view's full type name.
    public var name: String

    /// Creates a name.
    public init(module: String, name: String) {
        self.module = module
        self.name = name
    }

    /// `Module.Name`, or just the name without a module.
    public var qualified: String { module.isEmpty ? name : "\(module).\(name)" }
}

/// What the reader yields, in file order.
public enum TraceItem: Sendable, Equatable {
    /// A signpost event.
    case event(TraceEvent)
    /// A frame the frame clock classified.
    case frame(FrameRecord)
    /// A counter observation.
    case counter(TraceCounter)
    /// A key/value pair of recording metadata.
    case metadata(key: String, value: String)
    /// A symbolized stack sample.
    case stackSample(TraceStackSample)
    /// The writer's totals; only a cleanly stopped recording has one.
    case footer(TraceFooter)
    /// Why the thread's next interval runs, or what came of its last one.
    case cause(TraceCause)
    /// What a device profile charged a transaction for one operation or type.
    case modeledCost(TraceModeledCost)
}
