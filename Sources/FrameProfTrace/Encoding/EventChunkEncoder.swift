/// Builds the payload of one events chunk: one thread's events in time order, each timestamp stored as
/// a varint delta from the previous one, names as ids defined earlier in the file.
///
/// Payload: `thread id · chunk sequence · base time` (varints), then tagged events (see
/// `TraceFormat.Opcode`). A begin/end pair of a name with id < 128 and deltas < 128 ns costs 5 bytes.
public struct EventChunkEncoder: Sendable {
    /// The thread whose events this chunk holds.
    public let threadID: UInt32
    /// Events added so far.
    public var eventCount: Int { count }
    @usableFromInline var count = 0
    @usableFromInline var writer: ByteWriter
    @usableFromInline var lastTimestampNs: UInt64

    /// Starts a chunk; `baseNs` must not be later than the first event's time.
    public init(threadID: UInt32, sequence: UInt64, baseNs: UInt64, capacity: Int = 64 << 10) {
        self.threadID = threadID
        writer = ByteWriter(capacity: capacity)
        writer.writeVarint(UInt64(threadID))
        writer.writeVarint(sequence)
        writer.writeVarint(baseNs)
        lastTimestampNs = baseNs
    }

    /// Payload bytes so far.
    public var byteCount: Int { writer.count }

    /// Declares a module name before the first name that uses it.
    public mutating func defineModule(id: UInt32, name: String) {
        writer.write(TraceFormat.Opcode.defineModule.rawValue)
        writer.writeVarint(UInt64(id))
        writer.writeString(name)
    }

    /// Declares a signpost name (ids start at 1 and are defined in increasing order).
    public mutating func defineName(id: UInt32, moduleID: UInt32, name: String) {
        writer.write(TraceFormat.Opcode.defineName.rawValue)
        writer.writeVarint(UInt64(id))
        writer.writeVarint(UInt64(moduleID))
        writer.writeString(name)
    }

    /// The most bytes one event takes: its tag, a name id and a timestamp delta.
    public static let maxEventBytes = 1 + 5 + Varint.maxBytes

    /// Appends an event. Timestamps earlier than the previous one are clamped to it, so the file stays
    /// monotonic per thread even if a counter stepped back across a CPU migration.
    @inlinable
    public mutating func append(phase: EventPhase, kind: EventKind, nameID: UInt32, timestampNs: UInt64) {
        appendEvents(atMost: 1) { $0.append(phase: phase, kind: kind, nameID: nameID, timestampNs: timestampNs) }
    }

    /// Appends up to `maxEvents` events through `body`'s writer, which keeps the write position and the
    /// last timestamp in registers: the recorder's writer encodes its records this way, a batch at a time.
    @inlinable
    public mutating func appendEvents<R>(atMost maxEvents: Int, _ body: (inout UnsafeEventWriter) -> R) -> R {
        var last = lastTimestampNs
        var added = 0
        let result = writer.write(atMost: maxEvents * EventChunkEncoder.maxEventBytes) { bytes in
            var events = UnsafeEventWriter(bytes: bytes, lastTimestampNs: last, limit: maxEvents)
            let result = body(&events)
            bytes = events.bytes
            added = events.added
            last = events.lastTimestampNs
            return result
        }
        count += added
        lastTimestampNs = last
        return result
    }

    /// The finished payload.
    public var payload: [UInt8] { writer.bytes }
}

/// Where `EventChunkEncoder.appendEvents` writes: events encoded as `append` encodes them, in room the
/// encoder reserved.
public struct UnsafeEventWriter {
    @usableFromInline var bytes: UnsafeByteWriter
    @usableFromInline var lastTimestampNs: UInt64
    @usableFromInline var added = 0
    /// The events the encoder reserved room for: one more would write past it.
    @usableFromInline let limit: Int

    /// Events this writer has written.
    public var eventsAdded: Int { added }

    @usableFromInline @inline(__always)
    init(bytes: UnsafeByteWriter, lastTimestampNs: UInt64, limit: Int) {
        self.bytes = bytes
        self.lastTimestampNs = lastTimestampNs
        self.limit = limit
    }

    /// Appends an event; a timestamp earlier than the previous one is clamped to it. One more event than
    /// the encoder reserved room for traps instead of writing past that room.
    @inlinable @inline(__always)
    public mutating func append(phase: EventPhase, kind: EventKind, nameID: UInt32, timestampNs: UInt64) {
        precondition(added < limit, "more events than appendEvents(atMost:) reserved room for")
        let delta = timestampNs > lastTimestampNs ? timestampNs - lastTimestampNs : 0
        lastTimestampNs &+= delta
        switch phase {
        case .begin:
            bytes.byte(TraceFormat.Opcode.begin.rawValue | kind.rawValue)
            bytes.varint(UInt64(nameID))
        case .end:
            bytes.byte(TraceFormat.Opcode.end.rawValue | kind.rawValue)
        case .instant:
            bytes.byte(TraceFormat.Opcode.instant.rawValue | kind.rawValue)
            bytes.varint(UInt64(nameID))
        }
        bytes.varint(delta)
        added &+= 1
    }
}
