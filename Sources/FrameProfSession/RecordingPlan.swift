import FrameProfSupport
import FrameProf
import FrameProfYAML
import StackLab
import StackLabScenarios
import StackLabPricing

/// What a recording will do, resolved from its request: the scenario (built-in or read whole from its
/// file), the strategies, the display, the clock and how many runs. Every setting this version cannot
/// honour is refused here, with the reason, before anything is recorded.
public struct RecordingPlan {
    public let scenario: Scenario
    public let strategies: [StackStrategy]
    public let refresh: RefreshRate
    public let buffering: Buffering
    package let time: TimeSource
    /// The profile pricing the virtual clock (with the scenario's own prices and the slowdown applied);
    /// nil on the wall clock.
    package let profile: DeviceProfile?
    /// The digest of the named profile's own prices, before the scenario's prices and the slowdown (which
    /// the summary states on their own): `device_prices`, so only a re-priced profile changes it.
    package let devicePrices: String?
    public let cpuSlowdown: Double
    public let runs: Int
    public let seed: UInt64
    /// Stack samples per second of the recording thread, or nil for no sampling.
    public let sampleHz: Double?
    /// Where each strategy records.
    public let isolation: StrategyIsolation
    /// The request this plan was made from, which a worker process plans again for its strategy.
    public let request: RecordingRequest

    /// Resolves `options`; an unknown device is a usage error, an unreadable file a failure.
    public init(options: RecordingRequest) throws {
        let name = options.scenario ?? ""
        var scenario: Scenario
        if let known = Scenario.named(name) {
            // A lab's rows load now, so a broken data file is reported before anything is recorded.
            do {
                scenario = try known.prepared()
            } catch let error as LabError {
                throw SessionError(wrapping: error)
            }
        } else {
            do {
                scenario = try ScenarioFile.load(path: name)
            } catch let error as ScenarioFileError {
                throw SessionError(wrapping: error)
            }
        }
        strategies = options.strategy.strategies(of: scenario)
        if let duration = options.duration { scenario = scenario.lasting(duration) }
        self.scenario = scenario
        switch options.clock {
        case .virtual: time = .virtual
        case .wall: time = .timeline
        }
        var profile: DeviceProfile?
        var devicePrices: String?
        if time == .virtual {
            var named = try Self.profile(named: options.device, scenario: scenario)
            if let variation = options.prices { named = named.varied(variation) }
            devicePrices = named.pricesDigest
            var priced = named.overriding(scenario.costOverrides)
            priced.slowdown = options.cpuSlowdown
            profile = priced
        }
        self.profile = profile
        self.devicePrices = devicePrices
        // The device's display applies unless the command line names another.
        refresh = options.refresh ?? profile?.refresh ?? scenario.refresh
        buffering = options.buffering ?? profile?.buffering ?? .double
        cpuSlowdown = options.cpuSlowdown
        runs = options.runs
        seed = options.seed
        sampleHz = options.sampleHz
        isolation = options.isolation
        request = options
    }
}

extension RecordingPlan {
    /// The profile `--device` names (a built-in or a file), else the scenario's, else the default.
    static func profile(named name: String?, scenario: Scenario) throws -> DeviceProfile {
        guard let name else { return scenario.device ?? .default }
        do {
            guard let profile = try DeviceProfile.resolve(name) else {
                throw SessionError(DeviceProfile.noBuiltIn(named: name) + " (or give a FILE.yml).", code: .usage)
            }
            return profile
        } catch let error as YAMLFileError {
            throw SessionError(wrapping: error)
        }
    }
}
