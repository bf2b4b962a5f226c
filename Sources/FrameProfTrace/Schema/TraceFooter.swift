/// The writer's totals, written as the last chunk when recording stops cleanly. Its absence tells a
/// reader the recording ended abruptly.
public struct TraceFooter: Sendable, Equatable {
    /// Events the writer encoded.
    public var eventsWritten: UInt64
    /// Events the recorder had to drop (rings full while the writer could not keep up).
    public var eventsLost: UInt64
    /// Frame records the writer encoded.
    public var framesWritten: UInt64
    /// Chunks written before the footer.
    public var chunksWritten: UInt64

    /// Creates a footer.
    public init(eventsWritten: UInt64, eventsLost: UInt64, framesWritten: UInt64, chunksWritten: UInt64) {
        self.eventsWritten = eventsWritten
        self.eventsLost = eventsLost
        self.framesWritten = framesWritten
        self.chunksWritten = chunksWritten
    }

    func encode(into writer: inout ByteWriter) {
        writer.writeVarint(eventsWritten)
        writer.writeVarint(eventsLost)
        writer.writeVarint(framesWritten)
        writer.writeVarint(chunksWritten)
    }

    static func decode(from reader: inout ByteReader) -> TraceFooter? {
        guard let events = reader.readVarint(), let lost = reader.readVarint(),
              let frames = reader.readVarint(), let chunks = reader.readVarint() else { return nil }
        return TraceFooter(eventsWritten: events, eventsLost: lost, framesWritten: frames, chunksWritten: chunks)
    }
}
