import Foundation
import FrameProfBudgets
import FrameProfHistory

/// What the store tests store: the report tests' golden summary (every metric of a recording's
/// summary.json) and a provenance at a fixed instant.
enum HistoryFixtures {
    /// The golden summary and its text.
    static func goldenSummary() throws -> (summary: SummaryMetrics, text: String) {
        let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("FrameProfReportsTests/Goldens/summary.json").path
        return (try SummaryMetrics(location: path), try String(contentsOfFile: path, encoding: .utf8))
    }

    /// A run of `commit` on main, stored at a whole second so every store keeps the instant exactly.
    static func provenance(_ commit: String) -> RunProvenance {
        RunProvenance(recordedAt: Date(timeIntervalSince1970: 1_790_000_000), commit: commit, branch: "main", machine: "ci-1", toolVersion: "0.1.0")
    }
}
