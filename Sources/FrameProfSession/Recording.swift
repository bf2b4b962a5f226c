import FrameProfSupport
import Foundation
@_spi(Simulation) import FrameProf
import FrameProfAnalysis
import FrameProfReports
import FrameProfSampling
import StackLab
import StackLabPricing
import StackLabScenarios

/// Records every planned strategy into `DIR/<strategy>/` (trace, layout log), then builds the report
/// by reading the traces back — nothing in the summary or the reports comes from anywhere else.
public struct Recording {
    /// What to record.
    public let plan: RecordingPlan
    /// Where `<strategy>/trace.fpt` and the layout logs go.
    public let outputDirectory: String
    /// Where progress goes (a terminal), or nil for none.
    public var progress: ProgressLine?
    /// How many strategies record at once. Virtual-clock runs price every operation by the device
    /// profile, so running side by side cannot change a number: they take one core each. Wall-clock runs
    /// measure this machine, so they take turns; sampled runs on threads would share the process's one
    /// sampler and take turns too, while worker processes each have their own.
    public var concurrency: Int
    /// Called with each strategy's analysis as soon as it is read back, on the thread that recorded it
    /// (`ReportWriting.writeStrategyFiles`: a strategy's trace exports then run beside the recordings
    /// still going, rather than after the last one).
    public var afterStrategy: ((StrategyAnalysis) throws -> Void)?

    /// A recording of `plan` into `outputDirectory`.
    public init(plan: RecordingPlan, outputDirectory: String, progress: ProgressLine? = nil) {
        self.plan = plan
        self.outputDirectory = outputDirectory
        self.progress = progress
        let independent = plan.time == .virtual && (plan.sampleHz == nil || plan.isolation != .threads)
        concurrency = independent ? max(1, ProcessInfo.processInfo.activeProcessorCount) : 1
    }

    /// Records every strategy and writes `formats` into the output directory: each strategy's trace
    /// exports as soon as it is read back (beside the recordings still running), the rest after the last.
    /// When a strategy fails, the others' outputs are still written and `StrategyFailures` is thrown.
    public func run(writing formats: [ReportFormat]) throws -> Report {
        if plan.request.draws > 0 { _ = try PriceDrawRecording.drawnProfile(of: plan) }
        let writing = try ReportWriting(formats: formats, directory: outputDirectory)
        var recording = self
        recording.afterStrategy = writing.writeStrategyFiles
        do {
            var report = try recording.run()
            // Draws that fail (a worker that crashed) leave the recording's own report written, then say why.
            var drawFailure: (any Error)?
            if plan.request.draws > 0 {
                // One folder per recording: two recordings of one process (a gate's budgets, tests) never share it.
                let scratch = (NSTemporaryDirectory() as NSString).appendingPathComponent("frameprof-draws-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString)")
                do {
                    report.attach(try PriceDrawRecording(plan: plan, count: plan.request.draws, scratch: scratch, progress: progress).run(nominal: report))
                } catch {
                    drawFailure = error
                }
            }
            try writing.write(report)
            if let drawFailure { throw drawFailure }
            return report
        } catch let failures as StrategyFailures {
            if let completed = failures.completed { try writing.write(completed) }
            throw failures
        }
    }

    /// Records every strategy and returns the report read back from the traces. A strategy that fails
    /// (its process crashed, its trace could not be written) does not stop the others: `StrategyFailures`
    /// then names it and carries the report of the rest.
    public func run() throws -> Report {
        // On threads, each strategy's peak_rss_bytes is the process's peak up to its end, all runs included.
        if concurrency > 1, plan.isolation == .threads { ProcessMemory.resetPeak() }
        let order = startOrder
        let started = try parallelMap(order, width: concurrency) { index -> Result<StrategyAnalysis, any Error> in
            Result {
                let analysis = try recordRuns(of: plan.strategies[index])
                try afterStrategy?(analysis)
                return analysis
            }
        }
        // Back in report order.
        var results = started
        for (position, index) in order.enumerated() { results[index] = started[position] }
        progress?.finish()
        var analyses: [StrategyAnalysis] = []
        var failures: [(strategy: StackStrategy, error: any Error)] = []
        for (strategy, result) in zip(plan.strategies, results) {
            switch result {
            case let .success(analysis): analyses.append(analysis)
            case let .failure(error): failures.append((strategy, error))
            }
        }
        let report = Report(toolVersion: ToolVersion.current, strategies: analyses)
        guard failures.isEmpty else {
            throw StrategyFailures(scenario: plan.scenario.name, failures: failures, completed: analyses.isEmpty ? nil : report,
                                   outputDirectory: outputDirectory)
        }
        return report
    }

    /// The plan's strategies by index, in the order they start: the lazy ones first and VStack last.
    /// VStack builds each row once, while the lazy strategies pay for every row that scrolls by, so on
    /// the long runs whose wall time matters they take longest, and starting the longest first keeps a
    /// core from idling at the end. A 10-minute indicator-scrub on 2 cores, six rounds alternating:
    /// median 28.2 s in report order, 25.8 s in this one, with the same reports.
    private var startOrder: [Int] {
        plan.strategies.indices.filter { !plan.strategies[$0].buildsEveryRowOnce }
            + plan.strategies.indices.filter { plan.strategies[$0].buildsEveryRowOnce }
    }

    /// Every run of one strategy, read back; with several runs the median one becomes `trace.fpt`.
    private func recordRuns(of strategy: StackStrategy) throws -> StrategyAnalysis {
        let directory = (outputDirectory as NSString).appendingPathComponent(strategy.rawValue)
        do {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        } catch {
            throw SessionError("cannot create \(directory): \(error.localizedDescription)", code: .unwritable, context: ErrorContext(file: directory, underlying: error))
        }
        let tracePath = (directory as NSString).appendingPathComponent("trace.fpt")
        switch plan.isolation {
        case .threads:
            try recordRunsHere(of: strategy)
        case let .processes(executable):
            try recordRunsInWorker(of: strategy, executable: executable)
        }
        var runs: [StrategyAnalysis] = []
        var runPaths: [String] = []
        for run in 1...plan.runs {
            let path = runPath(strategy, run: run)
            runs.append(try readBack(path, as: strategy.rawValue))
            runPaths.append(path)
        }
        let (median, summary) = SummaryDocument.medianRun(of: runs.map(\.summary))
        if plan.runs > 1 {
            try? FileManager.default.removeItem(atPath: tracePath)
            do {
                try FileManager.default.copyItem(atPath: runPaths[median], toPath: tracePath)
            } catch {
                throw SessionError("cannot write \(tracePath): \(error.localizedDescription)", code: .unwritable, context: ErrorContext(file: tracePath, underlying: error))
            }
        }
        var analysis = runs[median]
        analysis.summary = summary
        analysis.tracePath = tracePath
        return analysis
    }

    /// Where run `run` of `strategy` keeps its trace: `trace.fpt`, or with several runs `run-K.fpt`
    /// (the median one is then copied to `trace.fpt`).
    func runPath(_ strategy: StackStrategy, run: Int) -> String {
        let directory = (outputDirectory as NSString).appendingPathComponent(strategy.rawValue)
        return (directory as NSString).appendingPathComponent(plan.runs == 1 ? "trace.fpt" : "run-\(run).fpt")
    }

    /// Records every run of `strategy` on this thread, as its main actor: the first run's layout log
    /// goes beside the traces.
    func recordRunsHere(of strategy: StackStrategy, reporting report: ((Double) -> Void)? = nil) throws {
        let directory = (outputDirectory as NSString).appendingPathComponent(strategy.rawValue)
        let logPath = (directory as NSString).appendingPathComponent("lazystack.log")
        try? FileManager.default.removeItem(atPath: logPath)
        for run in 1...plan.runs {
            try record(strategy, run: run, tracePath: runPath(strategy, run: run), logPath: run == 1 ? logPath : nil, reporting: report)
        }
    }

    /// Records every run of `strategy` in a worker process started from `executable`, which writes the
    /// same files `recordRunsHere` does.
    private func recordRunsInWorker(of strategy: StackStrategy, executable: String) throws {
        let request = plan.request
        let label = "\(plan.scenario.name) \(strategy.rawValue)"
        let total = plan.scenario.duration * Double(plan.runs)
        let progress = self.progress
        let worker = StrategyWorker(executable: executable,
                                    arguments: [Recording.workerCommand] + request.arguments + ["--only", strategy.rawValue, "--out", outputDirectory]
                                        + (progress == nil ? [] : ["--progress"]),
                                    strategy: strategy,
                                    progress: progress.map { line in { line.update(label: label, done: $0, total: total) } })
        do {
            try worker.run()
        } catch let failure as StrategyWorkerFailure {
            throw SessionError(failure.sentence, code: .systemFailure, context: ErrorContext(file: (outputDirectory as NSString).appendingPathComponent(strategy.rawValue)))
        }
    }

    private func readBack(_ path: String, as name: String) throws -> StrategyAnalysis {
        let read: StrategyAnalysis
        do {
            read = try TraceAnalyzer.analyze(path: path, name: name)
        } catch {
            throw SessionError("cannot read back \(path): ", wrapping: error)
        }
        if let damage = read.damage {
            throw SessionError("the trace \(path) is damaged: \(damage)", code: .damaged, context: ErrorContext(file: path))
        }
        return read
    }

    /// Records one run in a recording context of its own: its clocks and recorder are the run's alone,
    /// so sessions can run side by side in one process (tests do).
    private func record(_ strategy: StackStrategy, run: Int, tracePath: String, logPath: String?, reporting report: ((Double) -> Void)?) throws {
        try RecordingContext().run { () throws -> Void in
            try recordInContext(strategy, run: run, tracePath: tracePath, logPath: logPath, reporting: report)
        }
    }

    private func recordInContext(_ strategy: StackStrategy, run: Int, tracePath: String, logPath: String?, reporting report: ((Double) -> Void)?) throws {
        if concurrency == 1 { ProcessMemory.resetPeak() }
        let sink: FileSink
        do {
            sink = try FileSink(path: tracePath)
        } catch {
            throw SessionError("cannot write \(tracePath): ", wrapping: error)
        }
        let metadata: [(key: String, value: String)] = [
            ("scenario", plan.scenario.name), ("strategy", strategy.rawValue), ("strategy_order", plan.strategies.map(\.rawValue).joined(separator: ",")),
            ("refresh_hz", "\(plan.refresh.hertz)"), ("buffering", plan.buffering == .triple ? "triple" : "double"),
            ("cpu_slowdown", "\(plan.cpuSlowdown)"), ("runs", "\(plan.runs)"), ("run", "\(run)"), ("seed", "\(plan.seed)"),
            ("tool_version", ToolVersion.current),
            (TraceAnalyzer.unregisteredImageSizesKey, (plan.profile?.unregisteredImages ?? DeviceProfile.UnregisteredImages()).description),
        ] + (plan.profile.map { [("device", $0.name), ("device_prices", plan.devicePrices ?? $0.pricesDigest), ("device_description", $0.device), ("device_source", $0.source)] } ?? [])
        if plan.time == .virtual {
            // Every virtual run starts at the same instant, so equal seeds give equal traces.
            VirtualClock.set(1_000_000_000)
        }
        let recorder: Recorder
        do {
            recorder = try Recorder.start(sink: sink, options: RecorderOptions(clock: plan.time.recorderClock, metadata: metadata))
        } catch {
            throw SessionError("cannot start recording: ", wrapping: error)
        }
        var progress: ((Double) -> Void)?
        if let report {
            // A worker reports the scenario seconds of all its runs so far.
            let before = plan.scenario.duration * Double(run - 1)
            progress = { report(before + $0) }
        } else if let line = self.progress {
            let label = "\(plan.scenario.name) \(strategy.rawValue)" + (plan.runs > 1 ? " run \(run)/\(plan.runs)" : "")
            let total = plan.scenario.duration
            progress = { line.update(label: label, done: $0, total: total) }
        }
        let log = logPath.map(LayoutLog.init(path:)) ?? LayoutLog()
        if let hertz = plan.sampleHz {
            do {
                try Sampler.start(hertz: hertz, capacity: sampleCapacity(hertz: hertz), maxDepth: Recording.sampleDepth)
            } catch {
                _ = try? recorder.stop()
                throw SessionError(wrapping: error)
            }
        }
        let previousSlowdown = TimelineClock.slowdown
        if plan.time == .timeline { TimelineClock.slowdown = plan.cpuSlowdown }
        // The graph runs on this thread as its main actor (`onLabMainActor`): a worker process's main
        // thread, or one thread of the tests' and benchmarks' side-by-side recordings.
        var runner = ScenarioRunner(scenario: plan.scenario, strategy: strategy)
        runner.profile = plan.profile
        runner.refresh = plan.refresh
        runner.buffering = plan.buffering
        runner.time = plan.time
        runner.seed = plan.seed
        runner.progress = progress
        let result = runner.run(log: log)
        if let hertz = plan.sampleHz { recorder.record(Sampler.stop(), hertz: hertz) }
        if plan.time == .timeline { TimelineClock.slowdown = previousSlowdown }
        recorder.setMetadata("settled", result.settled ? "true" : "false")
        recorder.setMetadata("gesture_phases", GesturePhase.encode(phases(of: plan.scenario.gesture)))
        recorder.setMetadata("peak_rss_bytes", "\(ProcessMemory.peakResidentBytes)")
        do {
            try recorder.stop()
        } catch {
            throw SessionError("writing \(tracePath) failed: ", wrapping: error, code: .unwritable)
        }
        if let error = log.error { throw SessionError(wrapping: error) }
    }
}

extension Recording {
    /// Frames kept per sample: deep enough for a debug build's view tree (no inlining), whose layout
    /// recursion passes 64 frames.
    public static let sampleDepth = 192

    /// Room for the samples of a run: the scenario's length plus half again (a real-time run can
    /// overrun its script), at most a million. The buffer is allocated lazily by the kernel, so
    /// unused room costs address space, not memory.
    func sampleCapacity(hertz: Double) -> Int {
        Int(min(1_000_000, max(1000, hertz * (plan.scenario.duration * 1.5 + 5))))
    }
}

/// The script's steps on the trace's time axis, as the driver plays them.
private func phases(of script: [GestureStep]) -> [GesturePhase] {
    zip(script, script.startTimes).map { step, start in GesturePhase(name: step.name, startS: start, endS: start + step.duration) }
}
