/// Constants of the on-disk trace format, version 1.
///
/// Layout: a 48-byte header, then chunks. Every chunk is `type (1) · reserved (3) · payload length (4, LE)
/// · CRC-32C (4, LE) over the first 8 bytes and the payload · payload`. A reader stops at the first chunk
/// that fails its checksum, so a crash or a torn write costs at most the chunk being written.
public enum TraceFormat {
    /// The first eight bytes of every trace file.
    public static let magic: [UInt8] = Array("FPTRACE\u{0}".utf8)
    /// The format version this module writes; readers accept exactly the versions they know.
    public static let version: UInt16 = 1
    /// Bytes in the fixed header.
    public static let headerSize = 48
    /// Bytes before a chunk's payload.
    public static let chunkHeaderSize = 12
    /// A chunk longer than this is treated as damage rather than allocated, which bounds the reader's memory.
    public static let maxChunkPayload = 64 << 20

    /// The kinds of chunk; unknown kinds are skipped by readers so later versions can add some.
    public enum ChunkType: UInt8, Sendable {
        /// Signpost events of one thread.
        case events = 1
        /// Frame records from the frame clock.
        case frames = 2
        /// Key/value strings (frame-clock settings, scenario, tool version).
        case metadata = 3
        /// Written once when recording stops cleanly, with the writer's totals.
        case footer = 4
        /// Version 1's counter observations per transaction, by `TraceCounter.Kind` raw value. Still
        /// read; traces now write `namedCounters`.
        case counters = 5
        /// Symbolized stack samples (`TraceStackSample`), each chunk with its own frame table.
        case stackSamples = 6
        /// Version 1's counters of kinds added after the counters chunk (truncated rows, modeled memory),
        /// encoded the same way, unknown kinds skipped; still read.
        case laterCounters = 7
        /// Causes (`TraceCause`) of one thread's next events chunk, written just before it. Readers that
        /// predate it skip it, and see the same events.
        case causes = 8
        /// Counter observations by name (`TraceCounter`): name definitions, each once per trace, and
        /// samples with a transaction and an optional time. Any app can add counters without a format
        /// change. Readers that predate it skip it (and with it every counter of a newer trace).
        case namedCounters = 9
        /// What a device profile charged each transaction of a virtual-clock recording, by operation
        /// and by type (`TraceModeledCost`). Readers that predate it skip it.
        case modeledCosts = 10
    }

    /// Tag bytes inside an events payload: the high nibble is the opcode, the low nibble the kind.
    public enum Opcode: UInt8 {
        /// `tag, name id, time delta`.
        case begin = 0x10
        /// `tag, time delta`.
        case end = 0x20
        /// `tag, name id, time delta`.
        case instant = 0x30
        /// `tag, module id, length, UTF-8`.
        case defineModule = 0xE0
        /// `tag, name id, module id, length, UTF-8`.
        case defineName = 0xE1
    }

    /// Where the timestamps came from, recorded so that readers can say whether times were modeled.
    public enum ClockSource: UInt8, Sendable, CustomStringConvertible {
        /// The CPU's invariant time-stamp counter, calibrated against `CLOCK_MONOTONIC`.
        case timestampCounter = 0
        /// `clock_gettime(CLOCK_MONOTONIC)`.
        case monotonic = 1
        /// A virtual clock advanced by the program (modeled times).
        case virtual = 2
        /// `CLOCK_MONOTONIC` with idle time between transactions skipped: durations are real, the gaps
        /// follow a virtual vsync timeline.
        case timeline = 3

        /// The name used in reports.
        public var description: String {
            switch self {
            case .timestampCounter: "tsc"
            case .monotonic: "monotonic"
            case .virtual: "virtual"
            case .timeline: "timeline"
            }
        }
    }
}
