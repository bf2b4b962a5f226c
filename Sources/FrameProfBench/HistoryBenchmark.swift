import Foundation
import FrameProfBudgets
import FrameProfHistory
import FrameProfSession

/// The run history's stores (`bench --history`, in a build with the History trait): storing one
/// recording of the four strategies (median of 1,000, each its own transaction, as `record --history`
/// does) and reading one strategy's last 1,000 runs back with every metric (median of 5). Always an
/// SQLite file in this machine's temporary folder; with `postgres`, also that PostgreSQL server, under
/// the scenario name `frameprof-bench` and branch `frameprof-bench` so its runs stand apart from a team's.
public struct HistoryBenchmark {
    /// Recordings stored; the read then asks for the last 1,000 runs of one strategy.
    let stores = 1000
    /// A PostgreSQL server to time too (`postgres://…`), when given.
    public var postgres: HistoryTarget?

    /// One store's figures, ms.
    public struct StoreResult {
        /// `sqlite` or `postgres`, as the JSON keys name it.
        var key: String
        /// Where it was, as it may be printed.
        var place: String
        var storeMsPerRecording: Double
        var readLast1000Ms: Double
    }

    /// The figures of every store timed.
    public struct Results {
        var stores: [StoreResult]
        var metricsPerRun: Int

        /// Flat figures for `--json`.
        var fields: [(String, Double)] {
            stores.flatMap { [("history_\($0.key)_store_ms_per_recording", $0.storeMsPerRecording), ("history_\($0.key)_read_1000_runs_ms", $0.readLast1000Ms)] }
                + [("history_metrics_per_run", Double(metricsPerRun))]
        }

        /// One JSON object.
        public func json() -> String {
            "{\n" + fields.map { "  \"\($0.0)\": \(String(format: "%.3f", $0.1))" }.joined(separator: ",\n") + "\n}"
        }

        /// The table.
        public var table: String {
            stores.map { store in
                """
                Run history, \(store.place):
                  store one recording (4 strategies, \(metricsPerRun) metrics each)  \(String(format: "%.3f", store.storeMsPerRecording)) ms (median of 1,000)
                  read one strategy's last 1,000 runs with every metric   \(String(format: "%.3f", store.readLast1000Ms)) ms (median of 5)
                """
            }.joined(separator: "\n")
        }
    }

    /// Creates the benchmark; `postgres` adds a PostgreSQL server to the SQLite file.
    public init(postgres: HistoryTarget? = nil) {
        self.postgres = postgres
    }

    /// Records a 2 s indicator scrub once, stores it 1,000 times into each store, then reads it back.
    public func run() throws -> Results {
        let root = NSTemporaryDirectory() + "frameprof-bench-history-\(getpid())"
        defer { try? FileManager.default.removeItem(atPath: root) }
        var request = RecordingRequest(scenario: "indicator-scrub")
        request.duration = 2
        _ = try Recording(plan: try RecordingPlan(options: request), outputDirectory: root + "/recording").run(writing: [.json])
        let recorded = try SummaryMetrics(location: root + "/recording")
        var settings = recorded.settings
        settings.scenario = "frameprof-bench"
        let summary = SummaryMetrics(path: recorded.path, settings: settings, frameIntervalMs: recorded.frameIntervalMs, strategies: recorded.strategies)
        let document = try String(contentsOfFile: root + "/recording/summary.json", encoding: .utf8)
        var results: [StoreResult] = []
        var metrics = 0
        var targets: [(key: String, place: String, target: HistoryTarget)] = [("sqlite", "SQLite (GRDB) on this machine's temporary folder", .sqlite(path: root + "/history.sqlite"))]
        if let postgres { targets.append(("postgres", "PostgreSQL (postgres-nio) at \(postgres)", postgres)) }
        for (key, place, target) in targets {
            let store = try HistoryStores.open(target, writing: true)
            // Runs stored by this benchmark before now are read too: the read asks for the last 1,000.
            let base = Date().timeIntervalSince1970
            var storeMs: [Double] = []
            for index in 0..<stores {
                let provenance = RunProvenance(recordedAt: Date(timeIntervalSince1970: base + Double(index) / 1000), commit: "c\(index)",
                                               branch: "frameprof-bench", machine: "bench", toolVersion: ToolVersion.current)
                let start = DispatchTime.now().uptimeNanoseconds
                _ = try store.store(summary, document: document, provenance: provenance, seed: 0)
                storeMs.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
            }
            let reader = try HistoryStores.open(target, writing: false)
            var readMs: [Double] = []
            for _ in 0..<5 {
                let start = DispatchTime.now().uptimeNanoseconds
                let runs = try reader.runs(RunFilter(scenario: "frameprof-bench", strategy: "lazy-vstack", branch: "frameprof-bench", last: 1000))
                readMs.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
                precondition(runs.count == 1000, "the history benchmark stored \(stores) recordings and read \(runs.count) runs")
                metrics = runs[0].metrics.count
            }
            results.append(StoreResult(key: key, place: place, storeMsPerRecording: median(storeMs), readLast1000Ms: median(readMs)))
        }
        return Results(stores: results, metricsPerRun: metrics)
    }
}
