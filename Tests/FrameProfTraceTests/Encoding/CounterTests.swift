import Testing
@testable import FrameProfTrace

@Suite("Trace counters")
struct CounterTests {
    @Test("Counters round-trip through a named-counters chunk, in order, to the iterator and to visitors")
    func roundTrip() throws {
        let counters = [
            TraceCounter(kind: .contentHeight, transactionID: 1, value: 0),
            TraceCounter(kind: .contentHeight, transactionID: 1, value: 1086.5),
            TraceCounter(kind: .blankFraction, transactionID: 2, value: 0.28),
            TraceCounter(kind: .truncation, transactionID: 300, value: -40.545),
        ]
        let sink = MemorySink()
        let writer = try TraceWriter(sink: sink, header: TraceFixtures.header)
        try writer.write(counters: counters)
        try writer.finish(TraceFooter(eventsWritten: 0, eventsLost: 0, framesWritten: 0, chunksWritten: 1))
        let (reader, items) = try TraceFixtures.readAll(sink.bytes)
        #expect(reader.damage == nil)
        let read = items.compactMap { if case let .counter(c) = $0 { return c } else { return nil } }
        #expect(read == counters)

        struct Collect: TraceVisitor {
            var counters: [TraceCounter] = []
            mutating func visit(counter: TraceCounter) { counters.append(counter) }
        }
        var visitor = Collect()
        try TraceReader(bytes: sink.bytes).stream(into: &visitor)
        #expect(visitor.counters == counters)
    }

    @Test("An app's counters need no format change: each name is defined once per trace, and time and transaction read back")
    func namedCounters() throws {
        let first = [TraceCounter(name: "image_cache_bytes", transactionID: 0, value: 1_048_576, timeNs: 5_000),
                     TraceCounter(name: "feed.loaded_rows", transactionID: 7, value: 40, timeNs: 0),
                     TraceCounter(kind: .liveViews, transactionID: 7, value: 12)]
        let second = [TraceCounter(name: "image_cache_bytes", transactionID: 8, value: 2_097_152, timeNs: 9_000)]
        let sink = MemorySink()
        let writer = try TraceWriter(sink: sink, header: TraceFixtures.header)
        try writer.write(counters: first)
        try writer.write(counters: second)
        let written = sink.bytes.count
        try writer.finish(TraceFooter(eventsWritten: 0, eventsLost: 0, framesWritten: 0, chunksWritten: 2))
        let (reader, items) = try TraceFixtures.readAll(sink.bytes)
        #expect(reader.damage == nil)
        #expect(items.compactMap { if case let .counter(c) = $0 { return c } else { return nil } } == first + second)
        #expect(first[2].kind == .liveViews && first[0].kind == nil)
        // Chunk 1: three names (20, 19 and 13 bytes) and three samples (13, 12, 12); chunk 2 uses the
        // name chunk 1 defined, so it holds one 13-byte sample and no name.
        #expect(written == TraceFormat.headerSize + TraceFormat.chunkHeaderSize + 89 + TraceFormat.chunkHeaderSize + 13)
    }

    @Test("A counter sample whose name no earlier entry defines is damage, reported with its offset")
    func undefinedName() throws {
        let sink = MemorySink()
        let writer = try TraceWriter(sink: sink, header: TraceFixtures.header)
        try writer.writeChunk(.namedCounters, payload: [TraceCounter.NamedTag.sample.rawValue, 3, 1, 0] + (1.0).bitPattern.littleEndianBytes)
        let reader = try TraceReader(bytes: sink.bytes)
        _ = reader.drain()
        #expect(reader.damage?.kind == .malformedChunk)
        #expect(reader.damage?.detail == "counter at payload byte 0 uses name 3, which no earlier entry defines")
    }

    @Test("A version 1 counter of an unknown kind is damage, reported with its offset")
    func unknownKind() throws {
        let sink = MemorySink()
        let writer = try TraceWriter(sink: sink, header: TraceFixtures.header)
        try writer.writeChunk(.counters, payload: [0x7F, 1, 0, 0, 0, 0, 0, 0, 0, 0])
        let reader = try TraceReader(bytes: sink.bytes)
        _ = reader.drain()
        #expect(reader.damage?.kind == .malformedChunk)
        #expect(reader.damage?.detail == "counter at payload byte 0 does not parse")
    }

    @Test("Version 1 traces still read: their counters and later-counters chunks become counters named by kind")
    func version1Chunks() throws {
        let sink = MemorySink()
        let writer = try TraceWriter(sink: sink, header: TraceFixtures.header)
        let counters = [TraceCounter(kind: .truncation, transactionID: 4, value: 120),
                        TraceCounter(kind: .truncatedRows, transactionID: 4, value: 3)]
        var first = ByteWriter(capacity: 16), later = ByteWriter(capacity: 16)
        counters[0].encodeVersion1(into: &first)
        counters[1].encodeVersion1(into: &later)
        try writer.writeChunk(.counters, payload: first.bytes)
        try writer.writeChunk(.laterCounters, payload: later.bytes)
        // A kind from a later version (0x7F) in the later-counters chunk is stepped over, not damage.
        try writer.writeChunk(.laterCounters, payload: [0x7F, 4] + Array(repeating: 0, count: 8) + [7, 5] + (3.0).bitPattern.littleEndianBytes)
        try writer.finish(TraceFooter(eventsWritten: 0, eventsLost: 0, framesWritten: 0, chunksWritten: 3))
        let (reader, items) = try TraceFixtures.readAll(sink.bytes)
        let read = items.compactMap { if case let .counter(c) = $0 { return c } else { return nil } }
        #expect(reader.damage == nil)
        #expect(read == counters + [TraceCounter(kind: .truncatedRows, transactionID: 5, value: 3)])
        #expect(read.map(\.name) == ["truncation", "truncated_rows", "truncated_rows"])
    }
}

extension TraceCounter {
    /// A well-known kind's observation as version 1's counters chunks stored it (`kind (1) ·
    /// transaction (varint) · value (8, IEEE 754 LE)`): traces no longer store this, tests write it to
    /// prove that older traces still read.
    fileprivate func encodeVersion1(into writer: inout ByteWriter) {
        writer.write(kind!.rawValue)
        writer.writeVarint(transactionID)
        writer.writeLittleEndian(value.bitPattern)
    }
}

extension UInt64 {
    fileprivate var littleEndianBytes: [UInt8] { (0..<8).map { UInt8(truncatingIfNeeded: self >> (8 * $0)) } }
}
