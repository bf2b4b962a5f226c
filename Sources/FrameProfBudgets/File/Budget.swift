import FrameProf
import FrameProfAnalysis

/// One entry of a budget file: a scenario, the strategies it covers, how to record it, and its limits.
public struct Budget: Sendable {
    /// A built-in scenario name or a scenario file, as written.
    public var scenario: String
    /// The scenario's name as summaries carry it; differs from `scenario` for a file (the CLI resolves it).
    public var scenarioName: String
    /// The strategies covered; empty means every strategy in the summary.
    public var strategies: [String]
    /// How `gate` records the scenario, where the budget says.
    public var record: RecordSettings
    /// Every limit, the preset's first, then those written (a written limit replaces the preset's rule of
    /// the same kind on the same metric).
    public var limits: [Limit]
    /// The line of the entry in the budget file.
    public var line: Int

    /// Creates a budget.
    public init(scenario: String, strategies: [String] = [], record: RecordSettings = RecordSettings(), limits: [Limit], line: Int = 0) {
        self.scenario = scenario
        scenarioName = scenario
        self.strategies = strategies
        self.record = record
        self.limits = limits
        self.line = line
    }

    /// Whether the budget judges a summary recorded with `key`: the same scenario, and the same clock,
    /// display and CPU where the budget's `record` names them.
    public func applies(to key: RecordingKey) -> Bool {
        guard key.scenario == scenarioName else { return false }
        if let clock = record.clock, clock.rawValue != key.clock { return false }
        if let device = record.device, device != key.device { return false }
        if let refresh = record.refresh, refresh.hertz != key.refreshHz { return false }
        if let buffering = record.buffering, buffering.rawValue != key.buffering { return false }
        if let slowdown = record.cpuSlowdown, slowdown != key.cpuSlowdown { return false }
        return true
    }
}

/// A budget's `record:` map: how `gate` records its scenario. Unset fields take the command line's value.
public struct RecordSettings: Sendable, Equatable, Hashable {
    /// Display rate.
    public var refresh: RefreshRate?
    /// Double or triple buffering.
    public var buffering: Buffering?
    /// Modeled or measured times.
    public var clock: RecordingClock?
    /// The device profile pricing the virtual clock (a built-in name or a file).
    public var device: String?
    /// CPU slowdown factor.
    public var cpuSlowdown: Double?
    /// Scenario duration, seconds.
    public var duration: Double?
    /// Recordings per strategy.
    public var runs: Int?
    /// Random seed.
    public var seed: UInt64?
    /// Recordings more with the device profile's prices drawn within their ranges, for limits on the
    /// draws' bands (`draws.p95.hitch_time_ratio_ms_per_s`).
    public var draws: Int?

    /// No settings.
    public init() {}
}
