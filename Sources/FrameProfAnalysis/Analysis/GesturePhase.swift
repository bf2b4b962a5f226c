/// A step of the scenario's gesture script on the trace's time axis, for shading timelines.
public struct GesturePhase: Sendable, Equatable {
    /// `drag`, `fling`, `scrub`, `jump` or `wait`.
    public var name: String
    /// Seconds since the first frame's start.
    public var startS: Double
    /// Seconds since the first frame's start.
    public var endS: Double

    /// Creates a phase.
    public init(name: String, startS: Double, endS: Double) {
        self.name = name
        self.startS = startS
        self.endS = endS
    }

    /// The metadata form `name start end; …` (seconds), as `record` writes it into the trace.
    public static func encode(_ phases: [GesturePhase]) -> String {
        phases.map { "\($0.name) \($0.startS) \($0.endS)" }.joined(separator: "; ")
    }

    /// Parses the metadata form; malformed entries are skipped (a timeline without shading is still right).
    public static func decode(_ text: String) -> [GesturePhase] {
        text.split(separator: ";").compactMap { entry in
            let parts = entry.split(separator: " ")
            guard parts.count == 3, let start = Double(parts[1]), let end = Double(parts[2]) else { return nil }
            return GesturePhase(name: String(parts[0]), startS: start, endS: end)
        }
    }
}
