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
        #expect(reader.damage?.detail == "counter at payload byte 1 does not parse")
    }
}
