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

/// One thread's begins waiting for their ends: the pairing every reader of intervals applies (here for
/// `IntervalAssembler`; the analyzer keeps its stack in memory of its own with the same rule,
/// `Open.isClosed(byEndOf:)`). An end closes the innermost open interval when it is of the same kind;
/// any other end is unmatched.
@frozen
public struct ThreadIntervals: Sendable {
    /// A begin still waiting for its end.
    @frozen
    public struct Open: Sendable {
        /// What it measures.
        public var kind: EventKind
        /// Its name id.
        public var nameID: UInt32
        /// When it began, trace nanoseconds.
        public var startNs: UInt64

        /// Creates an open interval.
        @inlinable
        public init(kind: EventKind, nameID: UInt32, startNs: UInt64) {
            self.kind = kind
            self.nameID = nameID
            self.startNs = startNs
        }

        /// Whether an end of `kind` closes this interval, when it is the innermost open one.
        @inlinable @inline(__always)
        public func isClosed(byEndOf kind: EventKind) -> Bool {
            self.kind == kind
        }
    }

    @usableFromInline var stack: [Open] = []

    /// No open interval.
    @inlinable
    public init() {}

    /// How many intervals are open.
    @inlinable
    public var depth: Int { stack.count }

    /// The innermost open interval.
    @inlinable
    public var innermost: Open? { stack.last }

    /// Opens the interval `event` begins.
    @inlinable
    public mutating func begin(_ event: TraceEvent) {
        stack.append(Open(kind: event.kind, nameID: event.nameID, startNs: event.timestampNs))
    }

    /// The interval `event` closes, or nil for an unmatched end.
    @inlinable
    public mutating func end(_ event: TraceEvent) -> Open? {
        guard let top = stack.last, top.isClosed(byEndOf: event.kind) else { return nil }
        stack.removeLast()
        return top
    }
}

/// Pairs begin and end events per thread into intervals as they stream past. Memory grows with the
/// nesting depth and the number of threads, never with the number of events.
public struct IntervalAssembler: Sendable {
    private var threads: [UInt32: ThreadIntervals] = [:]
    /// Ends that had no open begin of the same kind on their thread.
    public private(set) var unmatchedEnds = 0

    /// Creates an empty assembler.
    public init() {}

    /// Feeds one event; returns the interval it closes, if any.
    public mutating func consume(_ event: TraceEvent) -> TraceInterval? {
        switch event.phase {
        case .begin:
            threads[event.threadID, default: ThreadIntervals()].begin(event)
            return nil
        case .instant:
            return nil
        case .end:
            guard let top = threads[event.threadID]?.end(event) else {
                unmatchedEnds += 1
                return nil
            }
            let enclosing = threads[event.threadID]
            return TraceInterval(kind: top.kind, nameID: top.nameID, threadID: event.threadID,
                                 startNs: top.startNs, endNs: event.timestampNs, depth: enclosing?.depth ?? 0,
                                 parentNameID: enclosing?.innermost?.nameID ?? 0)
        }
    }

    /// Begins never closed, per thread (a recording cut off mid-interval has some).
    public var openIntervals: Int { threads.values.reduce(0) { $0 + $1.depth } }
}
