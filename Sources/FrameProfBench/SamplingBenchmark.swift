import Foundation
import FrameProf
import FrameProfSampling
import StackLabScenarios

/// The sampling issue's figures: what one sample costs at stack depth 30 (real SIGPROFs raised with the
/// sampler on and off, side by side; the difference is the handler's unwinding and store), and what
/// sampling at 1 kHz adds to recording indicator-scrub under every strategy. Each round records every
/// strategy three ways back to back — sampling, with the 1 kHz timer's signals but no samples (the
/// operating system's share), and plain — rotating which goes first; the medians of the rounds' ratios.
/// Written after each nested call so the optimizer cannot turn the recursion into a loop.
nonisolated(unsafe) private var nestingSink = 0

struct SamplingBenchmark {
    let seconds: Double
    let pairs: Int

    struct Results {
        var unwindNsPerSample: Double
        var signalDeliveryNs: Double
        var unwindDepth: Int
        var samplesPerRun: Double
        var overheadPercent: Double
        var signalsOnlyOverheadPercent: Double
    }

    private enum Arm: CaseIterable { case sampling, signalsOnly, plain }

    func run() throws -> Results {
        let handler = try unwindCost()
        let scenario = Scenario.builtIn(named: "indicator-scrub")!.lasting(seconds)
        let trace = NSTemporaryDirectory() + "frameprof-bench-sampling-\(getpid()).fpt"
        defer { try? FileManager.default.removeItem(atPath: trace) }
        var (samplingRatios, signalRatios, samples) = ([Double](), [Double](), [Double]())
        for round in 0..<pairs {
            var seconds: [Arm: Double] = [:]
            let arms = Arm.allCases
            let order = arms[(round % 3)...] + arms[..<(round % 3)]
            for strategy in StackStrategy.allCases {
                for arm in order {
                    let recorder = try Recorder.start(sink: try FileSink(path: trace), options: RecorderOptions(clock: .timeline))
                    if arm != .plain { try Sampler.start(hertz: 1000, capacity: 10_000, takingSamples: arm == .sampling) }
                    let elapsed = timed { _ = ScenarioRunner(scenario: scenario, strategy: strategy).run() }
                    if arm != .plain {
                        let count = Sampler.stop().samples.count
                        if arm == .sampling { samples.append(Double(count)) }
                    }
                    try recorder.stop()
                    seconds[arm, default: 0] += elapsed
                }
            }
            samplingRatios.append(seconds[.sampling]! / seconds[.plain]! - 1)
            signalRatios.append(seconds[.signalsOnly]! / seconds[.plain]! - 1)
        }
        return Results(unwindNsPerSample: handler.sampleNs, signalDeliveryNs: handler.deliveryNs, unwindDepth: handler.depth,
                       samplesPerRun: median(samples), overheadPercent: median(samplingRatios) * 100,
                       signalsOnlyOverheadPercent: median(signalRatios) * 100)
    }

    /// What the signal handler costs, measured with real signals at one stack depth.
    struct HandlerCost {
        /// Nanoseconds a sample adds to a signal's delivery (unwinding, clock read, store).
        var sampleNs: Double
        /// Nanoseconds to deliver a SIGPROF whose handler returns at once.
        var deliveryNs: Double
        /// Frames per sample (the median).
        var depth: Int
    }

    /// Nests calls until a sample is 30 frames deep, then measures the handler there: the medians of
    /// seven rounds of 20,000 signals.
    private func unwindCost() throws -> HandlerCost {
        // The sampler's handler stays installed once a sampler has started: the runs without one then
        // raise SIGPROF into a handler that returns at once, never into the default action.
        try Sampler.start(hertz: 1e-3, capacity: 1, maxDepth: 128)
        _ = Sampler.stop()
        let depthHere = try measureHandler(signals: 1).depth
        var rounds: [HandlerCost] = []
        try nest(max(0, 30 - depthHere)) {
            for _ in 0..<7 { rounds.append(try measureHandler(signals: 20_000)) }
        }
        return HandlerCost(sampleNs: median(rounds.map(\.sampleNs)), deliveryNs: median(rounds.map(\.deliveryNs)),
                           depth: rounds[rounds.count / 2].depth)
    }

    /// `signals` SIGPROFs raised on this thread while a sampler whose timer never fires takes a sample on
    /// each, between two runs of as many with no sampler, when the handler returns at once: the
    /// difference from the mean of the two is a sample's cost beyond the signal's delivery (bracketing
    /// cancels a machine that speeds up or slows down across the round, which had made it negative).
    private func measureHandler(signals: Int) throws -> HandlerCost {
        let before = timed { for _ in 0..<signals { raise(SIGPROF) } }
        try Sampler.start(hertz: 1e-3, capacity: signals, maxDepth: 128)
        let sampling = timed { for _ in 0..<signals { raise(SIGPROF) } }
        let set = Sampler.stop()
        let after = timed { for _ in 0..<signals { raise(SIGPROF) } }
        let idle = (before + after) / 2
        let depths = set.samples.map(\.addresses.count).sorted()
        return HandlerCost(sampleNs: (sampling - idle) * 1e9 / Double(signals), deliveryNs: idle * 1e9 / Double(signals),
                           depth: depths.isEmpty ? 0 : depths[depths.count / 2])
    }

    @inline(never)
    private func nest(_ levels: Int, _ body: () throws -> Void) rethrows {
        if levels == 0 { try body(); return }
        try nest(levels - 1, body)
        // Work after the call keeps it a real call (no tail-call loop), so the stack is really 30 deep.
        nestingSink &+= levels
    }
}
