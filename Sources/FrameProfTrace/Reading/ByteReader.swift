/// A bounds-checked cursor over bytes the reader owns. Every read returns nil instead of trapping when
/// the bytes end or a varint runs past ten bytes, so arbitrary input can never crash the reader.
public struct ByteReader {
    @usableFromInline let base: UnsafeRawPointer?
    @usableFromInline let end: Int
    /// Offset of the next byte to read.
    public var offset: Int

    /// Reads `count` bytes at `base`; the memory must outlive the reader.
    public init(base: UnsafeRawPointer?, count: Int) {
        self.base = base
        self.end = count
        offset = 0
    }

    /// True when every byte has been read.
    @inlinable public var isAtEnd: Bool { offset >= end }

    /// The next byte, or nil at the end.
    @inlinable
    public mutating func readByte() -> UInt8? {
        guard offset < end, let base else { return nil }
        let byte = base.load(fromByteOffset: offset, as: UInt8.self)
        offset += 1
        return byte
    }

    /// A fixed-width little-endian integer, or nil when the bytes end first.
    @inlinable
    public mutating func readLittleEndian<T: FixedWidthInteger>(_: T.Type) -> T? {
        let size = MemoryLayout<T>.size
        guard end - offset >= size, let base else { return nil }
        var value: T = 0
        for i in 0..<size {
            value |= T(base.load(fromByteOffset: offset + i, as: UInt8.self)) << (8 * i)
        }
        offset += size
        return value
    }

    /// A LEB128 varint, or nil when it is cut off or longer than 64 bits.
    @inlinable
    public mutating func readVarint() -> UInt64? {
        guard offset < end, let base else { return nil }
        let first = base.load(fromByteOffset: offset, as: UInt8.self)
        if first < 0x80 {
            offset += 1
            return UInt64(first)
        }
        // Two bytes: most time deltas (128 ns to 16 µs), decoded without the loop.
        if offset + 1 < end {
            let second = base.load(fromByteOffset: offset + 1, as: UInt8.self)
            if second < 0x80 {
                offset += 2
                return UInt64(first & 0x7F) | UInt64(second) << 7
            }
        }
        var result: UInt64 = 0
        var shift: UInt64 = 0
        var position = offset
        while position < end {
            let byte = base.load(fromByteOffset: position, as: UInt8.self)
            position += 1
            if shift == 63 && byte > 1 { return nil }
            result |= UInt64(byte & 0x7F) << shift
            if byte < 0x80 {
                offset = position
                return result
            }
            shift += 7
            if shift > 63 { return nil }
        }
        return nil
    }

    /// A ZigZag-mapped signed varint.
    @inlinable
    public mutating func readSignedVarint() -> Int64? {
        readVarint().map(Varint.unzigzag)
    }

    /// A length-prefixed UTF-8 string (invalid UTF-8 is repaired, never trusted).
    public mutating func readString() -> String? {
        guard let length = readVarint(), length <= UInt64(end - offset), let base else { return nil }
        let count = Int(length)
        let buffer = UnsafeRawBufferPointer(start: base + offset, count: count)
        offset += count
        return String(decoding: buffer, as: UTF8.self)
    }
}
