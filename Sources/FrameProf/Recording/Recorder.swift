import FrameProfTrace
import FrameProfSupport
import CFrameProfClock
import Synchronization
#if canImport(Glibc)
import Glibc
#endif

/// A recording session: it switches the signposts on, owns the writer thread that drains every thread's
/// ring into checksummed chunks, and collects frame records from frame clocks. One session records at a
/// time in a process, as with the system's own signpost recorders.
public final class Recorder: @unchecked Sendable {
    /// The session recording the calling thread's context now, if any.
    public static var current: Recorder? { RecordingContext.current.recorder }
    private static let generations = Atomic<UInt64>(0)

    /// The context whose threads this session records.
    public let context: RecordingContext
    /// Options the session was started with.
    public let options: RecorderOptions
    /// The clock calibration whose ticks the rings hold.
    public let calibration: ClockCalibration
    /// Trace time zero on the recorder's clock (`FrameProf.now()` nanoseconds).
    public let startNs: UInt64
    let generation: UInt64
    let ringCapacity: UInt64
    let maxRingCapacity: UInt64
    let writer: TraceWriter
    let stopping = Atomic<Bool>(false)
    let ringStalls = Atomic<UInt64>(0)
    let largestRingRecords = Atomic<UInt64>(0)
    let eventsLost = Atomic<UInt64>(0)
    let pending = Locked(PendingRecords())
    let wakeup: UnsafeMutablePointer<sem_t> = .allocate(capacity: 1)
    var thread = pthread_t()
    let state = Locked(WriterState())

    /// Starts recording the calling thread's context (the process's, unless inside
    /// `RecordingContext.run`) into `sink`. Fails if another session records that context or the sink
    /// cannot be written.
    public static func start(sink: any TraceSink, options: RecorderOptions = RecorderOptions()) throws -> Recorder {
        guard options.ringCapacity >= 64, options.ringCapacity.nonzeroBitCount == 1 else {
            throw RecorderError("the ring capacity must be a power of two of at least 64 records, not \(options.ringCapacity)")
        }
        guard options.maxRingCapacity >= options.ringCapacity, options.maxRingCapacity.nonzeroBitCount == 1 else {
            throw RecorderError("the largest ring capacity must be a power of two no smaller than the ring capacity (\(options.ringCapacity)), not \(options.maxRingCapacity)")
        }
        let context = RecordingContext.current
        return try context.active.withLock { active in
            if active != nil {
                throw RecorderError("a recording is already running; stop it before starting another")
            }
            switch options.clock {
            case .hardware: ClockCalibration.selectHardware()
            case .monotonic: ClockCalibration.select(.monotonic)
            case .virtual: ClockCalibration.select(.virtual)
            case .timeline: ClockCalibration.select(.timeline)
            }
            let recorder = try Recorder(sink: sink, options: options, context: context)
            active = recorder
            recorder.launchWriter()
            cfp_add_recording_context(1)
            return recorder
        }
    }

    private init(sink: any TraceSink, options: RecorderOptions, context: RecordingContext) throws {
        self.context = context
        self.options = options
        calibration = ClockCalibration.current
        startNs = calibration.nanoseconds(fromTicks: cfp_now_ticks())
        generation = Recorder.generations.add(1, ordering: .relaxed).newValue
        ringCapacity = UInt64(options.ringCapacity)
        maxRingCapacity = UInt64(options.maxRingCapacity)
        largestRingRecords.store(UInt64(options.ringCapacity), ordering: .relaxed)
        let header = TraceHeader(
            clockSource: calibration.source,
            ticksPerSecond: calibration.ticksPerSecond,
            startMonotonicNs: calibration.source == .timestampCounter || calibration.source == .monotonic ? startNs : 0,
            startWallClockNs: Recorder.wallClockNs()
        )
        writer = try TraceWriter(sink: sink, header: header)
        sem_init(wakeup, 0, 0)
        var metadata = options.metadata
        metadata.append((key: "clock", value: calibration.source.description))
        pending.withLock { $0.metadata = metadata }
    }

    deinit {
        sem_destroy(wakeup)
        wakeup.deallocate()
    }

    /// Stops recording: switches the signposts off, drains every ring, writes the footer and closes
    /// the sink. Throws the first write error the writer met, if any.
    @discardableResult
    public func stop() throws -> RecordingStats {
        let wasRunning = context.active.withLock { active -> Bool in
            guard active === self else { return false }
            cfp_add_recording_context(-1)
            stopping.store(true, ordering: .sequentiallyConsistent)
            context.rings.rings.withLock { rings in rings.forEach { $0.revoke() } }
            return true
        }
        guard wasRunning else {
            throw RecorderError("this recording was already stopped")
        }
        sem_post(wakeup)
        pthread_join(thread, nil)
        context.active.withLock { $0 = nil }
        let state = state.withLock { $0 }
        if let error = state.error { throw error }
        return RecordingStats(
            eventsWritten: state.eventsWritten, eventsLost: eventsLost.load(ordering: .relaxed),
            framesWritten: state.framesWritten, chunksWritten: writer.chunksWritten,
            bytesWritten: writer.bytesWritten, writerBusyNs: state.busyNs,
            ringStalls: ringStalls.load(ordering: .relaxed),
            largestRingBytes: largestRingRecords.load(ordering: .relaxed) * UInt64(MemoryLayout<cfp_record>.stride)
        )
    }

    /// Adds a frame record (times on the recorder's clock); the writer stores it in trace time.
    public func record(_ frame: FrameRecord) {
        pending.withLock { $0.frames.append(frame) }
    }

    /// Adds a counter observation (content height, blank fraction, live views, an app's own) to the
    /// trace; a `timeNs` is on the recorder's clock, like frame records.
    public func record(_ counter: TraceCounter) {
        pending.withLock { $0.counters.append(counter) }
    }

    /// Records a committed frame and its transaction's counters under one lock, for drivers that own
    /// their frame clock (created with `tracing: false`) and commit at 120 Hz.
    public func record(_ frame: FrameRecord, counters: [TraceCounter]) {
        pending.withLock {
            $0.frames.append(frame)
            $0.counters.append(contentsOf: counters)
        }
    }

    /// Records a committed frame with its counters and what a device profile charged its transaction,
    /// under one lock: a simulator on the virtual clock (StackLab) says where each frame's modeled time went.
    public func record(_ frame: FrameRecord, counters: [TraceCounter], costs: [TraceModeledCost]) {
        pending.withLock {
            $0.frames.append(frame)
            $0.counters.append(contentsOf: counters)
            $0.costs.append(contentsOf: costs)
        }
    }

    /// Adds symbolized stack samples (times on the recorder's clock, like frame records); the writer
    /// stores them in trace time. A sampler's samples arrive in one batch after the run, off the hot path.
    public func record(stackSamples: [TraceStackSample]) {
        pending.withLock { $0.stackSamples.append(contentsOf: stackSamples) }
    }

    /// Adds a metadata pair to the trace.
    public func setMetadata(_ key: String, _ value: String) {
        pending.withLock { $0.metadata.append((key: key, value: value)) }
    }

    /// Asks the writer to drain now rather than at its next interval.
    public func flush() {
        sem_post(wakeup)
    }

    private static func wallClockNs() -> UInt64 {
        var ts = timespec()
        clock_gettime(CLOCK_REALTIME, &ts)
        return UInt64(ts.tv_sec) * 1_000_000_000 + UInt64(ts.tv_nsec)
    }
}

/// Records that arrive through a lock rather than the rings: they are few (one per frame or less).
struct PendingRecords {
    var frames: [FrameRecord] = []
    var counters: [TraceCounter] = []
    var costs: [TraceModeledCost] = []
    var metadata: [(key: String, value: String)] = []
    var stackSamples: [TraceStackSample] = []
}

/// A recorder misuse or failure, as a full sentence.
public struct RecorderError: FrameProfError, Sendable {
    /// The system refused what recording needs (memory, a thread's buffer).
    public var code: ErrorCode { .systemFailure }

    /// What went wrong.
    public var description: String

    init(_ description: String) {
        self.description = description
    }
}
