extension TraceCounter {
    /// Appends the counter as `kind (1) · transaction (varint) · value (8, IEEE 754 LE)`.
    public func encode(into writer: inout ByteWriter) {
        writer.write(kind.rawValue)
        writer.writeVarint(transactionID)
        let bits = value.bitPattern
        for shift in stride(from: 0, to: 64, by: 8) {
            writer.write(UInt8(truncatingIfNeeded: bits >> UInt64(shift)))
        }
    }

    /// Reads a counter written by `encode(into:)`; nil when the bytes end early or the kind is unknown.
    static func decode(from reader: inout ByteReader) -> TraceCounter? {
        guard let raw = reader.readByte(), let kind = Kind(rawValue: raw),
              let transaction = reader.readVarint() else { return nil }
        var bits: UInt64 = 0
        for shift in stride(from: 0, to: 64, by: 8) {
            guard let byte = reader.readByte() else { return nil }
            bits |= UInt64(byte) << UInt64(shift)
        }
        return TraceCounter(kind: kind, transactionID: transaction, value: Double(bitPattern: bits))
    }
}
