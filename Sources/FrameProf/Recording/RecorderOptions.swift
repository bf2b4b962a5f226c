import FrameProfTrace
/// How a `Recorder` records.
public struct RecorderOptions: Sendable {
    /// Which clock timestamps come from.
    public enum Clock: Sendable {
        /// The invariant time-stamp counter when trustworthy, else `CLOCK_MONOTONIC`.
        case hardware
        /// `CLOCK_MONOTONIC` (vDSO), even where the counter is usable.
        case monotonic
        /// `VirtualClock`: modeled times, identical on every machine.
        case virtual
        /// `TimelineClock`: real durations, with the idle time between transactions laid on a virtual
        /// vsync timeline instead of waited for.
        case timeline
    }

    /// Records per thread ring; a power of two. Each record is 16 bytes (65 536 records = 1 MiB).
    public var ringCapacity: Int
    /// The most records a ring grows to when its thread outpaces the writer (a power of two, at least
    /// `ringCapacity`); a full ring doubles, its pages mapped on the slow path, rather than make its
    /// thread wait. Only at this size does a thread wait for the writer (a stall), then drop events.
    public var maxRingCapacity: Int
    /// How often the writer drains rings when nobody signals it; bounds what a crash can lose.
    public var flushIntervalMilliseconds: Int
    /// The clock to record with.
    public var clock: Clock
    /// How long a thread whose ring is full waits for the writer before it drops events (and counts them).
    public var maxStallMilliseconds: Int
    /// Key/value pairs written at the start of the trace (scenario, strategy, tool version…).
    public var metadata: [(key: String, value: String)]

    /// Default options: 1 MiB rings that may grow to 64 MiB, 100 ms flushes, the hardware clock.
    public init(ringCapacity: Int = 1 << 16, maxRingCapacity: Int = 1 << 22, flushIntervalMilliseconds: Int = 100,
                clock: Clock = .hardware, maxStallMilliseconds: Int = 1000, metadata: [(key: String, value: String)] = []) {
        self.ringCapacity = ringCapacity
        self.maxRingCapacity = maxRingCapacity
        self.flushIntervalMilliseconds = flushIntervalMilliseconds
        self.clock = clock
        self.maxStallMilliseconds = maxStallMilliseconds
        self.metadata = metadata
    }
}
