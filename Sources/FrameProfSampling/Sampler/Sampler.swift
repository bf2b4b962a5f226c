import CFrameProfSampler
import Glibc
import FrameProfSupport

/// Samples the calling thread's stack at a fixed rate (docs/DESIGN.md §4). The timer, the
/// signal handler and the sample buffer are C (`cfp_sampler.c`): the handler unwinds from the
/// interrupted context with libunwind into memory allocated by `start`, and tags each sample with the
/// recorder's clock and the open transaction. One sampler runs at a time, per process.
public enum Sampler {
    /// What paces the samples.
    public enum Clock: Sendable {
        /// Wall time (CLOCK_MONOTONIC, high resolution): the thread is sampled while it runs and while it
        /// waits, as a time profiler that records waiting threads does. The default: CPU-time timers fire
        /// only on the kernel's scheduler tick (250 per second on this machine), too coarse for 1 kHz.
        case wall
        /// The thread's CPU time: samples only while it runs, at most the kernel's tick rate.
        case cpu
    }

    /// Starts sampling the calling thread `hertz` times per second of `clock`, with room for `capacity`
    /// samples of up to `maxDepth` frames (further samples are counted as dropped). With `takingSamples`
    /// false the timer interrupts the thread as often but the handler returns at once, which isolates
    /// what the operating system's signal delivery costs from what the sampler adds.
    public static func start(hertz: Double, capacity: Int, maxDepth: Int = 64, clock: Clock = .wall,
                             takingSamples: Bool = true) throws(SamplerError) {
        guard hertz.isFinite, hertz > 0, capacity > 0, capacity <= Int(UInt32.max), (1...1024).contains(maxDepth) else {
            throw SamplerError(errno: EINVAL, action: "start sampling at \(hertz) Hz into \(capacity) samples of \(maxDepth) frames")
        }
        let result = cfps_start(hertz, UInt32(capacity), UInt32(maxDepth), clock == .cpu ? 1 : 0, takingSamples ? 1 : 0)
        guard result == 0 else { throw SamplerError(errno: result, action: "start the sampling timer") }
    }

    /// Stops sampling and copies the samples out.
    public static func stop() -> SampleSet {
        cfps_stop()
        var samples: [RawSample] = []
        let count = cfps_count()
        samples.reserveCapacity(Int(count))
        for index in 0..<count {
            var ticks: UInt64 = 0
            var transaction: UInt64 = 0
            var depth: UInt32 = 0
            guard let addresses = cfps_sample(index, &ticks, &transaction, &depth) else { break }
            let frames = UnsafeBufferPointer(start: addresses, count: Int(depth)).map { UInt($0) }
            samples.append(RawSample(ticks: ticks, transaction: transaction, addresses: frames))
        }
        return SampleSet(samples: samples, dropped: Int(cfps_dropped()), missedTicks: Int(cfps_missed()),
                         failedUnwinds: Int(cfps_failed()), slowUnwinds: Int(cfps_slow()), maxDepth: Int(cfps_max_depth()))
    }
}

/// One stack sample as taken: when, in which transaction, and the raw return addresses.
public struct RawSample: Sendable, Equatable {
    /// The recorder's clock reading (trace ticks).
    public var ticks: UInt64
    /// The open transaction's id, 0 outside a transaction.
    public var transaction: UInt64
    /// Instruction addresses, innermost first (the first is the interrupted instruction).
    public var addresses: [UInt]
}

/// The samples of one sampling session.
public struct SampleSet: Sendable {
    /// In time order.
    public var samples: [RawSample]
    /// Timer signals that found the buffer full.
    public var dropped: Int
    /// Timer expiries that merged into a signal still pending (the thread was not scheduled), so they
    /// took no sample of their own.
    public var missedTicks: Int
    /// Samples libunwind could not start from (they carry no frames).
    public var failedUnwinds: Int
    /// Samples libunwind's cached fast trace could not take, unwound frame by frame (slower) instead.
    public var slowUnwinds: Int
    /// Frames a sample holds at most; a sample that deep was probably cut off before its root.
    public var maxDepth: Int
}

/// The sampler could not start, with the system's reason.
public struct SamplerError: FrameProfError, Sendable {
    /// The system refused the timer or the signal handler.
    public var code: ErrorCode { .systemFailure }

    /// The errno value.
    public let errno: Int32
    /// What was attempted.
    public let action: String

    /// `cannot ACTION: REASON`
    public var description: String {
        "cannot \(action): \(String(cString: strerror(errno)))"
    }
}
