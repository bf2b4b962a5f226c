import ArgumentParser
import FrameProfSession

/// How to record a scenario; shared by `record` and `gate`.
struct RecordOptions: ParsableArguments {
    @Option(help: "A built-in scenario name or a scenario file (.yml).")
    var scenario: String?

    @Option(help: "vstack, lazy-vstack, list, optimized-vstack or all.")
    var strategy: String = "all"

    @Option(help: "The device profile that prices the virtual clock: a built-in name (`frameprof devices`) or a profile file (.yml); default iphone-12, or the one the scenario names.")
    var device: String?

    @Option(help: "Display refresh rate in Hz (120 and 60 are presets; any rate from 1 to 1000); default the device profile's on the virtual clock, else the scenario's.")
    var refresh: Double?

    @Option(help: "double or triple; default the device profile's on the virtual clock, else double.")
    var buffering: String?

    @Option(help: "virtual (every operation priced by a device profile: what that phone would show) or wall (this machine's measured work on a virtual vsync timeline).")
    var clock: String = "virtual"

    @Option(name: .customLong("cpu-slowdown"), help: "Multiply modeled prices (virtual) or measured durations (wall) to approximate a slower device.")
    var cpuSlowdown: Double = 1

    @Option(help: "Scenario duration in seconds, where the scenario allows it.")
    var duration: Double?

    @Option(help: "How many times to record each strategy.")
    var runs: Int = 1

    @Option(help: "Seed for scenarios with random content.")
    var seed: UInt64 = 0

    @Option(name: .customLong("sample-hz"), help: "Stack sampling rate; sampling is off without it.")
    var sampleHz: Double?

    /// The strategy name is checked by `RecordingPlan`, which every caller (and the gate's budgets) goes through.
    func validate() throws {
        if let refresh, !(refresh.isFinite && (1...1000).contains(refresh)) {
            throw ValidationError("The refresh rate must be between 1 and 1000 Hz, not \(refresh).")
        }
        if let buffering, !["double", "triple"].contains(buffering) {
            throw ValidationError("The buffering must be double or triple, not '\(buffering)'.")
        }
        guard ["wall", "virtual"].contains(clock) else {
            throw ValidationError("The clock must be wall or virtual, not '\(clock)'.")
        }
        if let device, clock == "wall" {
            throw ValidationError("--device \(device) prices the virtual clock; drop it to measure this machine with --clock wall, or drop --clock wall.")
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

    /// The options as the session takes them.
    var request: RecordingRequest {
        var request = RecordingRequest(scenario: scenario)
        request.strategy = strategy
        request.device = device
        request.refresh = refresh
        request.buffering = buffering
        request.clock = clock
        request.cpuSlowdown = cpuSlowdown
        request.duration = duration
        request.runs = runs
        request.seed = seed
        request.sampleHz = sampleHz
        return request
    }
}
