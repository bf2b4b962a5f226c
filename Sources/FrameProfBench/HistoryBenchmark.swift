import Foundation
import FrameProfBudgets
import FrameProfHistory
import FrameProfSession

/// The run history's store (`bench --history`, in a build with the History trait): storing one recording
/// of the four strategies (median of `stores`, each its own transaction, as `record --history` does) and
/// reading one strategy's last 1,000 runs back with every metric (median of 5), into an SQLite file on
/// this machine's temporary folder.
public struct HistoryBenchmark {
    /// Recordings stored; the read then asks for the last 1,000 runs of one strategy.
    let stores = 1000

    /// The figures, ms.
    public struct Results {
        var storeMsPerRecording: Double
        var readLast1000Ms: Double
        var metricsPerRun: Int

        /// Flat figures for `--json`.
        var fields: [(String, Double)] {
            [("history_sqlite_store_ms_per_recording", storeMsPerRecording), ("history_sqlite_read_1000_runs_ms", readLast1000Ms),
             ("history_metrics_per_run", Double(metricsPerRun))]
        }

        /// One JSON object.
        public func json() -> String {
            "{\n" + fields.map { "  \"\($0.0)\": \(String(format: "%.3f", $0.1))" }.joined(separator: ",\n") + "\n}"
        }

        /// The table.
        public var table: String {
            """
            Run history, SQLite (GRDB) on this machine's temporary folder:
              store one recording (4 strategies, \(metricsPerRun) metrics each)  \(String(format: "%.3f", storeMsPerRecording)) ms (median of 1,000)
              read one strategy's last 1,000 runs with every metric   \(String(format: "%.3f", readLast1000Ms)) ms (median of 5)
            """
        }
    }

    /// Creates the benchmark.
    public init() {}

    /// Records a 2 s indicator scrub once, stores it 1,000 times, then reads it back.
    public func run() throws -> Results {
        let root = NSTemporaryDirectory() + "frameprof-bench-history-\(getpid())"
        defer { try? FileManager.default.removeItem(atPath: root) }
        var request = RecordingRequest(scenario: "indicator-scrub")
        request.duration = 2
        _ = try Recording(plan: try RecordingPlan(options: request), outputDirectory: root + "/recording").run(writing: [.json])
        let summary = try SummaryMetrics(location: root + "/recording")
        let document = try String(contentsOfFile: root + "/recording/summary.json", encoding: .utf8)
        let target = HistoryTarget.sqlite(path: root + "/history.sqlite")
        let store = try HistoryStores.open(target, writing: true)
        var storeMs: [Double] = []
        for index in 0..<stores {
            let provenance = RunProvenance(recordedAt: Date(timeIntervalSince1970: 1_790_000_000 + Double(index)), commit: "c\(index)",
                                           branch: "main", machine: "bench", toolVersion: ToolVersion.current)
            let start = DispatchTime.now().uptimeNanoseconds
            _ = try store.store(summary, document: document, provenance: provenance, seed: 0)
            storeMs.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
        }
        let reader = try HistoryStores.open(target, writing: false)
        var readMs: [Double] = []
        var metrics = 0
        for _ in 0..<5 {
            let start = DispatchTime.now().uptimeNanoseconds
            let runs = try reader.runs(RunFilter(scenario: "indicator-scrub", strategy: "lazy-vstack", last: 1000))
            readMs.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
            precondition(runs.count == 1000, "the history benchmark stored \(stores) recordings and read \(runs.count) runs")
            metrics = runs[0].metrics.count
        }
        return Results(storeMsPerRecording: median(storeMs), readLast1000Ms: median(readMs), metricsPerRun: metrics)
    }
}
