/// LEB128 variable-length integers: seven bits a byte, low bits first, high bit set on all but the last.
/// Small deltas — the common case between neighbouring events — take one or two bytes.
public enum Varint {
    /// The most bytes a 64-bit value can take.
    public static let maxBytes = 10

    /// ZigZag-maps a signed value so small magnitudes of either sign stay short.
    @inlinable
    public static func zigzag(_ value: Int64) -> UInt64 {
        UInt64(bitPattern: (value << 1) ^ (value >> 63))
    }

    /// Inverts `zigzag`.
    @inlinable
    public static func unzigzag(_ value: UInt64) -> Int64 {
        Int64(bitPattern: value >> 1) ^ -Int64(bitPattern: value & 1)
    }
}
