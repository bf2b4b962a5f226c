/// A write position in memory some buffer reserved, for loops that write millions of small records:
/// the position stays in a register while the loop writes, instead of each byte going through
/// `Array.append` (a uniqueness check, a capacity check and a stored count per byte). Whoever hands out
/// a writer reserved the room it may write; the writer does not check (hence `Unsafe`).
public struct UnsafeByteWriter {
    /// The start of the reserved memory.
    public let base: UnsafeMutablePointer<UInt8>
    /// The next byte to write, counted from `base`.
    public var position: Int

    /// A writer at `position` bytes from `base`.
    @inlinable @inline(__always)
    public init(base: UnsafeMutablePointer<UInt8>, position: Int) {
        self.base = base
        self.position = position
    }

    /// One byte.
    @inlinable @inline(__always)
    public mutating func byte(_ value: UInt8) {
        base[position] = value
        position &+= 1
    }

    /// A LEB128 varint (the trace's and protobuf's): seven bits a byte, low group first.
    @inlinable @inline(__always)
    public mutating func varint(_ value: UInt64) {
        var v = value
        while v >= 0x80 {
            base[position] = UInt8(truncatingIfNeeded: v) | 0x80
            position &+= 1
            v >>= 7
        }
        base[position] = UInt8(truncatingIfNeeded: v)
        position &+= 1
    }
}
