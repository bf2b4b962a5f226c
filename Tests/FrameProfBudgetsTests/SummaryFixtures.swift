import Foundation
import FrameProfAnalysis
import FrameProfBudgets
import FrameProfTrace

/// Summaries built the way `record` builds them (a `SummaryDocument` serialized to JSON and read back),
/// so the gate is tested on the exact text it reads in real use.
enum SummaryFixtures {
    /// A strategy entry with `frameP95` ms P95 frames and `bodies` body evaluations, over `runs` when given.
    static func strategy(frameP95: Double = 4, ratio: Double = 0, bodies: Int = 100, blank: Int = 0,
                         runs: [Double]? = nil) -> StrategySummary {
        var summary = StrategySummary()
        summary.frames = 1200
        summary.frameDurationMs = Percentiles(p50: frameP95 / 2, p90: frameP95, p95: frameP95, p99: frameP95, max: frameP95)
        summary.hitchTimeRatio = ratio
        summary.bodyEvaluations = bodies
        summary.bodyEvaluationsByView = ["StackLab.RowView": bodies]
        summary.blankFrames = blank
        if let runs {
            summary.runValues = [RunValues("frame_duration_ms.p95", runs), RunValues("hitch_time_ratio_ms_per_s", runs.map { _ in ratio })]
        }
        return summary
    }

    /// A summary document of `strategies`, read back through `SummaryMetrics`.
    static func metrics(_ strategies: [(String, StrategySummary)], scenario: String = "indicator-scrub", clock: String = "wall",
                        refresh: Double = 120, path: String = "summary.json", draws: PriceDraws? = nil) throws -> SummaryMetrics {
        var document = SummaryDocument(toolVersion: "0.0.0-test", scenario: scenario, refreshHz: refresh, buffering: "double",
                                       clock: clock, cpuSlowdown: 1, runs: 1, hitchBands: .current, strategies: strategies)
        document.draws = draws
        let object = try JSONSerialization.jsonObject(with: Data(document.json.serialized().utf8))
        return try SummaryMetrics(object: object, path: path)
    }

    /// `count` values around `center` with up to ±`noise` relative noise, from a fixed seed.
    static func noisy(_ center: Double, noise: Double, count: Int, seed: UInt64) -> [Double] {
        var state = seed &* 6364136223846793005 &+ 1442695040888963407
        return (0..<count).map { _ in
            state = state &* 6364136223846793005 &+ 1442695040888963407
            let unit = Double(state >> 11) / Double(1 << 53) * 2 - 1
            return center * (1 + noise * unit)
        }
    }

    /// A temporary file holding `text`.
    static func file(_ text: String, name: String = "budgets.yml") throws -> String {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("frameprof-budgets-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let url = directory.appendingPathComponent(name)
        try text.write(to: url, atomically: true, encoding: .utf8)
        return url.path
    }
}
