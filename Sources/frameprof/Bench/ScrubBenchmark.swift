import Foundation
import FrameProf
import StackLab

/// The end-to-end figures: how long recording `indicator-scrub` under all four strategies takes
/// on this machine (recorder start, runs, trace written and stopped), and what the recorder adds to the
/// runs themselves — the same runs with signposts on (a recorder writing a trace) and off, alternated so
/// drift in the machine's speed falls on both sides. Starting and stopping a recorder (a thread, a
/// file, the last flush) is a fixed cost per recording, counted in the first figure, not the ratio.
struct ScrubBenchmark {
    let seconds: Double
    let pairs: Int

    struct Results {
        var scenarioSeconds: Double
        var recordAllStrategiesS: Double
        var signpostsOnS: Double
        var signpostsOffS: Double
        var frames: Int

        var overheadPercent: Double { (signpostsOnS / signpostsOffS - 1) * 100 }
    }

    func run() throws -> Results {
        let scenario = Scenario.builtIn(named: "indicator-scrub")!.lasting(seconds)
        let trace = NSTemporaryDirectory() + "frameprof-bench-scrub-\(getpid()).fpt"
        defer { try? FileManager.default.removeItem(atPath: trace) }
        var frames = 0
        let first = try timed { frames = try recordAll(scenario, trace: trace).frames }
        var on: [Double] = []
        var off: [Double] = []
        for _ in 0..<pairs {
            on.append(try recordAll(scenario, trace: trace).runSeconds)
            off.append(try recordAll(scenario, trace: nil).runSeconds)
        }
        return Results(scenarioSeconds: seconds, recordAllStrategiesS: first, signpostsOnS: median(on),
                       signpostsOffS: median(off), frames: frames)
    }

    /// Runs every strategy, recording into `trace` (overwritten per strategy) or with signposts off;
    /// returns the frames and the seconds spent in the runs alone.
    private func recordAll(_ scenario: Scenario, trace: String?) throws -> (frames: Int, runSeconds: Double) {
        var frames = 0
        var seconds = 0.0
        for strategy in StackStrategy.allCases {
            let recorder = try trace.map { try Recorder.start(sink: try FileSink(path: $0), options: RecorderOptions(clock: .timeline)) }
            try seconds += timed { frames += ScenarioRunner(scenario: scenario, strategy: strategy).run().frames.count }
            try recorder?.stop()
        }
        return (frames, seconds)
    }

    private func timed(_ work: () throws -> Void) throws -> Double {
        let start = DispatchTime.now().uptimeNanoseconds
        try work()
        return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    }

    private func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        return sorted.isEmpty ? 0 : sorted[sorted.count / 2]
    }
}
