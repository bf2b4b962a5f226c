import StackLab
/// One step of a scenario's gesture script. Positive velocities move the content up (the offset grows,
/// the user scrolls down).
public enum GestureStep: Sendable, Equatable {
    /// The finger drags at a constant velocity (points per second) for `duration` seconds.
    case drag(velocity: Double, duration: Double)
    /// The finger lifts at `velocity`; the content decelerates until it nearly stops, rubber-banding
    /// past an edge and springing back.
    case fling(velocity: Double, deceleration: ScrollPhysics.Deceleration)
    /// The user drags the scroll indicator for `duration` seconds: with `sweep` (the range of one sweep's
    /// length, seconds) back and forth like a hand (`ScrubPath`), else once down and back up evenly.
    case scrub(duration: Double, sweep: ClosedRange<Double>? = nil)
    /// A programmatic scroll to the row with this id, in one transaction.
    case jump(row: Int)
    /// Nothing happens for `duration` seconds; transactions run only if the layout asks for them.
    case wait(duration: Double)

    /// Seconds the step lasts on its own (a fling's follows from its physics, a jump takes one frame).
    public var duration: Double {
        switch self {
        case let .drag(_, duration), let .scrub(duration, _), let .wait(duration): duration
        case let .fling(velocity, deceleration): ScrollPhysics.flingDuration(velocity, deceleration)
        case .jump: 0
        }
    }

    /// The step's name in scenario files and reports.
    public var name: String {
        switch self {
        case .drag: "drag"
        case .fling: "fling"
        case .scrub: "scrub"
        case .jump: "jump"
        case .wait: "wait"
        }
    }

    /// Whether `--duration` stretches this step (timed steps) or leaves it to its physics.
    public var isTimed: Bool {
        switch self {
        case .drag, .scrub, .wait: true
        case .fling, .jump: false
        }
    }

    /// The same step lasting `factor` times as long, when it is timed.
    public func scaled(by factor: Double) -> GestureStep {
        switch self {
        case let .drag(velocity, duration): .drag(velocity: velocity, duration: duration * factor)
        // A hand's sweeps keep their speed; there are more or fewer of them.
        case let .scrub(duration, sweep): .scrub(duration: duration * factor, sweep: sweep)
        case let .wait(duration): .wait(duration: duration * factor)
        case .fling, .jump: self
        }
    }
}

extension Array where Element == GestureStep {
    /// When each step starts, in seconds from the first frame: the driver plays steps end to end.
    public var startTimes: [Double] {
        var time = 0.0
        return map { step in
            defer { time += step.duration }
            return time
        }
    }
}
