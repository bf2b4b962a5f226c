import FrameProfTrace
import CFrameProfClock

/// Real time with the waits taken out, one timeline per recording context: while selected
/// (`ClockCalibration.select(.timeline)`), the clock reads real time (the calibrated hardware counter
/// once `prepare()` ran, else `CLOCK_MONOTONIC`) plus an offset. A driver that would sleep until the
/// next vsync moves the offset instead, so a 30-second scroll runs as fast as the work allows while
/// every duration inside a transaction stays the real, measured one.
/// Behind `@_spi(Simulation)`: StackLab and the session drive it, an app never should.
@_spi(Simulation) public enum TimelineClock {
    /// The current timeline time in nanoseconds.
    @inlinable
    public static var now: UInt64 { cfp_timeline_ns() }

    /// Reads real time from the hardware counter, calibrated once per process and installed once per
    /// recording context, when the machine has a trustworthy one: half the cost of `CLOCK_MONOTONIC` on
    /// every signpost of a timeline recording. Call it before a run, not during one (the switch moves
    /// the timeline by the calibration's error).
    public static func prepare() {
        guard cfp_timeline_has_counter() == 0 else { return }
        let hardware = ClockCalibration.hardwareCalibration()
        guard hardware.source == .timestampCounter else { return }
        cfp_set_timeline_counter(hardware.baseTicks, hardware.baseNanoseconds, hardware.nanosecondsPerTick)
    }

    /// Jumps forward to `time` if it is later than now, as if the thread had slept until then.
    public static func wait(until time: UInt64) {
        let current = now
        if time > current { cfp_set_timeline_offset(cfp_timeline_offset() &+ (time - current)) }
    }

    /// Takes `nanoseconds` of real time off the timeline: work that ran here but belongs to another
    /// thread in the modeled system (the render server), so that it does not delay this thread's next
    /// transaction. Record no events on this clock while that work runs, or time would run backwards.
    public static func discount(_ nanoseconds: UInt64) {
        cfp_set_timeline_offset(cfp_timeline_offset() &- UInt64((Double(nanoseconds) * slowdown).rounded()))
    }

    /// Sets the timeline to read `time` now.
    public static func reset(to time: UInt64) {
        cfp_set_timeline_offset(time &- cfp_timeline_scaled_ns())
    }

    /// How much slower than real time the timeline runs (`--cpu-slowdown`): measured work of `d` real
    /// nanoseconds takes `d × slowdown` on the timeline, approximating a slower device.
    public static var slowdown: Double {
        get { cfp_get_timeline_scale() }
        set {
            precondition(newValue.isFinite && newValue > 0, "a slowdown is a positive factor")
            cfp_set_timeline_scale(newValue)
        }
    }
}
