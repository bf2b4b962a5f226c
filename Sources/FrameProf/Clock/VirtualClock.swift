import FrameProfTrace
import CFrameProfClock

/// Modeled time, one per recording context: while selected (`ClockCalibration.select(.virtual)`),
/// every signpost and frame clock reads this counter instead of the hardware, so a recording is
/// identical on every machine.
/// Behind `@_spi(Simulation)`: StackLab and the session drive it, an app never should.
@_spi(Simulation) public enum VirtualClock {
    /// The current virtual time in nanoseconds.
    @inlinable
    public static var now: UInt64 { cfp_virtual_ns() }

    /// Sets the virtual time (it should only move forward while recording).
    @inlinable
    public static func set(_ nanoseconds: UInt64) {
        cfp_set_virtual_ns(nanoseconds)
    }

    /// Moves virtual time forward, as if `nanoseconds` of work just happened.
    @inlinable
    public static func advance(by nanoseconds: UInt64) {
        cfp_set_virtual_ns(cfp_virtual_ns() &+ nanoseconds)
    }
}
