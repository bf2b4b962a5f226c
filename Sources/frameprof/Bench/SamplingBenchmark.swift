import Foundation
import FrameProf
import FrameProfSampling
import StackLab

/// The sampling issue's figures: what one sample's unwinding costs at stack depth 30 (the handler's walk,
/// timed without signals), and what sampling at 1 kHz adds to recording indicator-scrub under every
/// strategy — each strategy recorded with and without the sampler back to back, alternating which goes
/// first, the median of the pairs' ratios.
/// Written after each nested call so the optimizer cannot turn the recursion into a loop.
nonisolated(unsafe) private var nestingSink = 0

struct SamplingBenchmark {
    let seconds: Double
    let pairs: Int

    struct Results {
        var unwindNsPerSample: Double
        var unwindDepth: Int
        var samplesPerRun: Double
        var overheadPercent: Double
    }

    func run() throws -> Results {
        let (unwindNs, depth) = unwindCost()
        let scenario = Scenario.builtIn(named: "indicator-scrub")!.lasting(seconds)
        let trace = NSTemporaryDirectory() + "frameprof-bench-sampling-\(getpid()).fpt"
        defer { try? FileManager.default.removeItem(atPath: trace) }
        var ratios: [Double] = []
        var samples: [Double] = []
        for pair in 0..<pairs {
            var (sampled, plain) = (0.0, 0.0)
            for strategy in StackStrategy.allCases {
                for sampling in pair % 2 == 0 ? [true, false] : [false, true] {
                    let recorder = try Recorder.start(sink: try FileSink(path: trace), options: RecorderOptions(clock: .timeline))
                    if sampling { try Sampler.start(hertz: 1000, capacity: 100_000) }
                    let elapsed = timed { _ = ScenarioRunner(scenario: scenario, strategy: strategy).run() }
                    if sampling { samples.append(Double(Sampler.stop().samples.count)) }
                    try recorder.stop()
                    if sampling { sampled += elapsed } else { plain += elapsed }
                }
            }
            ratios.append(sampled / plain - 1)
        }
        return Results(unwindNsPerSample: unwindNs, unwindDepth: depth, samplesPerRun: median(samples),
                       overheadPercent: median(ratios) * 100)
    }

    /// Nests 30 calls, then times the handler's walk from there.
    private func unwindCost() -> (ns: Double, depth: Int) {
        let repeats = 20_000
        var result = (0.0, 0)
        nest(28) {
            var depth = 0
            let seconds = timed { depth = Sampler.unwindBenchmark(maxDepth: 64, repeat: repeats) }
            result = (seconds * 1e9 / Double(repeats), depth)
        }
        return result
    }

    @inline(never)
    private func nest(_ levels: Int, _ body: () -> Void) {
        if levels == 0 { body(); return }
        nest(levels - 1, body)
        // Work after the call keeps it a real call (no tail-call loop), so the stack is really 30 deep.
        nestingSink &+= levels
    }
}
