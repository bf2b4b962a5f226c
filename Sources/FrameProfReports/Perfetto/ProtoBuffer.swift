import Foundation
import FrameProfTrace

/// Protocol-buffer wire encoding into one growing byte buffer, written for the Perfetto export's hot
/// loop: a trace has millions of small packets, so writes go through a raw pointer rather than
/// `Array.append`, and a nested message's length is a one-byte placeholder that is widened (by moving
/// the message's bytes) only in the rare case the message reaches 128 bytes.
final class ProtoBuffer {
    /// Protobuf wire types (encoding.md of the protobuf documentation).
    enum WireType: UInt64 {
        case varint = 0, fixed64 = 1, lengthDelimited = 2
    }

    private var storage: UnsafeMutablePointer<UInt8>
    private var capacity: Int
    /// Bytes written since the last `drain`.
    private(set) var count = 0

    /// Creates a buffer with room for `capacity` bytes before it grows.
    init(capacity: Int = 1 << 20) {
        self.capacity = capacity
        storage = .allocate(capacity: capacity)
    }

    deinit { storage.deallocate() }

    /// Makes room for `extra` more bytes.
    @inline(__always)
    private func ensure(_ extra: Int) {
        if count + extra > capacity { grow(to: count + extra) }
    }

    @inline(never)
    private func grow(to needed: Int) {
        let newCapacity = max(needed, capacity * 2)
        let bigger = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
        bigger.update(from: storage, count: count)
        storage.deallocate()
        storage = bigger
        capacity = newCapacity
    }

    /// Writes at most `maxBytes` through a cursor: the position lives in a register while `body` writes,
    /// instead of being loaded, checked for overflow and stored for every byte (the export's packets are a
    /// few bytes each, millions of them).
    @inline(__always)
    func write<R>(atMost maxBytes: Int, _ body: (inout Cursor) -> R) -> R {
        ensure(maxBytes)
        var cursor = Cursor(base: storage, position: count)
        let result = body(&cursor)
        count = cursor.position
        return result
    }

    /// A write position in the buffer, valid inside `write(atMost:)`, which reserved the room.
    typealias Cursor = UnsafeByteWriter

    /// A base-128 varint, low group first.
    @inline(__always)
    func varint(_ value: UInt64) {
        write(atMost: 10) { $0.varint(value) }
    }

    /// A field key: the field number and its wire type.
    @inline(__always)
    func key(_ field: UInt64, _ type: WireType) {
        write(atMost: 10) { $0.key(field, type) }
    }

    /// An unsigned (uint32/uint64/bool/enum) field.
    @inline(__always)
    func uint(_ field: UInt64, _ value: UInt64) {
        write(atMost: 20) { $0.uint(field, value) }
    }

    /// A signed int32/int64 field: two's complement, so a negative value takes ten bytes, as protobuf says.
    @inline(__always)
    func int(_ field: UInt64, _ value: Int64) {
        uint(field, UInt64(bitPattern: value))
    }

    /// A `double` field: eight little-endian bytes.
    @inline(__always)
    func double(_ field: UInt64, _ value: Double) {
        write(atMost: 18) { $0.double(field, value) }
    }

    /// A `string` or `bytes` field.
    func string(_ field: UInt64, _ text: String) {
        var text = text
        text.withUTF8 { bytes(field, $0) }
    }

    /// A `bytes` field.
    func bytes(_ field: UInt64, _ payload: UnsafeBufferPointer<UInt8>) {
        key(field, .lengthDelimited)
        varint(UInt64(payload.count))
        ensure(payload.count)
        if let base = payload.baseAddress { (storage + count).update(from: base, count: payload.count) }
        count += payload.count
    }

    /// Opens a nested message; pass the result to `end`.
    @inline(__always)
    func begin(_ field: UInt64) -> Int {
        write(atMost: 11) { $0.begin(field) }
    }

    /// Closes the message `begin` opened, writing its length.
    @inline(__always)
    func end(_ start: Int) {
        let length = count - start
        if length < 0x80 {
            storage[start - 1] = UInt8(length)
        } else {
            widenLength(at: start, length: length)
        }
    }

    /// Moves a long message's bytes up to make room for its multi-byte length.
    @inline(never)
    private func widenLength(at start: Int, length: Int) {
        var extra = 0
        var v = length >> 7
        while v > 0 { extra += 1; v >>= 7 }
        ensure(extra)
        memmove(storage + start + extra, storage + start, length)
        count += extra
        // The length goes where its one-byte placeholder was, spilling into the room just made.
        var cursor = Cursor(base: storage, position: start - 1)
        cursor.varint(UInt64(length))
    }

    /// Hands the bytes written so far to `sink` and empties the buffer.
    func drain(_ sink: (UnsafeBufferPointer<UInt8>) -> Void) {
        sink(UnsafeBufferPointer(start: storage, count: count))
        count = 0
    }
}

/// Protobuf fields written through the cursor `ProtoBuffer.write(atMost:)` hands out.
extension UnsafeByteWriter {
    /// A field key: the field number and its wire type.
    @inline(__always)
    mutating func key(_ field: UInt64, _ type: ProtoBuffer.WireType) {
        varint(field << 3 | type.rawValue)
    }

    /// An unsigned (uint32/uint64/bool/enum) field.
    @inline(__always)
    mutating func uint(_ field: UInt64, _ value: UInt64) {
        key(field, .varint)
        varint(value)
    }

    /// A `double` field: eight little-endian bytes.
    @inline(__always)
    mutating func double(_ field: UInt64, _ value: Double) {
        key(field, .fixed64)
        var bits = value.bitPattern
        for _ in 0..<8 {
            byte(UInt8(truncatingIfNeeded: bits))
            bits >>= 8
        }
    }

    /// Opens a nested message with a one-byte length placeholder; close it with the buffer's `end`,
    /// or with `endShort` when it cannot reach 128 bytes.
    @inline(__always)
    mutating func begin(_ field: UInt64) -> Int {
        key(field, .lengthDelimited)
        position &+= 1
        return position
    }

    /// Closes a message written wholly inside this `write(atMost:)` of at most 127 bytes.
    @inline(__always)
    mutating func endShort(_ start: Int) {
        let length = position - start
        precondition(length < 0x80, "a short message reached \(length) bytes")
        base[start - 1] = UInt8(truncatingIfNeeded: length)
    }
}
