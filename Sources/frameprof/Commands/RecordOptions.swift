import ArgumentParser
import StackLab

/// How to record a scenario; shared by `record` and `gate`.
struct RecordOptions: ParsableArguments {
    @Option(help: "A built-in scenario name or a scenario file (.yml).")
    var scenario: String?

    @Option(help: "vstack, lazy-vstack, list, optimized-vstack or all.")
    var strategy: String = "all"

    @Option(help: "Display refresh rate in Hz (120 and 60 are presets; any rate from 1 to 1000).")
    var refresh: Double = 120

    @Option(help: "double or triple.")
    var buffering: String = "double"

    @Option(help: "wall (measured work on a virtual vsync timeline) or virtual (modeled costs).")
    var clock: String = "wall"

    @Option(name: .customLong("cpu-slowdown"), help: "Multiply measured durations to approximate a slower device.")
    var cpuSlowdown: Double = 1

    @Option(help: "Scenario duration in seconds, where the scenario allows it.")
    var duration: Double?

    @Option(help: "How many times to record each strategy.")
    var runs: Int = 1

    @Option(help: "Seed for scenarios with random content.")
    var seed: UInt64 = 0

    @Option(name: .customLong("sample-hz"), help: "Stack sampling rate; sampling is off without it.")
    var sampleHz: Double?

    func validate() throws {
        let strategies = StackStrategy.names + ["all"]
        guard strategies.contains(strategy) else {
            throw ValidationError("The strategy '\(strategy)' is not one of \(strategies.joined(separator: ", ")).")
        }
        guard refresh.isFinite, (1...1000).contains(refresh) else {
            throw ValidationError("The refresh rate must be between 1 and 1000 Hz, not \(refresh).")
        }
        guard ["double", "triple"].contains(buffering) else {
            throw ValidationError("The buffering must be double or triple, not '\(buffering)'.")
        }
        guard ["wall", "virtual"].contains(clock) else {
            throw ValidationError("The clock must be wall or virtual, not '\(clock)'.")
        }
        guard cpuSlowdown.isFinite, cpuSlowdown >= 1 else {
            throw ValidationError("The CPU slowdown must be a number of at least 1, not \(cpuSlowdown).")
        }
        if let duration, !(duration.isFinite && duration > 0) {
            throw ValidationError("The duration must be a positive number of seconds, not \(duration).")
        }
        guard runs >= 1 else {
            throw ValidationError("The number of runs must be at least 1, not \(runs).")
        }
        if let sampleHz, !(sampleHz.isFinite && sampleHz > 0 && sampleHz <= 20_000) {
            throw ValidationError("The sampling rate must be between 1 and 20000 Hz, not \(sampleHz).")
        }
    }
}
