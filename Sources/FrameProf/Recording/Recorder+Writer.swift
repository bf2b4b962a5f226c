import CFrameProfClock
#if canImport(Glibc)
import Glibc
#endif

/// What the writer thread has done; read by `stop()`.
struct WriterState: Sendable {
    var eventsWritten: UInt64 = 0
    var framesWritten: UInt64 = 0
    var busyNs: UInt64 = 0
    var error: TraceWriteError?
}

extension Recorder {
    /// Records per events chunk: big enough that chunk overhead is noise, small enough that a crash
    /// loses little.
    static let recordsPerChunk: UInt64 = 32 << 10

    func launchWriter() {
        let box = Unmanaged.passRetained(self).toOpaque()
        pthread_create(&thread, nil, { raw in
            let recorder = Unmanaged<Recorder>.fromOpaque(raw!).takeRetainedValue()
            recorder.runWriter()
            return nil
        }, box)
    }

    private func runWriter() {
        var interner = NameInterner()
        let interval = UInt64(max(1, options.flushIntervalMilliseconds)) * 1_000_000
        while true {
            var deadline = timespec()
            clock_gettime(CLOCK_REALTIME, &deadline)
            let target = UInt64(deadline.tv_nsec) + interval
            deadline.tv_sec += Int(target / 1_000_000_000)
            deadline.tv_nsec = Int(target % 1_000_000_000)
            _ = sem_timedwait(wakeup, &deadline)
            let last = stopping.load(ordering: .sequentiallyConsistent)
            drain(&interner)
            if last { break }
        }
        finish()
    }

    /// Drains every ring of this session, then pending frames and metadata.
    private func drain(_ interner: inout NameInterner) {
        let began = cfp_monotonic_ns()
        var written: UInt64 = 0
        var failure: TraceWriteError?
        let taken = pending.withLock { p in
            defer { p = PendingRecords() }
            return p
        }
        let (frames, counters, metadata) = (taken.frames, taken.counters, taken.metadata)
        do throws(TraceWriteError) {
            if !metadata.isEmpty { try writer.write(metadata: metadata) }
            try RingRegistry.shared.rings.withLock { (rings) throws(TraceWriteError) in
                for ring in rings where ring.generation == generation {
                    written += try drain(ring, &interner)
                }
                rings.removeAll { $0.closed && ($0.generation != generation || cfp_ring_load_tail($0.ring) == cfp_ring_load_head($0.ring)) }
            }
            if !frames.isEmpty {
                try writer.write(frames: frames.map(traceTime))
            }
            try writer.write(counters: counters)
            if !taken.stackSamples.isEmpty {
                try writer.write(stackSamples: taken.stackSamples.map { sample in
                    var shifted = sample
                    shifted.timeNs = sample.timeNs > startNs ? sample.timeNs - startNs : 0
                    return shifted
                })
            }
        } catch {
            failure = error
        }
        let spent = cfp_monotonic_ns() - began
        state.withLock { s in
            s.eventsWritten += written
            s.framesWritten += UInt64(frames.count)
            s.busyNs += spent
            if s.error == nil, let failure { s.error = failure }
        }
    }

    /// Encodes the records between the ring's tail and head, then releases them to the producer.
    private func drain(_ ring: ThreadRing, _ interner: inout NameInterner) throws(TraceWriteError) -> UInt64 {
        let r = ring.ring
        let head = cfp_ring_load_head(r)
        var tail = cfp_ring_load_tail(r)
        let total = head - tail
        let failed = state.withLock { $0.error != nil }
        while tail < head {
            let end = min(head, tail + Recorder.recordsPerChunk)
            if !failed {
                let first = ring.records[Int(tail & (ring.capacity - 1))]
                var chunk = EventChunkEncoder(threadID: ring.threadID, sequence: ring.sequence,
                                              baseNs: traceTime(ticks: first.ticks),
                                              capacity: Int(end - tail) * 4 + 64)
                ring.sequence += 1
                var index = tail
                while index < end {
                    let record = ring.records[Int(index & (ring.capacity - 1))]
                    let phase = RecordWord.phase(record.word)
                    let nameID = phase == .end ? 0 : interner.fileID(for: record.word, into: &chunk)
                    chunk.append(phase: phase, kind: RecordWord.kind(record.word), nameID: nameID,
                                 timestampNs: traceTime(ticks: record.ticks))
                    index += 1
                }
                try writer.write(chunk)
            }
            tail = end
            cfp_ring_store_tail(r, tail)
        }
        return failed ? 0 : total
    }

    @inline(__always)
    private func traceTime(ticks: UInt64) -> UInt64 {
        let ns = calibration.nanoseconds(fromTicks: ticks)
        return ns > startNs ? ns - startNs : 0
    }

    private func traceTime(_ frame: FrameRecord) -> FrameRecord {
        var f = frame
        func shift(_ t: UInt64) -> UInt64 { t > startNs ? t - startNs : 0 }
        f.startNs = shift(f.startNs)
        f.commitNs = shift(f.commitNs)
        f.commitDeadlineNs = shift(f.commitDeadlineNs)
        return f
    }

    private func finish() {
        let counts = state.withLock { $0 }
        guard counts.error == nil else {
            try? writer.sink.close()
            return
        }
        do throws(TraceWriteError) {
            try writer.finish(TraceFooter(
                eventsWritten: counts.eventsWritten, eventsLost: eventsLost.load(ordering: .relaxed),
                framesWritten: counts.framesWritten, chunksWritten: writer.chunksWritten
            ))
        } catch {
            state.withLock { $0.error = error }
        }
    }
}
