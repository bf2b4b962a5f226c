import ArgumentParser
import Foundation
import FrameProfBudgets
import FrameProfHistory
import FrameProfSession

/// `--history` and where it goes: options of the commands that store their runs.
package struct HistoryOptions: ParsableArguments {
    package init() {}

    @Flag(help: "Also store the runs in the history (\(HistoryTarget.environmentVariable), else \(HistoryTarget.defaultPath)).")
    package var history = false

    @Option(name: .customLong("history-store"), help: "The run history: an SQLite file, or a PostgreSQL server as postgres://USER@HOST:PORT/DB?sslmode=… (for record and import, implies --history).")
    package var store: String?

    @Option(help: "The commit the runs measured (default: CI's variables, else git's HEAD).")
    package var commit: String?

    @Option(help: "Its branch (default: CI's variables, else git's current branch).")
    package var branch: String?

    /// Whether the runs are stored: `--history`, or a store named (but for `gate`, which also reads its
    /// baseline from the store it names and stores only when `--history` says so).
    package var enabled: Bool { history || store != nil }

    /// Stores the summary in `directory` (written already: a store that fails loses no local output),
    /// with the gate's `verdicts` on it, and says where; nothing when history is off, or, with
    /// `onlyWhenFlagged`, without `--history`.
    package func store(summaryIn directory: String, seed: UInt64?, verdicts: [LimitVerdict] = [], onlyWhenFlagged: Bool = false) throws {
        guard onlyWhenFlagged ? history : enabled else { return }
        let target = HistoryTarget.resolve(store)
        let path = (directory as NSString).appendingPathComponent("summary.json")
        let summary = try SummaryMetrics(location: path)
        let document = (try? String(contentsOfFile: path, encoding: .utf8)) ?? "{}"
        let provenance = RunProvenance.detect(commit: commit, branch: branch, toolVersion: ToolVersion.current)
        do {
            let ids = try HistoryStores.open(target, writing: true).store(summary, document: document, provenance: provenance, seed: seed, verdicts: verdicts)
            print("history: \(ids.count) run\(ids.count == 1 ? "" : "s") stored in \(target)")
        } catch let error as HistoryError {
            let runs = summary.strategies.count == 1 ? "1 run of \(summary.scenario) was" : "\(summary.strategies.count) runs of \(summary.scenario) were"
            throw HistoryError(target, "\(error.message) The outputs in \(directory) are written; \(runs) not stored.", code: error.code, underlying: error)
        }
    }
}
