extension TraceCounter {
    /// Appends the counter as `kind (1) · transaction (varint) · value (8, IEEE 754 LE)`.
    public func encode(into writer: inout ByteWriter) {
        writer.write(kind.rawValue)
        writer.writeVarint(transactionID)
        writer.writeLittleEndian(value.bitPattern)
    }

    /// Reads a counter written by `encode(into:)`; nil when the bytes end early or the kind is unknown.
    static func decode(from reader: inout ByteReader) -> TraceCounter? {
        guard let raw = reader.readByte(), let kind = Kind(rawValue: raw),
              let transaction = reader.readVarint(), let bits = reader.readLittleEndian(UInt64.self) else { return nil }
        return TraceCounter(kind: kind, transactionID: transaction, value: Double(bitPattern: bits))
    }
}
