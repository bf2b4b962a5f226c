import ArgumentParser
import FrameProf
import FrameProfYAML
import StackLab

/// What `record` will do, resolved from its options: the scenario (built-in or read whole from its
/// file), the strategies, the display, the clock and how many runs. Every option this version cannot
/// honour yet is refused here, with the reason, before anything is recorded.
struct RecordingPlan {
    let scenario: Scenario
    let strategies: [StackStrategy]
    let refresh: RefreshRate
    let buffering: Buffering
    let time: TimeSource
    /// The profile pricing the virtual clock (with the scenario's own prices and the slowdown applied);
    /// nil on the wall clock.
    let profile: DeviceProfile?
    let cpuSlowdown: Double
    let runs: Int
    let seed: UInt64
    /// Stack samples per second of the recording thread, or nil for no sampling.
    let sampleHz: Double?
    /// The command named in error messages (`record`, `gate`).
    let command: String

    init(options: RecordOptions, command: String = "record") throws {
        self.command = command
        let name = options.scenario ?? ""
        var scenario: Scenario
        if let builtIn = Scenario.builtIn(named: name) {
            scenario = builtIn
        } else {
            do {
                scenario = try ScenarioFile.load(path: name)
            } catch let error as ScenarioFileError {
                throw CommandFailure("frameprof \(command): \(error)")
            }
        }
        if options.strategy == "all" {
            strategies = scenario.strategies
        } else {
            strategies = [StackStrategy(rawValue: options.strategy)!]
        }
        if let duration = options.duration { scenario = scenario.lasting(duration) }
        self.scenario = scenario
        time = options.clock == "virtual" ? .virtual : .timeline
        var profile: DeviceProfile?
        if time == .virtual {
            var priced = try Self.profile(named: options.device, scenario: scenario, command: command).overriding(scenario.costOverrides)
            priced.slowdown = options.cpuSlowdown
            profile = priced
        }
        self.profile = profile
        // The device's display applies unless the command line names another.
        let hertz = options.refresh ?? profile?.refresh.hertz ?? scenario.refresh.hertz
        guard let rate = RefreshRate(hertz: hertz) else {
            throw ValidationError("The refresh rate must be between 1 and 1000 Hz, not \(hertz).")
        }
        refresh = rate
        buffering = options.buffering.map { $0 == "triple" ? .triple : .double } ?? profile?.buffering ?? .double
        cpuSlowdown = options.cpuSlowdown
        runs = options.runs
        seed = options.seed
        sampleHz = options.sampleHz
    }
}

extension RecordingPlan {
    /// The profile `--device` names (a built-in or a file), else the scenario's, else the default.
    static func profile(named name: String?, scenario: Scenario, command: String) throws -> DeviceProfile {
        guard let name else { return scenario.device ?? .default }
        do {
            guard let profile = try DeviceProfile.resolve(name) else {
                throw ValidationError(DeviceProfile.noBuiltIn(named: name) + " (or give a FILE.yml).")
            }
            return profile
        } catch let error as YAMLFileError {
            throw CommandFailure("frameprof \(command): \(error)")
        }
    }
}

/// A failure with its full message; the command prints it and exits 1.
struct CommandFailure: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) {
        self.description = description
    }
}
