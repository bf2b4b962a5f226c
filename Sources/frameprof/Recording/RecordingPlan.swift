import ArgumentParser
import FrameProf
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
        guard let rate = RefreshRate(hertz: options.refresh) else {
            throw ValidationError("The refresh rate must be between 1 and 1000 Hz, not \(options.refresh).")
        }
        if let duration = options.duration { scenario = scenario.lasting(duration) }
        self.scenario = scenario
        refresh = rate
        buffering = options.buffering == "triple" ? .triple : .double
        time = options.clock == "virtual" ? .virtual : .timeline
        cpuSlowdown = options.cpuSlowdown
        runs = options.runs
        seed = options.seed
        sampleHz = options.sampleHz
    }
}

/// A failure with its full message; the command prints it and exits 1.
struct CommandFailure: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) {
        self.description = description
    }
}
