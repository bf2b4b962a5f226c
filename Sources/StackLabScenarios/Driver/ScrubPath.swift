import StackLab
/// Where the thumb of a scrubbed scroll indicator is over time, as a fraction of the content (0 top,
/// 1 bottom). Without sweeps the thumb goes down in the first half and back up in the second, evenly.
/// With sweeps it moves as a person's thumb does when dragging the indicator fast back and forth: each
/// sweep takes a seeded time within the range, runs to a turning point near the far end (sometimes
/// short of it, never quite the same place twice), and eases in and out — speeding up from rest,
/// slowing into the turn — instead of moving at one speed.
public struct ScrubPath: Sendable, Equatable {
    /// The sweeps' end times (seconds from the scrub's start) and turning points (fractions).
    private var turns: [(time: Double, fraction: Double)] = [(0, 0)]

    /// A path of `duration` seconds; `sweep` is the range of one sweep's length in seconds, nil for the
    /// single slow down-and-up.
    public init(duration: Double, sweep: ClosedRange<Double>?, seed: UInt64) {
        guard let sweep, duration > 0 else {
            turns.append((duration / 2, 1))
            turns.append((duration, 0))
            return
        }
        var random = SeededGenerator(seed: seed ^ 0x5C_4B_5C_4B)
        var time = 0.0
        var down = true
        while time < duration {
            let length = sweep.lowerBound + random.nextUnit() * (sweep.upperBound - sweep.lowerBound)
            time = min(duration, time + max(0.05, length))
            // A thumb turns near the end it was heading for: within the last 12 % of the travel.
            let reach = random.nextUnit() * 0.12
            turns.append((time, down ? 1 - reach : reach))
            down.toggle()
        }
    }

    /// The thumb's position `t` seconds into the scrub.
    public func fraction(at t: Double) -> Double {
        guard t > 0 else { return turns[0].fraction }
        guard let next = turns.firstIndex(where: { $0.time >= t }) else { return turns.last!.fraction }
        let (t0, f0) = turns[next - 1]
        let (t1, f1) = turns[next]
        let u = t1 > t0 ? (t - t0) / (t1 - t0) : 1
        // Smoothstep: zero speed at each turn, fastest mid-sweep.
        let eased = u * u * (3 - 2 * u)
        return f0 + (f1 - f0) * eased
    }

    /// Number of sweeps (one per turn after the start).
    public var sweeps: Int { turns.count - 1 }

    public static func == (a: ScrubPath, b: ScrubPath) -> Bool {
        a.turns.elementsEqual(b.turns) { $0.time == $1.time && $0.fraction == $1.fraction }
    }
}
