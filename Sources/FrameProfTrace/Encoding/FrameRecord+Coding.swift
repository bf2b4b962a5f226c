extension FrameRecord {
    /// Appends the record's fields as varints (vsync indices ZigZag-mapped).
    public func encode(into writer: inout ByteWriter) {
        writer.writeVarint(transactionID)
        writer.writeVarint(UInt64(threadID))
        writer.writeVarint(UInt64(refreshMilliHz))
        writer.writeVarint(startNs)
        writer.writeVarint(commitNs)
        writer.writeVarint(renderDurationNs)
        writer.writeSignedVarint(startVsync)
        writer.writeSignedVarint(commitVsync)
        writer.writeSignedVarint(presentVsync)
        writer.writeSignedVarint(expectedPresentVsync)
        writer.writeVarint(commitDeadlineNs)
        writer.writeVarint(UInt64(pipelineDepth))
        writer.writeVarint(UInt64(droppedVsyncs))
    }

    /// Reads a record written by `encode(into:)`; nil when the bytes end early or a field is out of range.
    static func decode(from reader: inout ByteReader) -> FrameRecord? {
        guard let transactionID = reader.readVarint(),
              let threadID = reader.readVarint(), threadID <= UInt32.max,
              let refresh = reader.readVarint(), refresh > 0, refresh <= UInt32.max,
              let startNs = reader.readVarint(),
              let commitNs = reader.readVarint(),
              let renderNs = reader.readVarint(),
              let startVsync = reader.readSignedVarint(),
              let commitVsync = reader.readSignedVarint(),
              let presentVsync = reader.readSignedVarint(),
              let expected = reader.readSignedVarint(),
              let deadline = reader.readVarint(),
              let depth = reader.readVarint(), depth <= UInt8.max,
              let dropped = reader.readVarint(), dropped <= UInt32.max
        else { return nil }
        return FrameRecord(
            transactionID: transactionID, threadID: UInt32(threadID), refreshMilliHz: UInt32(refresh),
            startNs: startNs, commitNs: commitNs, renderDurationNs: renderNs, startVsync: startVsync,
            commitVsync: commitVsync, presentVsync: presentVsync, expectedPresentVsync: expected,
            commitDeadlineNs: deadline, pipelineDepth: UInt8(depth), droppedVsyncs: UInt32(dropped)
        )
    }
}
