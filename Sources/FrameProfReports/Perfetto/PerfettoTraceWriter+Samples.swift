import FrameProfTrace

/// Interning of sampled call stacks: each function becomes one interned name and one frame (same id),
/// each distinct stack one callstack, so a sample packet carries a single callstack id.
struct StackInterner {
    /// Frame (and function name) ids by function name.
    var frames: [String: UInt64] = [:]
    /// Callstack ids by their frame ids, root first.
    var callstacks: [[UInt64]: UInt64] = [:]
    /// Whether the one mapping all frames point into has been written.
    var mappingWritten = false
}

extension PerfettoTraceWriter {
    /// A stack sample of the committing thread, as a `PerfSample` whose stack the trace processor shows
    /// in its flame graph (`perf_sample`, `stack_profile_callsite`).
    mutating func visit(stackSample: TraceStackSample) {
        var ids: [UInt64] = []
        ids.reserveCapacity(stackSample.frames.count)
        var newFrames: [(UInt64, String)] = []
        for frame in stackSample.frames {
            let id = stacks.frames[frame.function] ?? UInt64(stacks.frames.count) + 1
            if stacks.frames[frame.function] == nil {
                stacks.frames[frame.function] = id
                newFrames.append((id, frame.function))
            }
            ids.append(id)
        }
        let packet = beginPacket(timestamp: stackSample.timeNs)
        // A new frame always makes a new stack, so only new stacks carry interned data.
        let known = stacks.callstacks[ids]
        let callstack = known ?? UInt64(stacks.callstacks.count) + 1
        if known == nil {
            stacks.callstacks[ids] = callstack
            internStack(ids, id: callstack, newFrames: newFrames)
        }
        let sample = out.begin(F.Packet.perfSample)
        out.uint(F.PerfSample.cpu, 0)
        out.uint(F.PerfSample.pid, pid)
        // The sampler interrupts the committing thread, whose id is the `pid` the writer chose.
        out.uint(F.PerfSample.tid, pid)
        out.uint(F.PerfSample.callstackIID, callstack)
        out.end(sample)
        endPacket(packet)
    }

    /// Writes the new functions, their frames and the new callstack into the packet's interned data.
    /// Frames have no addresses in a frameprof trace (they are symbolized when recorded), so each
    /// points into one mapping named `frameprof` at its own id as relative pc, which keeps the trace
    /// processor from merging frames that share an address.
    mutating func internStack(_ ids: [UInt64], id: UInt64, newFrames: [(UInt64, String)]) {
        let interned = out.begin(F.Packet.internedData)
        if !stacks.mappingWritten {
            stacks.mappingWritten = true
            let path = out.begin(F.Interned.mappingPaths)
            out.uint(F.Interned.iid, 1)
            out.string(F.Interned.text, "frameprof")
            out.end(path)
            let mapping = out.begin(F.Interned.mappings)
            out.uint(F.Interned.iid, 1)
            out.uint(F.Profile.mappingPathStringIDs, 1)
            out.end(mapping)
        }
        for (frameID, function) in newFrames {
            let name = out.begin(F.Interned.functionNames)
            out.uint(F.Interned.iid, frameID)
            out.string(F.Interned.text, function)
            out.end(name)
            let frame = out.begin(F.Interned.frames)
            out.uint(F.Interned.iid, frameID)
            out.uint(F.Profile.frameFunctionNameID, frameID)
            out.uint(F.Profile.frameMappingID, 1)
            out.uint(F.Profile.frameRelPC, frameID)
            out.end(frame)
        }
        let stack = out.begin(F.Interned.callstacks)
        out.uint(F.Interned.iid, id)
        for frameID in ids { out.uint(F.Profile.callstackFrameIDs, frameID) }
        out.end(stack)
        out.end(interned)
    }
}
