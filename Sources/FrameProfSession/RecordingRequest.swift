import FrameProf
import FrameProfAnalysis
import FrameProfBudgets
import StackLabPricing
import StackLabScenarios

/// How to record a scenario: what `record`'s and `gate`'s options say, already typed (an unknown clock or
/// strategy cannot be expressed), before `RecordingPlan` resolves the scenario, the profile and the
/// display. Nil means "the default".
public struct RecordingRequest: Sendable, Equatable {
    /// A built-in scenario name or a scenario file (.yml).
    public var scenario: String?
    /// Every strategy the scenario lists, or one.
    public var strategy = StrategySelection.all
    /// The device profile pricing the virtual clock (a built-in name or a file).
    public var device: String?
    /// The display's rate; nil for the device profile's (virtual clock), else the scenario's.
    public var refresh: RefreshRate?
    /// Nil for the device profile's, else double.
    public var buffering: Buffering?
    /// Modeled (a device profile's prices) or measured (this machine) times.
    public var clock = RecordingClock.virtual
    /// Multiplies modeled prices (virtual) or measured durations (wall).
    public var cpuSlowdown: Double = 1
    /// Scenario duration in seconds.
    public var duration: Double?
    /// Recordings per strategy; the median one is kept.
    public var runs = 1
    /// Seed for scenarios with random content.
    public var seed: UInt64 = 0
    /// Stack samples per second, or nil for no sampling.
    public var sampleHz: Double?
    /// Where each strategy records: on threads of this process, or (the command line's choice) each in
    /// a process of its own.
    public var isolation = StrategyIsolation.threads
    /// Recordings more with the profile's prices drawn within their ranges (`record --draws`, a budget's
    /// `record: {draws: N}`); 0 for none. The recording process draws; its workers never do.
    public var draws = 0
    /// The profile's prices moved within their ranges (one draw of `record --draws`, or one price at an
    /// end of its range); nil for the profile's own.
    package var prices: PriceVariation?

    /// The defaults, recording `scenario`.
    public init(scenario: String? = nil) {
        self.scenario = scenario
    }

    /// The request as `record`'s options spell it (every setting but the isolation), for a worker
    /// process to parse back: the same parser reads the user's command line and the worker's.
    public var arguments: [String] {
        var words: [String] = []
        if let scenario { words += ["--scenario", scenario] }
        words += ["--strategy", strategy.name]
        if let device { words += ["--device", device] }
        if let refresh { words += ["--refresh", "\(refresh.hertz)"] }
        if let buffering { words += ["--buffering", buffering.rawValue] }
        words += ["--clock", clock.rawValue, "--cpu-slowdown", "\(cpuSlowdown)"]
        if let duration { words += ["--duration", "\(duration)"] }
        words += ["--runs", "\(runs)", "--seed", "\(seed)"]
        if let sampleHz { words += ["--sample-hz", "\(sampleHz)"] }
        if let prices { words += ["--prices", prices.description] }
        return words
    }

    /// This request with a budget's `record:` settings, which win over the command line's.
    public func applying(_ settings: RecordSettings) -> RecordingRequest {
        var request = self
        if let value = settings.refresh { request.refresh = value }
        if let value = settings.buffering { request.buffering = value }
        if let value = settings.clock { request.clock = value }
        if let value = settings.device { request.device = value }
        if let value = settings.cpuSlowdown { request.cpuSlowdown = value }
        if let value = settings.duration { request.duration = value }
        if let value = settings.runs { request.runs = value }
        if let value = settings.seed { request.seed = value }
        if let value = settings.draws { request.draws = value }
        return request
    }
}
