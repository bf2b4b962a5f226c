extension TraceCounter {
    /// Appends the counter as `kind (1) · transaction (varint) · value (8, IEEE 754 LE)`.
    public func encode(into writer: inout ByteWriter) {
        writer.write(kind.rawValue)
        writer.writeVarint(transactionID)
        writer.writeLittleEndian(value.bitPattern)
    }

    /// Reads a counter written by `encode(into:)`; nil when the bytes end early or the kind is unknown.
    static func decode(from reader: inout ByteReader) -> TraceCounter? {
        guard let entry = decodeEntry(from: &reader), let kind = Kind(rawValue: entry.kind) else { return nil }
        return TraceCounter(kind: kind, transactionID: entry.transaction, value: entry.value)
    }

    /// Reads one entry whatever its kind (nil when the bytes end early), so a reader of the
    /// later-counters chunk can step over kinds it does not know.
    static func decodeEntry(from reader: inout ByteReader) -> (kind: UInt8, transaction: UInt64, value: Double)? {
        guard let raw = reader.readByte(), let transaction = reader.readVarint(),
              let bits = reader.readLittleEndian(UInt64.self) else { return nil }
        return (raw, transaction, Double(bitPattern: bits))
    }
}
