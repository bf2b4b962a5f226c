extension TraceStackSample {
    /// Samples per stack-samples chunk: a chunk is self-contained (its own frame table), so a damaged
    /// chunk costs at most this many samples.
    static let samplesPerChunk = 4096

    /// A stack-samples chunk payload: `frame count · (flags (1) · name)* · sample count ·
    /// (time delta · transaction · depth · frame index*)*`. Frames are listed once per chunk; samples
    /// refer to them by index, root first; times are deltas from the previous sample (the first from 0).
    static func encodeChunk(_ samples: ArraySlice<TraceStackSample>) -> [UInt8] {
        var index: [TraceStackFrame: UInt64] = [:]
        var table: [TraceStackFrame] = []
        for sample in samples {
            for frame in sample.frames where index[frame] == nil {
                index[frame] = UInt64(table.count)
                table.append(frame)
            }
        }
        var writer = ByteWriter(capacity: samples.count * 48 + table.count * 40)
        writer.writeVarint(UInt64(table.count))
        for frame in table {
            writer.write(frame.inMainProgram ? 1 : 0)
            writer.writeString(frame.function)
        }
        writer.writeVarint(UInt64(samples.count))
        var previous: UInt64 = 0
        for sample in samples {
            writer.writeVarint(sample.timeNs &- previous)
            previous = sample.timeNs
            writer.writeVarint(sample.transactionID)
            writer.writeVarint(UInt64(sample.frames.count))
            for frame in sample.frames { writer.writeVarint(index[frame]!) }
        }
        return writer.bytes
    }

    /// Reads a chunk's frame table and sample count; nil when they do not parse.
    static func decodeTable(from reader: inout ByteReader, payloadBytes: Int) -> (frames: [TraceStackFrame], samples: Int)? {
        guard let count = reader.readVarint(), count <= UInt64(payloadBytes) else { return nil }
        var frames: [TraceStackFrame] = []
        frames.reserveCapacity(Int(count))
        for _ in 0..<count {
            guard let flags = reader.readByte(), flags <= 1, let name = reader.readString() else { return nil }
            frames.append(TraceStackFrame(function: name, inMainProgram: flags == 1))
        }
        guard let samples = reader.readVarint(), samples <= UInt64(payloadBytes) else { return nil }
        return (frames, Int(samples))
    }

    /// Reads one sample whose time follows `previousNs`; nil when it does not parse or names a frame
    /// the table lacks.
    static func decode(from reader: inout ByteReader, frames: [TraceStackFrame], previousNs: UInt64) -> TraceStackSample? {
        guard let delta = reader.readVarint(), let transaction = reader.readVarint(),
              let depth = reader.readVarint(), depth <= UInt64(max(0, reader.end - reader.offset)) else { return nil }
        var stack: [TraceStackFrame] = []
        stack.reserveCapacity(Int(depth))
        for _ in 0..<depth {
            guard let index = reader.readVarint(), index < UInt64(frames.count) else { return nil }
            stack.append(frames[Int(index)])
        }
        return TraceStackSample(timeNs: previousNs &+ delta, transactionID: transaction, frames: stack)
    }
}
