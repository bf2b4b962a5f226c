import Foundation
import FrameProfAnalysis
import FrameProfBudgets
import Testing
@testable import FrameProfCompare

/// Verdicts of `compare` follow the gate's noise rules: exact on the virtual clock, the rank test with
/// five runs a side on the wall clock, and no verdict with fewer.
@Suite("compare: metric verdicts")
struct MetricChangeTests {
    /// A summary of one lazy-vstack entry, written and read back as `record` and `compare` do.
    static func recording(p95: Double, frames: Int = 1200, bodies: Int = 100, runs: [Double]? = nil, clock: String = "virtual") throws -> ComparedRecording {
        var summary = StrategySummary()
        summary.frames = frames
        summary.frameDurationMs = Percentiles(p50: p95 / 2, p90: p95, p95: p95, p99: p95, max: p95)
        summary.bodyEvaluations = bodies
        if let runs { summary.runValues = [RunValues("frame_duration_ms.p95", runs)] }
        let document = SummaryDocument(toolVersion: "0.0.0-test", scenario: "indicator-scrub", refreshHz: 120, buffering: "double",
                                       clock: clock, cpuSlowdown: 1, runs: runs?.count ?? 1, hitchBands: .current,
                                       strategies: [("lazy-vstack", summary)])
        let object = try JSONSerialization.jsonObject(with: Data(document.json.serialized().utf8))
        return ComparedRecording(location: "x", summary: try SummaryMetrics(object: object, path: "summary.json"), analyses: [:])
    }

    static func change(_ key: String, _ a: ComparedRecording, _ b: ComparedRecording) throws -> MetricChange {
        let strategy = try #require(RecordingComparison(a: a, b: b).strategies.first)
        return try #require(strategy.metrics.first { $0.key == key })
    }

    @Test("on the virtual clock every change is real: worse regresses, better improves, frames only change")
    func virtualClock() throws {
        let a = try Self.recording(p95: 8, frames: 1200, bodies: 100)
        let b = try Self.recording(p95: 9, frames: 1100, bodies: 90)
        let p95 = try Self.change("frame_duration_ms.p95", a, b)
        #expect(p95.verdict == .regressed)
        #expect(p95.evidence == .exact)
        #expect(p95.difference == 1 && p95.percent == 12.5)
        #expect(try Self.change("body_evaluations", a, b).verdict == .improved)
        #expect(try Self.change("frames", a, b).verdict == .changed)
        #expect(try Self.change("hitches", a, b).verdict == .unchanged)
        #expect(RecordingComparison(a: a, b: b).settingChanges.isEmpty)
    }

    @Test("wall-clock times with five runs a side: a clear shift regresses with its p-value, overlap is noise")
    func rankTest() throws {
        let base = try Self.recording(p95: 8, runs: [7.9, 8.0, 8.1, 8.05, 7.95], clock: "wall")
        let slower = try Self.recording(p95: 9, runs: [8.9, 9.0, 9.1, 9.05, 8.95], clock: "wall")
        let regressed = try Self.change("frame_duration_ms.p95", base, slower)
        #expect(regressed.verdict == .regressed)
        guard case let .rankTest(p, runsA, runsB)? = regressed.evidence else { Issue.record("no rank test"); return }
        #expect(p < 0.05 && runsA == 5 && runsB == 5)
        let improved = try Self.change("frame_duration_ms.p95", slower, base)
        #expect(improved.verdict == .improved)
        let overlapping = try Self.recording(p95: 8.02, runs: [8.1, 7.9, 8.02, 8.0, 7.96], clock: "wall")
        let noise = try Self.change("frame_duration_ms.p95", base, overlapping)
        #expect(noise.verdict == .withinNoise)
        #expect(CompareTestText.verdict(noise).contains("within noise (p = "))
    }

    @Test("wall-clock times with fewer runs are untested, and say how to test them")
    func tooFewRuns() throws {
        let a = try Self.recording(p95: 8, clock: "wall")
        let b = try Self.recording(p95: 12, clock: "wall")
        let change = try Self.change("frame_duration_ms.p95", a, b)
        #expect(change.verdict == .untested)
        #expect(change.evidence?.text == "1 vs 1 runs, the rank test needs 5 a side: record --runs 5")
        // Counts stay exact on the wall clock.
        #expect(try Self.change("body_evaluations", a, try Self.recording(p95: 8, bodies: 101, clock: "wall")).verdict == .regressed)
    }

    @Test("a comparison across settings names what differs")
    func settings() throws {
        let a = try Self.recording(p95: 8)
        let b = try Self.recording(p95: 8, clock: "wall")
        #expect(RecordingComparison(a: a, b: b).settingChanges == ["clock: virtual → wall"])
    }
}

/// The verdict as the reports word it, without importing the renderers.
enum CompareTestText {
    static func verdict(_ change: MetricChange) -> String {
        let word = change.verdict.rawValue.replacingOccurrences(of: "_", with: " ")
        guard let text = change.evidence?.text, !text.isEmpty else { return word }
        return "\(word) (\(text))"
    }
}
