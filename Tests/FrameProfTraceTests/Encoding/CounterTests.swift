import Testing
@testable import FrameProfTrace

@Suite("Trace counters")
struct CounterTests {
    @Test("Counters round-trip through a counters chunk, in order, to the iterator and to visitors")
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

    @Test("A counter of an unknown kind is damage, reported with its offset")
    func unknownKind() throws {
        let sink = MemorySink()
        let writer = try TraceWriter(sink: sink, header: TraceFixtures.header)
        try writer.writeChunk(.counters, payload: [0x7F, 1, 0, 0, 0, 0, 0, 0, 0, 0])
        let reader = try TraceReader(bytes: sink.bytes)
        _ = reader.drain()
        #expect(reader.damage?.kind == .malformedChunk)
        #expect(reader.damage?.detail == "counter at payload byte 0 does not parse")
    }

    @Test("Later counter kinds go in their own chunk, which skips kinds it does not know")
    func laterKinds() throws {
        let sink = MemorySink()
        let writer = try TraceWriter(sink: sink, header: TraceFixtures.header)
        let counters = [TraceCounter(kind: .truncation, transactionID: 4, value: 120),
                        TraceCounter(kind: .truncatedRows, transactionID: 4, value: 3)]
        try writer.write(counters: counters)
        // A kind from a later version (0x7F) in the later-counters chunk is stepped over, not damage.
        try writer.writeChunk(.laterCounters, payload: [0x7F, 4] + Array(repeating: 0, count: 8) + [7, 5] + Array((3.0).bitPattern.littleEndianBytes))
        try writer.finish(TraceFooter(eventsWritten: 0, eventsLost: 0, framesWritten: 0, chunksWritten: 3))
        let (reader, items) = try TraceFixtures.readAll(sink.bytes)
        let read = items.compactMap { if case let .counter(c) = $0 { return c } else { return nil } }
        #expect(reader.damage == nil)
        #expect(read == counters + [TraceCounter(kind: .truncatedRows, transactionID: 5, value: 3)])
        // Version 1 readers see the truncated-rows counter only in a chunk type they skip whole: the first
        // chunk is a counters chunk of 10 bytes (one truncation), then a later-counters chunk.
        let bytes = Array(sink.bytes)
        #expect(bytes[TraceFormat.headerSize] == TraceFormat.ChunkType.counters.rawValue)
        #expect(bytes[TraceFormat.headerSize + TraceFormat.chunkHeaderSize + 10] == TraceFormat.ChunkType.laterCounters.rawValue)
    }
}

extension UInt64 {
    fileprivate var littleEndianBytes: [UInt8] { (0..<8).map { UInt8(truncatingIfNeeded: self >> (8 * $0)) } }
}
