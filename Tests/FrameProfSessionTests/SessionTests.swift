import Foundation
import FrameProfAnalysis
import FrameProfReports
import FrameProfSession
import FrameProfSupport
import FrameProfYAML
import Testing

/// The session as tests drive it without spawning the CLI: plans refuse what they cannot honour with
/// the kind of error the CLI turns into its exit code, and recordings come back as reports.
@Suite struct SessionTests {
    private func scratch(_ name: String) -> String {
        let path = NSTemporaryDirectory() + "frameprof-session-\(name)-\(getpid())"
        try? FileManager.default.removeItem(atPath: path)
        return path
    }

    @Test func anUnknownDeviceIsAUsageErrorNamingTheBuiltIns() {
        var request = RecordingRequest(scenario: "indicator-scrub")
        request.device = "pixel-9"
        #expect {
            _ = try RecordingPlan(options: request)
        } throws: { error in
            guard let failure = error as? SessionError else { return false }
            return failure.code == .usage && failure.description.contains("iphone-12") && failure.description.contains("pixel-9")
        }
    }

    @Test func aMissingScenarioFileIsUnreadableWithTheFileAsContext() {
        #expect {
            _ = try RecordingPlan(options: RecordingRequest(scenario: "/nonexistent/feed.yml"))
        } throws: { error in
            let failure = error as? SessionError
            return failure?.code == .unreadable && failure?.context.file == "/nonexistent/feed.yml"
        }
    }

    /// A mistake in a scenario file keeps its type under the session's error: the code, file, line and key
    /// are read off the context, not out of the message.
    @Test func aBrokenScenarioFileKeepsItsErrorUnderneath() throws {
        let path = scratch("broken") + ".yml"
        defer { try? FileManager.default.removeItem(atPath: path) }
        try "name: broken\nrefresh: 5000\nrows: {count: 10, heights: 44}\ngesture:\n  - drag: {velocity: 100, duration: 1}\n".write(toFile: path, atomically: true, encoding: .utf8)
        #expect {
            _ = try RecordingPlan(options: RecordingRequest(scenario: path))
        } throws: { error in
            guard let failure = error as? SessionError, let underlying = failure.context.underlying as? YAMLFileError else { return false }
            return failure.code == .invalidInput && failure.context.file == path && failure.context.line == 2 && failure.context.key == "refresh"
                && underlying.line == 2 && failure.description == underlying.description
        }
    }

    @Test func aRecordingReadsEveryStrategyBackInRecordOrder() throws {
        let out = scratch("record")
        defer { try? FileManager.default.removeItem(atPath: out) }
        var request = RecordingRequest(scenario: "indicator-scrub")
        request.duration = 1
        let report = try Recording(plan: try RecordingPlan(options: request), outputDirectory: out).run()
        #expect(report.strategies.map(\.name) == ["vstack", "lazy-vstack", "list", "optimized-vstack"])
        // VStack builds all 1,000 rows before its first frame (about a third of a millisecond each on
        // iphone-12); the lazy strategies draw about every 60 Hz frame.
        #expect((report.strategies[0].summary.firstFrameMs ?? 0) > 300)
        #expect(report.strategies.dropFirst().allSatisfy { ($0.summary.frames ?? 0) >= 50 })
        #expect(FileManager.default.fileExists(atPath: out + "/list/trace.fpt"))
        // report reads the same traces back to the same strategies, in the same order.
        let again = try TraceInputs.report([out], bandSet: .current)
        #expect(again.strategies.map(\.name) == report.strategies.map(\.name))
        #expect(again.strategies.map(\.summary.hitches) == report.strategies.map(\.summary.hitches))
    }

    /// Each strategy's Perfetto trace is written by the worker that recorded it, beside the other
    /// recordings; the page written after all of them links every one.
    @Test func aRecordingWritesEachStrategysTraceAsItFinishes() throws {
        let out = scratch("writing")
        defer { try? FileManager.default.removeItem(atPath: out) }
        var request = RecordingRequest(scenario: "indicator-scrub")
        request.duration = 1
        var recording = Recording(plan: try RecordingPlan(options: request), outputDirectory: out)
        recording.concurrency = 4
        let report = try recording.run(writing: [.perfetto, .csv, .html])
        let page = try String(contentsOfFile: out + "/report.html", encoding: .utf8)
        for strategy in report.strategies {
            let file = "\(strategy.name)/trace.perfetto-trace"
            let size = (try FileManager.default.attributesOfItem(atPath: out + "/" + file)[.size] as? Int) ?? 0
            #expect(size > 10_000, "\(file)")
            #expect(page.contains(file), "\(file)")
        }
        #expect(FileManager.default.fileExists(atPath: out + "/frames.csv"))
    }

    @Test func virtualStrategiesRecordSideBySideWithTheNumbersOfOneAtATime() throws {
        var request = RecordingRequest(scenario: "indicator-scrub")
        request.duration = 2
        let plan = try RecordingPlan(options: request)
        var together = Recording(plan: plan, outputDirectory: scratch("together"))
        var inTurn = Recording(plan: plan, outputDirectory: scratch("in-turn"))
        defer { [together, inTurn].forEach { try? FileManager.default.removeItem(atPath: $0.outputDirectory) } }
        together.concurrency = 4
        inTurn.concurrency = 1
        let a = try together.run(), b = try inTurn.run()
        #expect(a.strategies.map(\.name) == ["vstack", "lazy-vstack", "list", "optimized-vstack"])
        // Every number but the process's memory is the device profile's, so running side by side changes none.
        for (x, y) in zip(a.strategies, b.strategies) {
            var left = x.summary, right = y.summary
            left.peakRSSBytes = 0
            right.peakRSSBytes = 0
            #expect(left == right, "\(x.name)")
            #expect(x.findings.map(\.frameIndex) == y.findings.map(\.frameIndex) && x.frames.count == y.frames.count)
        }
        // Wall-clock and sampled recordings take turns: one measures this machine, the other shares one sampler.
        request.clock = .wall
        #expect(Recording(plan: try RecordingPlan(options: request), outputDirectory: "").concurrency == 1)
        request.clock = .virtual
        request.sampleHz = 100
        #expect(Recording(plan: try RecordingPlan(options: request), outputDirectory: "").concurrency == 1)
    }

    @Test func aRelativeLimitWithoutABaselineIsAUsageErrorAtItsLine() throws {
        let budgets = scratch("budgets") + ".yml"
        defer { try? FileManager.default.removeItem(atPath: budgets) }
        try "version: 1\nbudgets:\n  - scenario: indicator-scrub\n    limits:\n      hitches: {max_increase: 0}\n"
            .write(toFile: budgets, atomically: true, encoding: .utf8)
        var gate = GateSession(budgets: budgets)
        gate.summaries = ["/nonexistent"]
        #expect {
            _ = try gate.judge()
        } throws: { error in
            let failure = error as? SessionError
            return failure?.code == .usage && failure?.context.file == budgets && failure?.context.line == 5
        }
        gate.baseline = .file("/nonexistent/baseline.json")
        #expect {
            _ = try gate.judge()
        } throws: { error in
            let failure = error as? SessionError
            return failure?.code == .baselineMissing && failure?.context.file == "/nonexistent/baseline.json"
        }
    }
}
