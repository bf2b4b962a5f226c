/// A closed signpost interval: a begin matched with its end on the same thread.
public struct TraceInterval: Sendable, Equatable {
    /// What it measured.
    public var kind: EventKind
    /// The name id (see `TraceReader.names`).
    public var nameID: UInt32
    /// The thread it ran on.
    public var threadID: UInt32
    /// Start, trace nanoseconds.
    public var startNs: UInt64
    /// End, trace nanoseconds.
    public var endNs: UInt64
    /// Intervals open around it on its thread when it began (0 for outermost).
    public var depth: Int
    /// The name id of the enclosing interval, or 0 for outermost.
    public var parentNameID: UInt32

    /// Creates an interval.
    public init(kind: EventKind, nameID: UInt32, threadID: UInt32, startNs: UInt64, endNs: UInt64,
                depth: Int, parentNameID: UInt32) {
        self.kind = kind
        self.nameID = nameID
        self.threadID = threadID
        self.startNs = startNs
        self.endNs = endNs
        self.depth = depth
        self.parentNameID = parentNameID
    }

    /// End minus start.
    public var durationNs: UInt64 { endNs &- startNs }
}

/// Pairs begin and end events per thread into intervals as they stream past. Memory grows with the
/// nesting depth and the number of threads, never with the number of events.
public struct IntervalAssembler: Sendable {
    private struct Open: Sendable {
        var kind: EventKind
        var nameID: UInt32
        var startNs: UInt64
    }

    private var stacks: [UInt32: [Open]] = [:]
    /// Ends that had no open begin of the same kind on their thread.
    public private(set) var unmatchedEnds = 0

    /// Creates an empty assembler.
    public init() {}

    /// Feeds one event; returns the interval it closes, if any.
    public mutating func consume(_ event: TraceEvent) -> TraceInterval? {
        switch event.phase {
        case .begin:
            stacks[event.threadID, default: []].append(Open(kind: event.kind, nameID: event.nameID, startNs: event.timestampNs))
            return nil
        case .instant:
            return nil
        case .end:
            guard var stack = stacks[event.threadID], let top = stack.last, top.kind == event.kind else {
                unmatchedEnds += 1
                return nil
            }
            stack.removeLast()
            stacks[event.threadID] = stack
            return TraceInterval(kind: top.kind, nameID: top.nameID, threadID: event.threadID,
                                 startNs: top.startNs, endNs: event.timestampNs, depth: stack.count,
                                 parentNameID: stack.last?.nameID ?? 0)
        }
    }

    /// Begins never closed, per thread (a recording cut off mid-interval has some).
    public var openIntervals: Int { stacks.values.reduce(0) { $0 + $1.count } }
}
