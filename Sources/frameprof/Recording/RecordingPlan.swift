import ArgumentParser
import FrameProf
import StackLab

/// What `record` will do, resolved from its options; every option this version cannot honour yet is
/// refused here, with the reason, before anything is recorded.
struct RecordingPlan {
    let scenario: Scenario
    let strategies: [StackStrategy]
    let refresh: RefreshRate
    let buffering: Buffering
    let duration: Double

    init(options: RecordOptions) throws {
        let name = options.scenario ?? ""
        guard let scenario = Scenario.builtIn(named: name) else {
            throw CommandFailure("frameprof record: scenario files (\(name)) are not readable yet: they arrive with the scenario-catalog issue (#4).")
        }
        if options.strategy == "all" {
            strategies = StackStrategy.allCases
        } else if let strategy = StackStrategy(rawValue: options.strategy) {
            strategies = [strategy]
        } else {
            throw CommandFailure("frameprof record: the \(options.strategy) strategy is not available yet: it arrives with the scenario-catalog issue (#4).")
        }
        let unsupported: [(Bool, String)] = [
            (options.clock != "wall", "--clock virtual (it needs the cost model of issue #4)"),
            (options.cpuSlowdown != 1, "--cpu-slowdown (issue #4)"),
            (options.runs != 1, "--runs above 1 (issue #4)"),
            (options.sampleHz != nil, "--sample-hz (the sampling issue, #7)"),
        ]
        if let (_, what) = unsupported.first(where: { $0.0 }) {
            throw CommandFailure("frameprof record: \(what) is not available yet.")
        }
        guard let rate = RefreshRate(hertz: options.refresh) else {
            throw ValidationError("The refresh rate must be between 1 and 1000 Hz, not \(options.refresh).")
        }
        self.scenario = scenario
        refresh = rate
        buffering = options.buffering == "triple" ? .triple : .double
        duration = options.duration ?? scenario.duration
    }
}

/// A failure with its full message; the command prints it and exits 1.
struct CommandFailure: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) {
        self.description = description
    }
}
