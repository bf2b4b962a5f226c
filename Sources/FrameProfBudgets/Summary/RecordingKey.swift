import FrameProfAnalysis

/// What makes two recordings comparable: the same scenario recorded on the same clock (priced by the
/// same device profile), display and simulated CPU. A baseline entry is found by this key.
public struct RecordingKey: Sendable, Hashable, CustomStringConvertible {
    /// The scenario name.
    public var scenario: String
    /// `wall` or `virtual`.
    public var clock: String
    /// The device profile that priced a virtual recording; empty on the wall clock.
    public var device: String
    /// Display rate, Hz.
    public var refreshHz: Double
    /// `double` or `triple`.
    public var buffering: String
    /// The CPU slowdown factor.
    public var cpuSlowdown: Double

    /// Creates a key.
    public init(scenario: String, clock: String, device: String = "", refreshHz: Double, buffering: String, cpuSlowdown: Double) {
        self.scenario = scenario
        self.clock = clock
        self.device = device
        self.refreshHz = refreshHz
        self.buffering = buffering
        self.cpuSlowdown = cpuSlowdown
    }

    /// `indicator-scrub (virtual clock, iphone-12, 60 Hz, double buffering, CPU ×1)`
    public var description: String {
        "\(scenario) (\(clock) clock\(device.isEmpty ? "" : ", \(device)"), \(NumberText.trimmed(refreshHz, decimals: 2)) Hz, \(buffering) buffering, CPU ×\(NumberText.trimmed(cpuSlowdown, decimals: 2)))"
    }
}
