import ArgumentParser
import FrameProf
import FrameProfAnalysis
import FrameProfSession
import StackLabPricing
import StackLabScenarios

/// How to record a scenario; shared by `record` and `gate`.
struct RecordOptions: ParsableArguments {
    @Option(help: "A built-in scenario name or a scenario file (.yml).")
    var scenario: String?

    @Option(help: "One strategy, or all the scenario lists.")
    var strategy: StrategySelection = .all

    @Option(help: "The device profile that prices the virtual clock: a built-in name (`frameprof devices`) or a profile file (.yml); default iphone-12, or the one the scenario names.")
    var device: String?

    @Option(help: "Display refresh rate in Hz (120 and 60 are presets; any rate from 1 to 1000); default the device profile's on the virtual clock, else the scenario's.",
            transform: RefreshRate.argument)
    var refresh: RefreshRate?

    @Option(help: "Default the device profile's on the virtual clock, else double.")
    var buffering: Buffering?

    @Option(help: "virtual (every operation priced by a device profile: what that phone would show) or wall (this machine's measured work on a virtual vsync timeline).")
    var clock: RecordingClock = .virtual

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

    /// One draw of `record --draws`, or one price at an end of its range, as the recording process gives
    /// it to each strategy's worker.
    @Option(help: .hidden, transform: { argument in
        guard let variation = PriceVariation(argument: argument) else {
            throw ValidationError("--prices takes draw:N:SEED, low:PRICE or high:PRICE, not '\(argument)'.")
        }
        return variation
    })
    var prices: PriceVariation?

    /// The typed options (strategy, rate, buffering, clock) were checked as they were parsed; what is
    /// left are plain numbers and the one combination that contradicts itself.
    func validate() throws {
        if let device, clock == .wall {
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
        request.prices = prices
        // Each strategy in a process of its own, on its main thread, as a team's main-actor code expects.
        request.isolation = .processesOfThisExecutable
        return request
    }
}
