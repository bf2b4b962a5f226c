@_spi(Simulation) import FrameProf

/// Where a runner's transactions get their times. Both lay transactions on a virtual vsync timeline —
/// a run never sleeps — and differ in what a duration is.
package enum TimeSource: Sendable {
    /// Real, measured durations (`TimelineClock`): waits for the next vsync are skipped, not slept.
    case timeline
    /// Modeled durations (`VirtualClock`): time moves only when the runner moves it.
    case virtual

    /// The current time in nanoseconds.
    package var now: UInt64 {
        switch self {
        case .timeline: TimelineClock.now
        case .virtual: VirtualClock.now
        }
    }

    /// Moves time forward to `time` (if it is later), as if the thread had idled until then.
    package func wait(until time: UInt64) {
        switch self {
        case .timeline: TimelineClock.wait(until: time)
        case .virtual: if time > VirtualClock.now { VirtualClock.set(time) }
        }
    }

    /// Takes real time spent on another modeled thread's work back off the timeline.
    package func discount(_ nanoseconds: UInt64) {
        if case .timeline = self { TimelineClock.discount(nanoseconds) }
    }

    /// The recorder clock that matches this source.
    package var recorderClock: RecorderOptions.Clock {
        switch self {
        case .timeline: .timeline
        case .virtual: .virtual
        }
    }
}
