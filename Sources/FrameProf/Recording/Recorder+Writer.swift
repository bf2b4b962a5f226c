import FrameProfTrace
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
            // The lock is held only to snapshot each ring (its buffer and head), so a thread whose ring
            // is full can grow it while the records are encoded; the buffers growth retired are freed
            // here, since the previous pass that might have read them is over.
            let snapshots = context.rings.rings.withLock { rings in
                rings.filter { $0.generation == generation }.map { ring in
                    ring.freeRetired()
                    return RingSnapshot(ring: ring, records: ring.records, capacity: ring.capacity, head: cfp_ring_load_head(ring.ring))
                }
            }
            for snapshot in snapshots { written += try drain(snapshot, &interner) }
            context.rings.rings.withLock { rings in
                rings.removeAll { $0.closed && ($0.generation != generation || cfp_ring_load_tail($0.ring) == cfp_ring_load_head($0.ring)) }
            }
            if !frames.isEmpty {
                try writer.write(frames: frames.map(traceTime))
            }
            try writer.write(counters: counters.map(traceTime))
            try writer.write(modeledCosts: taken.costs)
            if !taken.stackSamples.isEmpty {
                try writer.write(stackSamples: taken.stackSamples.map(traceTime))
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

    /// A ring as the writer saw it under the registry lock: records below `head` are in `records`,
    /// whatever the producer does after.
    struct RingSnapshot {
        let ring: ThreadRing
        let records: UnsafeMutablePointer<cfp_record>
        let capacity: UInt64
        let head: UInt64

        /// The record at ring index `index` (a count since the ring began, wrapped here).
        @inline(__always)
        subscript(index: UInt64) -> cfp_record {
            records[Int(truncatingIfNeeded: index & (capacity - 1))]
        }
    }

    /// Encodes the records between the ring's tail and the snapshot's head, then releases them to the producer.
    private func drain(_ snapshot: RingSnapshot, _ interner: inout NameInterner) throws(TraceWriteError) -> UInt64 {
        let (ring, r, head) = (snapshot.ring, snapshot.ring.ring, snapshot.head)
        var tail = cfp_ring_load_tail(r)
        let total = head - tail
        let failed = state.withLock { $0.error != nil }
        while tail < head {
            let end = min(head, tail + Recorder.recordsPerChunk)
            if !failed {
                var chunk = EventChunkEncoder(threadID: ring.threadID, sequence: ring.sequence,
                                              baseNs: traceTime(ticks: snapshot[tail].ticks),
                                              capacity: Int(end - tail) * 4 + Recorder.recordsPerBatch * EventChunkEncoder.maxEventBytes + 64)
                var causes = CauseChunkEncoder(threadID: ring.threadID, sequence: ring.sequence)
                ring.sequence += 1
                var index = tail
                while index < end {
                    let batchEnd = min(end, index + UInt64(Recorder.recordsPerBatch))
                    index = encode(snapshot, from: index, to: batchEnd, into: &chunk, causes: &causes, interner: &interner)
                    // Short of its end, the batch stopped at a name the file has not defined: define it
                    // outside the cursor. (At its end there is nothing to define: the next record may be
                    // an end, which has no name.)
                    if index < batchEnd { _ = interner.fileID(for: snapshot[index].word, into: &chunk) }
                }
                try writer.write(causes)
                try writer.write(chunk)
            }
            tail = end
            cfp_ring_store_tail(r, tail)
        }
        return failed ? 0 : total
    }

    /// Records per `encode` batch: the room it reserves (16 bytes a record, zero-filled) stays in the
    /// first-level cache.
    static let recordsPerBatch = 1024

    /// Encodes records `from..<to` into `chunk` through its cursor, and returns where it stopped: at
    /// `to`, or earlier at a record whose name the file has yet to define. The clock's conversion is
    /// hoisted out of the loop, which runs 100 M times a second under a thread that only signposts.
    @inline(__always)
    private func encode(_ snapshot: RingSnapshot, from: UInt64, to: UInt64, into chunk: inout EventChunkEncoder,
                        causes: inout CauseChunkEncoder, interner: inout NameInterner) -> UInt64 {
        let before = chunk.eventCount
        let time = TraceTime(calibration: calibration, startNs: startNs)
        return chunk.appendEvents(atMost: Int(to - from)) { events in
            var index = from
            while index < to {
                let record = snapshot[index]
                let phase = RecordWord.phase(record.word)
                var nameID: UInt32 = 0
                if phase != .end {
                    guard let id = interner.knownID(for: record.word) else { break }
                    nameID = id
                }
                if RecordWord.isCause(record.word) {
                    // Delivered before the chunk's next event; its name is defined in the events chunk.
                    causes.append(role: phase == .begin ? .cause : .outcome, nameID: nameID, beforeEvent: before + events.eventsAdded)
                } else {
                    events.append(phase: phase, kind: RecordWord.kind(record.word), nameID: nameID,
                                  timestampNs: time.ns(ticks: record.ticks))
                }
                index += 1
            }
            return index
        }
    }

    /// `traceTime(ticks:)` held in registers for the encoding loop.
    private struct TraceTime {
        let calibration: ClockCalibration
        let startNs: UInt64

        @inline(__always)
        func ns(ticks: UInt64) -> UInt64 {
            ns(clock: calibration.nanoseconds(fromTicks: ticks))
        }

        /// Recorder-clock nanoseconds as trace time: since the recording started, never before it.
        @inline(__always)
        func ns(clock ns: UInt64) -> UInt64 {
            ns > startNs ? ns - startNs : 0
        }
    }

    @inline(__always)
    private func traceTime(ns: UInt64) -> UInt64 {
        TraceTime(calibration: calibration, startNs: startNs).ns(clock: ns)
    }

    @inline(__always)
    private func traceTime(ticks: UInt64) -> UInt64 {
        TraceTime(calibration: calibration, startNs: startNs).ns(ticks: ticks)
    }

    /// A timed counter's time moves to trace time; a per-transaction one has none.
    private func traceTime(_ counter: TraceCounter) -> TraceCounter {
        var shifted = counter
        shifted.timeNs = counter.timeNs.map { traceTime(ns: $0) }
        return shifted
    }

    private func traceTime(_ sample: TraceStackSample) -> TraceStackSample {
        var shifted = sample
        shifted.timeNs = traceTime(ns: sample.timeNs)
        return shifted
    }

    private func traceTime(_ frame: FrameRecord) -> FrameRecord {
        var f = frame
        f.startNs = traceTime(ns: f.startNs)
        f.commitNs = traceTime(ns: f.commitNs)
        f.commitDeadlineNs = traceTime(ns: f.commitDeadlineNs)
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
