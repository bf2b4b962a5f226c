import Testing
@testable import FrameProfTrace

@Suite("Trace modeled costs")
struct ModeledCostChunkTests {
    @Test("Modeled costs round-trip, each key defined once per trace, to the iterator and to visitors")
    func roundTrip() throws {
        let first = [TraceModeledCost(transactionID: 1, category: .operation, key: "self_sizing", label: "self-sizing", nanoseconds: 4_100_000),
                     TraceModeledCost(transactionID: 1, category: .type, key: "StackLab.ListLayout", label: "StackLab.ListLayout", nanoseconds: 4_100_000)]
        let second = [TraceModeledCost(transactionID: 2, category: .operation, key: "self_sizing", label: "self-sizing", nanoseconds: 1),
                      // The same key as an operation and as a type are two names.
                      TraceModeledCost(transactionID: 2, category: .type, key: "self_sizing", label: "self_sizing", nanoseconds: 2)]
        let sink = MemorySink()
        let writer = try TraceWriter(sink: sink, header: TraceFixtures.header)
        try writer.write(modeledCosts: first)
        let afterFirst = sink.bytes.count
        try writer.write(modeledCosts: second)
        // The second chunk defines only the new type name (1 + 1 + 1 + 12 + 12 bytes) beside its two costs (4 bytes each).
        #expect(sink.bytes.count - afterFirst == TraceFormat.chunkHeaderSize + 27 + 8)
        try writer.finish(TraceFooter(eventsWritten: 0, eventsLost: 0, framesWritten: 0, chunksWritten: 2))
        let (reader, items) = try TraceFixtures.readAll(sink.bytes)
        #expect(reader.damage == nil)
        #expect(items.compactMap { if case let .modeledCost(c) = $0 { return c } else { return nil } } == first + second)

        struct Collect: TraceVisitor {
            var costs: [TraceModeledCost] = []
            mutating func visit(modeledCost: TraceModeledCost) { costs.append(modeledCost) }
        }
        var visitor = Collect()
        try TraceReader(bytes: sink.bytes).stream(into: &visitor)
        #expect(visitor.costs == first + second)
    }

    @Test("A cost whose name no earlier entry defines is damage, reported with its offset")
    func undefinedName() throws {
        let sink = MemorySink()
        let writer = try TraceWriter(sink: sink, header: TraceFixtures.header)
        try writer.writeChunk(.modeledCosts, payload: [TraceModeledCost.Tag.cost.rawValue, 3, 1, 100])
        let reader = try TraceReader(bytes: sink.bytes)
        _ = reader.drain()
        #expect(reader.damage?.kind == .malformedChunk)
        #expect(reader.damage?.detail == "modeled cost at payload byte 0 uses name 3, which no earlier entry defines")
    }
}
