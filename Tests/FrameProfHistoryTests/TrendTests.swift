import Foundation
import FrameProfBudgets
import Testing
@testable import FrameProfHistory

/// `history trend`'s model: series grouped by how they were recorded, the step of a seeded wall-clock
/// series found at its commit and none in a flat one, and budget lines from a file or a stored gate.
struct TrendTests {
    private let wall = RecordingKey(scenario: "scrub", clock: "wall", refreshHz: 60, buffering: "double", cpuSlowdown: 1)

    /// A run of `strategy` at `commit` whose p95 frame time is `value`.
    private func run(_ id: Int64, _ commit: String, _ value: Double, strategy: String = "lazy-vstack", settings: RecordingKey? = nil,
                     verdicts: [StoredVerdict] = []) -> StoredRun {
        StoredRun(id: id, recording: id, provenance: RunProvenance(recordedAt: Date(timeIntervalSince1970: 1_790_000_000 + Double(id) * 60),
                                                                   commit: commit, branch: "main", machine: "ci", toolVersion: "0.1.0"),
                  settings: settings ?? wall, strategy: strategy, seed: nil, metrics: ["frame_duration_ms.p95": value, "hitches": 3],
                  verdicts: verdicts)
    }

    /// Values around `level` with a deterministic spread of ±`spread` (a sawtooth of seven values).
    private func values(_ count: Int, level: Double, spread: Double, phase: Int = 0) -> [Double] {
        (0..<count).map { level + spread * (Double((($0 + phase) * 3) % 7) / 3 - 1) }
    }

    @Test("A wall-clock series that rises 12 % at commit c30 has its change there; a flat one has none; series split by strategy and settings")
    func stepAtItsCommit() throws {
        let stepped = values(30, level: 10, spread: 0.3) + values(30, level: 11.2, spread: 0.3, phase: 2)
        let flat = values(60, level: 10, spread: 0.3, phase: 1)
        var runs: [StoredRun] = []
        for index in 0..<60 {
            runs.append(run(Int64(2 * index), "c\(index)", stepped[index]))
            runs.append(run(Int64(2 * index + 1), "c\(index)", flat[index], strategy: "list"))
        }
        // Another device's runs are another series, not noise in these.
        let other = RecordingKey(scenario: "scrub", clock: "virtual", device: "iphone-12", refreshHz: 60, buffering: "double", cpuSlowdown: 1)
        runs.append(run(500, "c60", 99, settings: other))
        let trend = Trend.make(runs: runs, metric: "frame_duration_ms.p95", budgets: nil, store: "h.sqlite", selection: "every run")
        #expect(trend.charts.map(\.series.strategy) == ["lazy-vstack", "list", "lazy-vstack"])
        #expect(trend.unit == "ms")
        let lazy = trend.charts[0].series
        #expect(!lazy.isExact && lazy.points.count == 60)
        #expect(lazy.changes.map { lazy.points[$0.index].provenance.commit } == ["c30"])
        #expect(try #require(lazy.changes.first?.relativeChange) > 0.1)
        #expect(trend.charts[1].series.changes.isEmpty)
        #expect(trend.charts[2].series.points.count == 1 && trend.charts[2].series.changes.isEmpty)
        // Hitches vary by run on the wall clock, and repeat exactly on the virtual one.
        let hitches = Trend.make(runs: runs, metric: "hitches", budgets: nil, store: "h", selection: "")
        #expect(!hitches.charts[0].series.isExact && hitches.charts[2].series.isExact && hitches.unit == "count")
        #expect(hitches.charts.allSatisfy { $0.series.changes.isEmpty })
    }

    @Test("A re-priced profile under the same name stays one series, and the step at the run it was re-priced says so; runs without a digest start none")
    func profileSteps() throws {
        let virtual = RecordingKey(scenario: "scrub", clock: "virtual", device: "our-phone", refreshHz: 60, buffering: "double", cpuSlowdown: 1)
        let digests: [String?] = [nil, "aaaaaaaaaaaaaaaa", "aaaaaaaaaaaaaaaa", "bbbbbbbbbbbbbbbb", "bbbbbbbbbbbbbbbb", nil, "bbbbbbbbbbbbbbbb"]
        let values = [5.0, 5, 5, 7, 7, 7, 7]
        let runs = zip(digests, values).enumerated().map { index, pair in
            var stored = run(Int64(index), "c\(index)", pair.1, settings: virtual)
            stored.devicePrices = pair.0
            return stored
        }
        let trend = Trend.make(runs: runs, metric: "frame_duration_ms.p95", budgets: nil, store: "h", selection: "")
        #expect(trend.charts.count == 1)
        let series = trend.charts[0].series
        #expect(series.changes.map(\.index) == [3])
        #expect(series.profileSteps == [MetricSeries.ProfileStep(index: 3, device: "our-phone", before: "aaaaaaaaaaaaaaaa", after: "bbbbbbbbbbbbbbbb")])
        #expect(series.profileStep(at: 3) != nil && series.profileStep(at: 6) == nil)
    }

    @Test("Budget lines come from a budget file's max limits for the series' runs, else from the newest stored gate verdict")
    func budgetLines() throws {
        let directory = NSTemporaryDirectory() + "frameprof-trend-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let path = directory + "/budgets.yml"
        try """
            version: 1
            budgets:
              - scenario: scrub
                strategy: lazy-vstack
                limits:
                  frame_duration_ms.p95: {max: 1P}
                  hitches: {max_increase: 0}
              - scenario: other
                limits:
                  frame_duration_ms.p95: {max: 5}
            """.write(toFile: path, atomically: true, encoding: .utf8)
        let file = try BudgetFile.load(path: path)
        let runs = [run(1, "a", 10), run(2, "b", 12), run(3, "c", 9, strategy: "list")]
        let trend = Trend.make(runs: runs, metric: "frame_duration_ms.p95", budgets: file, store: "h", selection: "")
        let line = try #require(trend.charts[0].budgets.first)
        #expect(trend.charts[0].budgets.count == 1 && abs(line.value - 16.667) < 0.001 && line.rule == "≤ 1P" && line.source == "\(path):6")
        #expect(trend.charts[1].budgets.isEmpty, "the budget names lazy-vstack only")
        // Without a file: the bound of the newest gate verdict stored with a run.
        let verdict = StoredVerdict(metric: "frame_duration_ms.p95", rule: "≤ 1P (16.667)", status: "pass", value: 10, bound: 16.667, baseline: nil, note: "")
        let gated = [run(1, "a", 10, verdicts: [verdict]), run(2, "b", 12)]
        let stored = Trend.make(runs: gated, metric: "frame_duration_ms.p95", budgets: nil, store: "h", selection: "")
        #expect(stored.charts[0].budgets == [Trend.BudgetLine(value: 16.667, rule: "≤ 1P (16.667)", source: "the gate at a")])
        // Two limits on one metric: the point failed if either did, and the bound is the absolute limit's,
        // whichever order the gate stored them in.
        let relative = StoredVerdict(metric: "frame_duration_ms.p95", rule: "≤ +0 vs baseline", status: "pass", value: 20, bound: nil, baseline: 20, note: "")
        let over = StoredVerdict(metric: "frame_duration_ms.p95", rule: "≤ 1P (16.667)", status: "fail", value: 20, bound: 16.667, baseline: nil, note: "")
        let other = StoredVerdict(metric: "hitches", rule: "≤ 1", status: "pass", value: 0, bound: 1, baseline: nil, note: "")
        let both = Trend.make(runs: [run(1, "a", 20, verdicts: [over, relative, other]), run(2, "b", 20, verdicts: [relative, over])],
                              metric: "frame_duration_ms.p95", budgets: nil, store: "h", selection: "")
        #expect(both.charts[0].series.points.map(\.status) == ["fail", "fail"])
        #expect(both.charts[0].series.points.map(\.bound) == [16.667, 16.667])
        #expect(both.charts[0].series.points[0].verdicts == [over, relative], "a verdict on another metric is not this point's")
        #expect(both.charts[0].budgets.map(\.source) == ["the gate at b"])
    }
}
