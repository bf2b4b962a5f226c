import Testing
@testable import FrameProfTrace

@Suite("Trace stack samples")
struct StackSampleTests {
    private static let main = TraceStackFrame(function: "main", inMainProgram: true)
    private static let body = TraceStackFrame(function: "App.Row.body.getter", inMainProgram: true)
    private static let malloc = TraceStackFrame(function: "malloc", inMainProgram: false)

    /// `count` samples 1 ms apart over three transactions, alternating two stacks.
    private func samples(_ count: Int) -> [TraceStackSample] {
        let short: [TraceStackFrame] = [Self.main, Self.body]
        let long: [TraceStackFrame] = [Self.main, Self.body, Self.malloc]
        return (0..<count).map { (index: Int) -> TraceStackSample in
            let time: UInt64 = 5_000_000 + UInt64(index) * 1_000_000
            return TraceStackSample(timeNs: time, transactionID: UInt64(index / 3), frames: index % 2 == 0 ? short : long)
        }
    }

    private func written(_ samples: [TraceStackSample]) throws -> [UInt8] {
        let sink = MemorySink()
        let writer = try TraceWriter(sink: sink, header: TraceFixtures.header)
        try writer.write(stackSamples: samples)
        try writer.finish(TraceFooter(eventsWritten: 0, eventsLost: 0, framesWritten: 0, chunksWritten: writer.chunksWritten))
        return sink.bytes
    }

    @Test("Samples round-trip with their times, transactions and frames, across chunk boundaries")
    func roundTrip() throws {
        let original = samples(TraceStackSample.samplesPerChunk + 10)
        let bytes = try written(original)
        let (reader, items) = try TraceFixtures.readAll(bytes)
        #expect(reader.damage == nil)
        #expect(reader.chunksRead == 3, "two sample chunks and the footer")
        let read = items.compactMap { if case let .stackSample(s) = $0 { return s } else { return nil } }
        #expect(read == original)
        #expect(reader.stackSamplesRead == UInt64(original.count))

        struct Collect: TraceVisitor {
            var samples: [TraceStackSample] = []
            mutating func visit(stackSample: TraceStackSample) { samples.append(stackSample) }
        }
        var visitor = Collect()
        try TraceReader(bytes: bytes).stream(into: &visitor)
        #expect(visitor.samples == original)
    }

    @Test("A frame is stored once per chunk: a sample costs a few bytes")
    func compact() throws {
        let bytes = try written(samples(1000))
        // Time delta 3 bytes, transaction, depth and 2–3 indices 1 each; the names alone would be 20+.
        #expect(bytes.count < TraceFormat.headerSize + 1000 * 10, "\(bytes.count) bytes")
    }

    @Test("A sample naming a frame its chunk lacks is damage; the samples before it are kept")
    func badFrameIndex() throws {
        var payload = ByteWriter()
        payload.writeVarint(1)
        payload.write(1)
        payload.writeString("main")
        payload.writeVarint(2)
        for index in [0, 7] as [UInt64] {
            payload.writeVarint(1_000)
            payload.writeVarint(4)
            payload.writeVarint(1)
            payload.writeVarint(index)
        }
        let sink = MemorySink()
        let writer = try TraceWriter(sink: sink, header: TraceFixtures.header)
        try writer.writeChunk(.stackSamples, payload: payload.bytes)
        let (reader, items) = try TraceFixtures.readAll(sink.bytes)
        #expect(items == [.stackSample(TraceStackSample(timeNs: 1_000, transactionID: 4, frames: [Self.main]))])
        #expect(reader.damage?.kind == .malformedChunk)
        #expect(reader.damage?.detail.hasPrefix("stack sample at payload byte") == true)
    }
}
