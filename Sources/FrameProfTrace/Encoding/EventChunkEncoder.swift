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

    /// Appends an event. Timestamps earlier than the previous one are clamped to it, so the file stays
    /// monotonic per thread even if a counter stepped back across a CPU migration.
    @inlinable
    public mutating func append(phase: EventPhase, kind: EventKind, nameID: UInt32, timestampNs: UInt64) {
        let delta = timestampNs > lastTimestampNs ? timestampNs - lastTimestampNs : 0
        lastTimestampNs &+= delta
        switch phase {
        case .begin:
            writer.write(TraceFormat.Opcode.begin.rawValue | kind.rawValue)
            writer.writeVarint(UInt64(nameID))
        case .end:
            writer.write(TraceFormat.Opcode.end.rawValue | kind.rawValue)
        case .instant:
            writer.write(TraceFormat.Opcode.instant.rawValue | kind.rawValue)
            writer.writeVarint(UInt64(nameID))
        }
        writer.writeVarint(delta)
        count += 1
    }

    /// The finished payload.
    public var payload: [UInt8] { writer.bytes }
}
