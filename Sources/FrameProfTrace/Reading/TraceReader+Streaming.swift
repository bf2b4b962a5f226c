extension TraceReader {
    /// Streams everything that is left into `visitor`: the fast path for whole-trace analysis, with
    /// each events chunk decoded in one tight loop. Stops at damage like `next()`.
    ///
    /// Inlinable so it is specialized for each visitor in the visitor's own module: the visitor's
    /// `visit(event:)` is then inlined into the decoding loop instead of called through a witness table
    /// once per event (with its frame set up and torn down each time). Only the loop is inlined; every
    /// rare step (a chunk's start and end, a definition, a cause) is a call into this module.
    @inlinable
    public func stream<Visitor: TraceVisitor & ~Copyable>(into visitor: inout Visitor) {
        while true {
            if var run = beginEventRun() {
                decodeEvents(&run, into: &visitor)
                guard endEventRun(run, into: &visitor) else { return }
                continue
            }
            guard let item = next() else { return }
            switch item {
            case let .event(event): visitor.visit(event: event)
            case let .frame(frame): visitor.visit(frame: frame)
            case let .counter(counter): visitor.visit(counter: counter)
            case let .metadata(key, value): visitor.visit(metadataKey: key, value: value)
            case let .footer(footer): visitor.visit(footer: footer)
            case let .stackSample(sample): visitor.visit(stackSample: sample)
            case let .cause(cause): visitor.visit(cause: cause)
            case let .modeledCost(cost): visitor.visit(modeledCost: cost)
            }
        }
    }

    /// Decodes the run's events into `visitor` until the chunk ends or an event does not parse.
    @inlinable @inline(__always)
    func decodeEvents<Visitor: TraceVisitor & ~Copyable>(_ run: inout EventRun, into visitor: inout Visitor) {
        // Locals, not the run's fields: the optimizer keeps them in registers across the visitor's code.
        var c = run.cursor, timestamp = run.timestamp, count = run.count, causeAt = run.causeAt
        let thread = run.thread, first = run.first
        var nameLimit = run.nameLimit
        defer { (run.cursor, run.timestamp, run.count, run.causeAt) = (c, timestamp, count, causeAt) }
        // Each opcode hands its event to the visitor itself, so once `visit(event:)` is inlined the
        // event's phase is a constant in each branch rather than a value dispatched on twice. The
        // iterating reader (`nextEvent`) dispatches on the same opcodes through the same `ended` and
        // `named`; one shared step returning what it found was tried and measured slower at the same
        // instruction count (docs/PERFORMANCE.md, "Why two decode loops").
        @inline(__always) func deliver(_ event: TraceEvent) {
            if first &+ count >= causeAt { causeAt = deliverCauses(upTo: first &+ count, thread: thread, into: &visitor) }
            count &+= 1
            visitor.visit(event: event)
        }
        while !c.isAtEnd {
            let at = c.offset
            let tag = c.readByte().unsafelyUnwrapped
            let opcode = tag & 0xF0
            if opcode == TraceFormat.Opcode.end.rawValue, let kind = Self.ended(tag, &c, &timestamp) {
                deliver(TraceEvent(phase: .end, kind: kind, nameID: 0, threadID: thread, timestampNs: timestamp))
            } else if opcode == TraceFormat.Opcode.begin.rawValue, let (kind, nameID) = Self.named(tag, &c, &timestamp, nameLimit) {
                deliver(TraceEvent(phase: .begin, kind: kind, nameID: nameID, threadID: thread, timestampNs: timestamp))
            } else if opcode == TraceFormat.Opcode.instant.rawValue, let (kind, nameID) = Self.named(tag, &c, &timestamp, nameLimit) {
                deliver(TraceEvent(phase: .instant, kind: kind, nameID: nameID, threadID: thread, timestampNs: timestamp))
            } else if opcode == 0xE0, let limit = define(at: at, cursor: &c) {
                nameLimit = limit
            } else {
                // The event at the tag's offset does not parse.
                run.malformedAt = at
                return
            }
        }
    }

    /// One events chunk being streamed: the reader's state copied out, so the loop touches no class
    /// property per event (each access would be an exclusivity check).
    @usableFromInline
    struct EventRun {
        @usableFromInline var cursor: ByteReader
        @usableFromInline var timestamp: UInt64
        @usableFromInline var nameLimit: UInt64
        @usableFromInline let thread: UInt32
        @usableFromInline var count: UInt64 = 0
        /// The index of the next cause to deliver; never reached when the chunk has none.
        @usableFromInline var causeAt: UInt64
        /// `next()` may have yielded the chunk's first items already; causes count from the chunk start.
        @usableFromInline let first: UInt64
        @usableFromInline var malformedAt: Int?

        init(cursor: ByteReader, timestamp: UInt64, nameLimit: UInt64, thread: UInt32, causeAt: UInt64, first: UInt64) {
            (self.cursor, self.timestamp, self.nameLimit, self.thread) = (cursor, timestamp, nameLimit, thread)
            (self.causeAt, self.first) = (causeAt, first)
        }
    }

    /// The run of the events chunk being read, or nil when the reader is elsewhere (or holds an event
    /// back for its causes, which `next()` hands out).
    @usableFromInline
    func beginEventRun() -> EventRun? {
        guard chunkType == .events, heldEvent == nil else { return nil }
        return EventRun(cursor: cursor, timestamp: lastTimestamp, nameLimit: UInt64(names.count), thread: chunkThread,
                        causeAt: nextCauseIndex == .max ? .max : UInt64(nextCauseIndex), first: UInt64(chunkEventIndex))
    }

    /// Stores a finished run back; false when it stopped at a malformed event (the damage is recorded).
    @usableFromInline
    func endEventRun<Visitor: TraceVisitor & ~Copyable>(_ run: EventRun, into visitor: inout Visitor) -> Bool {
        eventsRead &+= run.count
        if let malformedAt = run.malformedAt {
            _ = malformedEvent(at: malformedAt)
            return false
        }
        if run.causeAt != .max { _ = deliverCauses(upTo: .max, thread: run.thread, into: &visitor) }
        cursor = run.cursor
        lastTimestamp = run.timestamp
        chunkType = nil
        chunksRead += 1
        return true
    }

    /// Reads the definition whose tag is at `at` and moves `c` past it; the new name limit, or nil when
    /// it does not parse.
    @usableFromInline
    func define(at: Int, cursor c: inout ByteReader) -> UInt64? {
        cursor = c
        guard defineString(at) else { return nil }
        c = cursor
        return UInt64(names.count)
    }

    /// Delivers the causes due before event `index` of the current chunk; returns the index of the next
    /// one due (`.max` when none is left).
    @usableFromInline @inline(never)
    func deliverCauses<Visitor: TraceVisitor & ~Copyable>(upTo index: UInt64, thread: UInt32, into visitor: inout Visitor) -> UInt64 {
        while nextCause < causes.count, UInt64(causes[nextCause].index) <= index {
            let entry = causes[nextCause]
            nextCause += 1
            causesRead &+= 1
            visitor.visit(cause: TraceCause(role: entry.role, threadID: thread, nameID: entry.nameID))
        }
        if nextCause >= causes.count {
            causes.removeAll(keepingCapacity: true)
            nextCauseIndex = .max
            return .max
        }
        nextCauseIndex = causes[nextCause].index
        return UInt64(nextCauseIndex)
    }

    /// The kind of an end whose tag was read, with its time delta added to `timestamp`; nil when it does
    /// not parse.
    @inlinable @inline(__always)
    static func ended(_ tag: UInt8, _ c: inout ByteReader, _ timestamp: inout UInt64) -> EventKind? {
        guard let kind = EventKind(rawValue: tag & 0x0F), let delta = c.readVarint() else { return nil }
        timestamp &+= delta
        return kind
    }

    /// The kind and name id of a begin or instant whose tag was read, with its time delta added to
    /// `timestamp`; nil when they do not parse or the name was never defined.
    @inlinable @inline(__always)
    static func named(_ tag: UInt8, _ c: inout ByteReader, _ timestamp: inout UInt64, _ nameLimit: UInt64) -> (EventKind, UInt32)? {
        guard let kind = EventKind(rawValue: tag & 0x0F), let nameID = c.readVarint(),
              nameID > 0, nameID < nameLimit, let delta = c.readVarint() else { return nil }
        timestamp &+= delta
        return (kind, UInt32(truncatingIfNeeded: nameID))
    }
}
