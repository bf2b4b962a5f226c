import FrameProfSupport

/// Why a trace could not be read at all. Damage after a valid header is not an error: the reader
/// returns what precedes it and reports the damage (`TraceDamage`).
public enum TraceReadError: FrameProfError, Sendable, Equatable {
    /// The file could not be opened or read.
    case unreadable(path: String, reason: String)
    /// The bytes are not a frameprof trace; the text says why.
    case notATrace(String)
    /// A later format version than this reader knows.
    case unsupportedVersion(UInt16)

    /// Unreadable, or bytes that are not a trace this version reads.
    public var code: ErrorCode {
        if case .unreadable = self { return .unreadable }
        return .invalidInput
    }

    /// The file, when the error knows it.
    public var context: ErrorContext {
        if case let .unreadable(path, _) = self { return ErrorContext(file: path) }
        return ErrorContext()
    }

    /// A full sentence for the terminal.
    public var description: String {
        switch self {
        case let .unreadable(path, reason):
            "cannot read the trace \(path): \(reason)"
        case let .notATrace(reason):
            "not a frameprof trace: \(reason)"
        case let .unsupportedVersion(version):
            "the trace is format version \(version), but this frameprof reads version \(TraceFormat.version); upgrade frameprof to read it"
        }
    }
}

/// Where and why reading stopped early, and how much was lost.
public struct TraceDamage: Sendable, Equatable, CustomStringConvertible {
    /// The kinds of damage the reader can tell apart.
    public enum Kind: String, Sendable {
        /// The file ends inside a chunk.
        case truncated
        /// A chunk's bytes do not match its checksum.
        case checksumMismatch = "checksum-mismatch"
        /// A chunk header claims a length over the format's limit.
        case oversizedChunk = "oversized-chunk"
        /// A chunk passed its checksum but its contents do not parse.
        case malformedChunk = "malformed-chunk"
        /// Every chunk is whole, but the footer a clean stop writes is missing.
        case missingFooter = "missing-footer"
    }

    /// Which kind of damage.
    public var kind: Kind
    /// File offset where the damaged chunk starts.
    public var offset: UInt64
    /// The index of the damaged chunk (0 is the first after the header).
    public var chunkIndex: Int
    /// Bytes from `offset` to the end of the file that were not used.
    public var bytesNotRead: UInt64
    /// Detail, such as the payload offset of a malformed event.
    public var detail: String
    /// Chunks read whole before the damage.
    public var chunksRecovered: Int
    /// Events read before the damage.
    public var eventsRecovered: UInt64

    /// Creates a damage report.
    public init(kind: Kind, offset: UInt64, chunkIndex: Int, bytesNotRead: UInt64, detail: String,
                chunksRecovered: Int, eventsRecovered: UInt64) {
        self.kind = kind
        self.offset = offset
        self.chunkIndex = chunkIndex
        self.bytesNotRead = bytesNotRead
        self.detail = detail
        self.chunksRecovered = chunksRecovered
        self.eventsRecovered = eventsRecovered
    }

    /// The statement a report prints: where, why, what was recovered and what was lost.
    public var description: String {
        let recovered = "recovered \(chunksRecovered) chunk\(chunksRecovered == 1 ? "" : "s") (\(eventsRecovered) event\(eventsRecovered == 1 ? "" : "s"))"
        if kind == .missingFooter {
            return "the trace has no footer, so the recording did not stop cleanly: \(recovered); events still unflushed when it ended were lost"
        }
        return "the trace is damaged at byte \(offset) (chunk \(chunkIndex), \(kind.rawValue): \(detail)): \(recovered) before it; the last \(bytesNotRead) byte\(bytesNotRead == 1 ? "" : "s") were not read"
    }
}
