import FrameProfTrace
/// The 64-bit word stored beside each timestamp in a thread's ring.
///
/// Bits 0–47 hold a `StaticString`'s address (user-space addresses fit in 47 bits) or an interned name
/// id; 48–51 the kind; 52–53 the phase; bit 54 says the payload is an interned id; 55–63 the module tag.
/// Packing the name as an address means the hot path never hashes or copies a string: the trace writer
/// interns each address once, off the hot path.
@usableFromInline
enum RecordWord {
    @usableFromInline static let payloadMask: UInt64 = (1 << 48) - 1
    @usableFromInline static let kindShift: UInt64 = 48
    @usableFromInline static let phaseShift: UInt64 = 52
    @usableFromInline static let internedBit: UInt64 = 1 << 54
    @usableFromInline static let moduleShift: UInt64 = 55
    /// The kind value no signpost kind uses: the record is a cause (phase begin) or an outcome (phase
    /// instant) for the causes chunk, never an event.
    @usableFromInline static let causeKind: UInt64 = 0xF
    /// The bits that identify a name: payload, interned flag and module.
    static let nameKeyMask: UInt64 = ~(UInt64(0x3F) << 48)

    @inlinable @inline(__always)
    static func staticName(_ kind: SignpostKind, _ phase: EventPhase, _ name: StaticString, _ module: ModuleTag) -> UInt64 {
        UInt64(UInt(bitPattern: name.utf8Start)) & payloadMask
            | UInt64(kind.rawValue) << kindShift
            | UInt64(phase.rawValue) << phaseShift
            | UInt64(module.id) << moduleShift
    }

    @inlinable @inline(__always)
    static func interned(_ kind: SignpostKind, _ phase: EventPhase, _ name: SignpostName) -> UInt64 {
        UInt64(name.id) | internedBit
            | UInt64(kind.rawValue) << kindShift
            | UInt64(phase.rawValue) << phaseShift
    }

    @inlinable @inline(__always)
    static func end(_ kind: SignpostKind) -> UInt64 {
        UInt64(kind.rawValue) << kindShift | UInt64(EventPhase.end.rawValue) << phaseShift
    }

    /// A cause (`outcome: false`) or an outcome record for an interned name.
    @inlinable @inline(__always)
    static func cause(_ name: SignpostName, outcome: Bool) -> UInt64 {
        UInt64(name.id) | internedBit | causeKind << kindShift
            | UInt64(outcome ? EventPhase.instant.rawValue : EventPhase.begin.rawValue) << phaseShift
    }

    /// Whether the record is a cause or an outcome rather than an event.
    @inline(__always)
    static func isCause(_ word: UInt64) -> Bool {
        (word >> kindShift) & 0xF == causeKind
    }

    static func kind(_ word: UInt64) -> SignpostKind {
        SignpostKind(rawValue: UInt8(truncatingIfNeeded: (word >> kindShift) & 0xF)) ?? .custom
    }

    static func phase(_ word: UInt64) -> EventPhase {
        EventPhase(rawValue: UInt8(truncatingIfNeeded: (word >> phaseShift) & 0x3)) ?? .instant
    }
}
