/// Why an interval ran, or what came of it: an interned name attached to one thread's event stream.
///
/// A `cause` applies to the next interval its thread begins (a transaction's trigger precedes the
/// transaction; a body's cause precedes its `body` begin). An `outcome` applies to the interval its
/// thread closed last (`unchanged output`: the body produced what it produced before, so the evaluation
/// was wasted). Causes travel in their own chunk, which readers that predate them skip.
public struct TraceCause: Sendable, Equatable {
    /// Which interval the name speaks about.
    public enum Role: UInt8, Sendable {
        /// The next interval the thread begins.
        case cause = 0
        /// The interval the thread closed last.
        case outcome = 1
    }

    /// What the name says.
    public var role: Role
    /// The thread whose stream it belongs to.
    public var threadID: UInt32
    /// The name id, resolved like an event's.
    public var nameID: UInt32

    /// Creates a cause.
    public init(role: Role, threadID: UInt32, nameID: UInt32) {
        self.role = role
        self.threadID = threadID
        self.nameID = nameID
    }
}

/// Builds the payload of a causes chunk, written just before the events chunk it annotates:
/// `thread id · that chunk's sequence` (varints), then per cause `event index delta · name id` (varints)
/// and `role` (one byte). The index is the position in the events chunk before which the cause is
/// delivered (the chunk's event count when it comes after the last event).
public struct CauseChunkEncoder: Sendable {
    /// The thread.
    public let threadID: UInt32
    /// The sequence number of the events chunk annotated.
    public let sequence: UInt64
    /// Causes added.
    public private(set) var count = 0
    private var writer = ByteWriter(capacity: 256)
    private var lastIndex = 0

    /// Starts a chunk for the events chunk `sequence` of `threadID`.
    public init(threadID: UInt32, sequence: UInt64) {
        self.threadID = threadID
        self.sequence = sequence
        writer.writeVarint(UInt64(threadID))
        writer.writeVarint(sequence)
    }

    /// Adds a cause delivered before event `index` (indices never decrease).
    public mutating func append(role: TraceCause.Role, nameID: UInt32, beforeEvent index: Int) {
        writer.writeVarint(UInt64(max(0, index - lastIndex)))
        writer.writeVarint(UInt64(nameID))
        writer.write(role.rawValue)
        lastIndex = max(lastIndex, index)
        count += 1
    }

    /// The payload.
    public var payload: [UInt8] { writer.bytes }

    /// Causes one chunk may hold: far above the 32,768 records the recorder puts in an events chunk.
    public static let maxCauses = 1 << 20

    /// Decodes a payload into its thread, sequence and causes (each with its event index); nil when it
    /// does not parse.
    public static func decode(_ reader: inout ByteReader) -> (threadID: UInt32, sequence: UInt64, causes: [(index: Int, role: TraceCause.Role, nameID: UInt32)])? {
        guard let thread = reader.readVarint(), thread <= UInt32.max, let sequence = reader.readVarint() else { return nil }
        var causes: [(index: Int, role: TraceCause.Role, nameID: UInt32)] = []
        var index = 0
        while !reader.isAtEnd {
            // The writer puts at most one events chunk's records in a causes chunk; more is damage, not
            // a reason to allocate.
            guard causes.count < maxCauses,
                  let delta = reader.readVarint(), delta <= UInt64(TraceFormat.maxChunkPayload),
                  let name = reader.readVarint(), name > 0, name <= UInt32.max,
                  let rawRole = reader.readByte(), let role = TraceCause.Role(rawValue: rawRole) else { return nil }
            index += Int(delta)
            causes.append((index, role, UInt32(name)))
        }
        return (UInt32(thread), sequence, causes)
    }
}
