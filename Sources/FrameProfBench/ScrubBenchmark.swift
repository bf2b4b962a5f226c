import Foundation
import FrameProf
import FrameProfReports
import FrameProfSession
import StackLabScenarios

/// The end-to-end figures: how long recording `indicator-scrub` under all four strategies takes
/// on this machine (recorder start, runs, trace written and stopped), and what the recorder adds to the
/// runs themselves — each strategy's run with signposts on (a recorder writing a trace) and off, back to
/// back in alternating order, so drift in the machine's speed falls on both sides. Starting and stopping a recorder (a thread, a
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
        /// The median over pairs of (on / off − 1): each pair runs every strategy on and off back to
        /// back, so a pair's ratio sees the same machine state on both sides.
        var overheadPercent: Double
        /// `frameprof record --scenario indicator-scrub` as a user runs it: the virtual clock, every
        /// strategy (side by side, `recordDefaultConcurrency` at once), every default output written.
        var recordDefaultS: Double
        var recordDefaultConcurrency: Int
    }

    func run() throws -> Results {
        let scenario = Scenario.builtIn(named: "indicator-scrub")!.lasting(seconds)
        let trace = NSTemporaryDirectory() + "frameprof-bench-scrub-\(getpid()).fpt"
        defer { try? FileManager.default.removeItem(atPath: trace) }
        var frames = 0
        let first = try timed {
            for strategy in StackStrategy.allCases { frames += try self.run(scenario, strategy, trace: trace).frames }
        }
        var on: [Double] = []
        var off: [Double] = []
        var ratios: [Double] = []
        for pair in 0..<pairs {
            var (onSeconds, offSeconds) = (0.0, 0.0)
            for strategy in StackStrategy.allCases {
                // Alternate which side goes first so warm-up and drift fall on both.
                for recording in pair % 2 == 0 ? [true, false] : [false, true] {
                    let seconds = try self.run(scenario, strategy, trace: recording ? trace : nil).runSeconds
                    if recording { onSeconds += seconds } else { offSeconds += seconds }
                }
            }
            on.append(onSeconds)
            off.append(offSeconds)
            ratios.append(onSeconds / offSeconds - 1)
        }
        let (recordDefault, concurrency) = try recordAsByDefault()
        return Results(scenarioSeconds: seconds, recordAllStrategiesS: first, signpostsOnS: median(on),
                       signpostsOffS: median(off), frames: frames, overheadPercent: median(ratios) * 100,
                       recordDefaultS: recordDefault, recordDefaultConcurrency: concurrency)
    }

    /// Seconds for `record` with its defaults, from plan to the last report file.
    private func recordAsByDefault() throws -> (seconds: Double, concurrency: Int) {
        let directory = NSTemporaryDirectory() + "frameprof-bench-record-\(getpid())"
        defer { try? FileManager.default.removeItem(atPath: directory) }
        var request = RecordingRequest(scenario: "indicator-scrub")
        request.duration = seconds
        let recording = Recording(plan: try RecordingPlan(options: request), outputDirectory: directory)
        let elapsed = try timed {
            _ = try recording.run(writing: ReportFormat.defaults)
        }
        return (elapsed, recording.concurrency)
    }

    /// Runs one strategy, recording into `trace` (overwritten) or with signposts off; returns the
    /// frames and the seconds spent in the run alone.
    private func run(_ scenario: Scenario, _ strategy: StackStrategy, trace: String?) throws -> (frames: Int, runSeconds: Double) {
        let recorder = try trace.map { try Recorder.start(sink: try FileSink(path: $0), options: RecorderOptions(clock: .timeline)) }
        var frames = 0
        let seconds = timed { frames = ScenarioRunner(scenario: scenario, strategy: strategy).run().frames.count }
        try recorder?.stop()
        return (frames, seconds)
    }
}
