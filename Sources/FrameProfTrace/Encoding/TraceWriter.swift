/// Frames chunks and writes them to a sink: the header first, then one checksummed chunk per call.
/// Not thread-safe; the recorder drives it from its single writer thread.
public final class TraceWriter {
    /// Where the bytes go.
    public let sink: any TraceSink
    /// Chunks written so far (the header not counted).
    public private(set) var chunksWritten: UInt64 = 0
    /// Bytes written so far, header included.
    public private(set) var bytesWritten: UInt64 = 0
    private var scratch: [UInt8] = []
    /// Counter names defined so far, by their id in this trace.
    private var counterNames: [String: UInt32] = [:]
    /// Modeled-cost names defined so far.
    private var costNames = TraceModeledCost.Names()

    /// Writes the header to `sink`.
    public init(sink: any TraceSink, header: TraceHeader) throws(TraceWriteError) {
        self.sink = sink
        let bytes = header.encoded()
        try TraceWriter.write(bytes, to: sink)
        bytesWritten = UInt64(bytes.count)
    }

    /// Writes one chunk of the given type around `payload`.
    public func writeChunk(_ type: TraceFormat.ChunkType, payload: [UInt8]) throws(TraceWriteError) {
        precondition(payload.count <= TraceFormat.maxChunkPayload, "chunk payload over the format's limit")
        scratch.removeAll(keepingCapacity: true)
        scratch.append(type.rawValue)
        scratch.append(contentsOf: [0, 0, 0])
        scratch.appendLittleEndian(UInt32(payload.count))
        let crc = payload.withUnsafeBytes { CRC32C.update(CRC32C.checksum(scratch), $0) }
        scratch.appendLittleEndian(crc)
        scratch.append(contentsOf: payload)
        try TraceWriter.write(scratch, to: sink)
        chunksWritten += 1
        bytesWritten += UInt64(scratch.count)
    }

    private static func write(_ bytes: [UInt8], to sink: any TraceSink) throws(TraceWriteError) {
        let failure: TraceWriteError? = bytes.withUnsafeBytes { raw in
            do throws(TraceWriteError) {
                try sink.write(raw)
                return nil
            } catch {
                return error
            }
        }
        if let failure { throw failure }
    }

    /// Writes a finished events chunk.
    public func write(_ events: EventChunkEncoder) throws(TraceWriteError) {
        try writeChunk(.events, payload: events.payload)
    }

    /// Writes the causes of the events chunk about to be written (nothing when there are none).
    public func write(_ causes: CauseChunkEncoder) throws(TraceWriteError) {
        guard causes.count > 0 else { return }
        try writeChunk(.causes, payload: causes.payload)
    }

    /// Writes frame records as one frames chunk.
    public func write(frames: [FrameRecord]) throws(TraceWriteError) {
        guard !frames.isEmpty else { return }
        var writer = ByteWriter(capacity: frames.count * 24)
        for frame in frames { frame.encode(into: &writer) }
        try writeChunk(.frames, payload: writer.bytes)
    }

    /// Writes counter observations as one named-counters chunk, defining each name the first time the
    /// trace uses it.
    public func write(counters: [TraceCounter]) throws(TraceWriteError) {
        guard !counters.isEmpty else { return }
        var payload = ByteWriter(capacity: counters.count * 14)
        for counter in counters {
            let id: UInt32
            if let known = counterNames[counter.name] {
                id = known
            } else {
                id = UInt32(counterNames.count + 1)
                counterNames[counter.name] = id
                TraceCounter.encodeName(counter.name, id: id, into: &payload)
            }
            counter.encodeSample(nameID: id, into: &payload)
        }
        try writeChunk(.namedCounters, payload: payload.bytes)
    }

    /// Writes modeled costs as one modeled-costs chunk, defining each key the first time the trace uses it.
    public func write(modeledCosts: [TraceModeledCost]) throws(TraceWriteError) {
        guard !modeledCosts.isEmpty else { return }
        var payload = ByteWriter(capacity: modeledCosts.count * 8)
        costNames.encode(modeledCosts, into: &payload)
        try writeChunk(.modeledCosts, payload: payload.bytes)
    }

    /// Writes stack samples, in chunks of at most `TraceStackSample.samplesPerChunk`.
    public func write(stackSamples: [TraceStackSample]) throws(TraceWriteError) {
        var start = 0
        while start < stackSamples.count {
            let end = min(stackSamples.count, start + TraceStackSample.samplesPerChunk)
            try writeChunk(.stackSamples, payload: TraceStackSample.encodeChunk(stackSamples[start..<end]))
            start = end
        }
    }

    /// Writes key/value pairs as one metadata chunk.
    public func write(metadata: [(key: String, value: String)]) throws(TraceWriteError) {
        var writer = ByteWriter()
        writer.writeVarint(UInt64(metadata.count))
        for (key, value) in metadata {
            writer.writeString(key)
            writer.writeString(value)
        }
        try writeChunk(.metadata, payload: writer.bytes)
    }

    /// Writes the footer and closes the sink.
    public func finish(_ footer: TraceFooter) throws(TraceWriteError) {
        var writer = ByteWriter()
        footer.encode(into: &writer)
        try writeChunk(.footer, payload: writer.bytes)
        try sink.close()
    }
}
