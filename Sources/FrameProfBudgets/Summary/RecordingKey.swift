import FrameProfAnalysis

/// What makes two recordings comparable: the same scenario recorded on the same clock, display and
/// simulated CPU. A baseline entry is found by this key.
public struct RecordingKey: Sendable, Hashable, CustomStringConvertible {
    /// The scenario name.
    public var scenario: String
    /// `wall` or `virtual`.
    public var clock: String
    /// Display rate, Hz.
    public var refreshHz: Double
    /// `double` or `triple`.
    public var buffering: String
    /// The CPU slowdown factor.
    public var cpuSlowdown: Double

    /// Creates a key.
    public init(scenario: String, clock: String, refreshHz: Double, buffering: String, cpuSlowdown: Double) {
        self.scenario = scenario
        self.clock = clock
        self.refreshHz = refreshHz
        self.buffering = buffering
        self.cpuSlowdown = cpuSlowdown
    }

    /// `indicator-scrub (virtual clock, 120 Hz, double buffering, CPU ×1)`
    public var description: String {
        "\(scenario) (\(clock) clock, \(NumberText.trimmed(refreshHz, decimals: 2)) Hz, \(buffering) buffering, CPU ×\(NumberText.trimmed(cpuSlowdown, decimals: 2)))"
    }
}
