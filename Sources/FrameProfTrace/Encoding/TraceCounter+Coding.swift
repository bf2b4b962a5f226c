extension TraceCounter {
    /// Entry tags inside a named-counters payload.
    enum NamedTag: UInt8 {
        /// `tag · name id (varint) · name (string)`: defines an id once per trace, before its first sample.
        case defineName = 1
        /// `tag · name id (varint) · transaction (varint) · time + 1 (varint; 0 for per-transaction)
        /// · value (8, IEEE 754 LE)`.
        case sample = 2
    }

    /// Appends a name definition to a named-counters payload.
    static func encodeName(_ name: String, id: UInt32, into writer: inout ByteWriter) {
        writer.write(NamedTag.defineName.rawValue)
        writer.writeVarint(UInt64(id))
        writer.writeString(name)
    }

    /// Appends this observation, its name already defined as `nameID`, to a named-counters payload.
    func encodeSample(nameID: UInt32, into writer: inout ByteWriter) {
        writer.write(NamedTag.sample.rawValue)
        writer.writeVarint(UInt64(nameID))
        writer.writeVarint(transactionID)
        writer.writeVarint(timeNs.map { $0 &+ 1 } ?? 0)
        writer.writeLittleEndian(value.bitPattern)
    }

    /// Reads one sample's fields after its tag (nil when the bytes end early).
    static func decodeSample(from reader: inout ByteReader) -> (nameID: UInt64, transaction: UInt64, time: UInt64?, value: Double)? {
        guard let nameID = reader.readVarint(), let transaction = reader.readVarint(), let time = reader.readVarint(),
              let bits = reader.readLittleEndian(UInt64.self) else { return nil }
        return (nameID, transaction, time == 0 ? nil : time - 1, Double(bitPattern: bits))
    }

    /// Reads one version 1 entry whatever its kind (nil when the bytes end early), so a reader can step
    /// over kinds it does not know.
    static func decodeVersion1(from reader: inout ByteReader) -> (kind: UInt8, transaction: UInt64, value: Double)? {
        guard let raw = reader.readByte(), let transaction = reader.readVarint(),
              let bits = reader.readLittleEndian(UInt64.self) else { return nil }
        return (raw, transaction, Double(bitPattern: bits))
    }
}
