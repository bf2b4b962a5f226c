@testable import FrameProfTrace

/// Builds small traces by hand with the public writer, so format tests do not depend on the recorder.
enum TraceFixtures {
    static let header = TraceHeader(clockSource: .monotonic, ticksPerSecond: 1e9, startMonotonicNs: 5, startWallClockNs: 7)

    /// `chunks` events chunks of `intervals` body intervals each on thread 42, a frames chunk, metadata
    /// and a footer. Returns the bytes and the offsets where each chunk starts.
    static func trace(chunks: Int = 3, intervals: Int = 10, footer: Bool = true) throws -> (bytes: [UInt8], chunkOffsets: [Int]) {
        let sink = MemorySink()
        let writer = try TraceWriter(sink: sink, header: header)
        var offsets: [Int] = []
        offsets.append(sink.bytes.count)
        try writer.write(metadata: [(key: "scenario", value: "feed-1000")])
        var time: UInt64 = 1_000
        for c in 0..<chunks {
            offsets.append(sink.bytes.count)
            var chunk = EventChunkEncoder(threadID: 42, sequence: UInt64(c), baseNs: time)
            if c == 0 {
                chunk.defineModule(id: 1, name: "StackLab")
                chunk.defineName(id: 1, moduleID: 1, name: "FeedRow")
                chunk.defineName(id: 2, moduleID: 0, name: "VStackLayout")
            }
            for i in 0..<intervals {
                chunk.append(phase: .begin, kind: .body, nameID: i % 2 == 0 ? 1 : 2, timestampNs: time)
                time += 150
                chunk.append(phase: .end, kind: .body, nameID: 0, timestampNs: time)
                time += 20
            }
            try writer.write(chunk)
        }
        offsets.append(sink.bytes.count)
        try writer.write(frames: [frame])
        if footer {
            offsets.append(sink.bytes.count)
            try writer.finish(TraceFooter(eventsWritten: UInt64(chunks * intervals * 2), eventsLost: 0, framesWritten: 1, chunksWritten: UInt64(chunks + 2)))
        }
        return (sink.bytes, offsets)
    }

    static let frame = FrameRecord(
        transactionID: 1, threadID: 42, refreshMilliHz: 120_000, startNs: 1_000, commitNs: 9_000_000,
        renderDurationNs: 2_000_000, startVsync: 0, commitVsync: 2, presentVsync: 3, expectedPresentVsync: 2,
        commitDeadlineNs: 8_333_334, pipelineDepth: 2, droppedVsyncs: 1
    )

    /// Reads everything; returns the items and the reader (for damage and counts).
    static func readAll(_ bytes: [UInt8]) throws -> (reader: TraceReader, items: [TraceItem]) {
        let reader = try TraceReader(bytes: bytes)
        var items: [TraceItem] = []
        while let item = reader.next() { items.append(item) }
        return (reader, items)
    }
}

/// A small deterministic generator (SplitMix64) so fuzz-style tests repeat exactly.
struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
