#if Postgres
import Foundation
import FrameProfBudgets
import FrameProfTestSupport
import Testing
@testable import FrameProfHistory

/// The PostgreSQL store through postgres-nio, on a real server started for each test: what goes in comes
/// out, with its verdicts, and reading a database that holds no history is refused and creates nothing.
@Suite(.enabled(if: PostgresServer.enabled, Comment(rawValue: PostgresServer.skipReason)))
struct PostgresHistoryStoreTests {
    private func goldenSummary() throws -> (summary: SummaryMetrics, text: String) { try HistoryFixtures.goldenSummary() }

    private func provenance(_ commit: String) -> RunProvenance { HistoryFixtures.provenance(commit) }

    @Test("A stored summary reads back with every metric, its settings, provenance, seed and the gate's verdicts; filters and last N work")
    func roundTrip() throws {
        let server = try PostgresServer()
        defer { server.remove() }
        let target = HistoryTarget.resolve(server.url)
        // Reading an empty database is an error, and creates nothing.
        let empty = try #require(throws: HistoryError.self) { try HistoryStores.open(target, writing: false) }
        #expect(empty.description.contains("holds no frameprof history"), "\(empty)")
        var (summary, text) = try goldenSummary()
        summary.devicePrices = "0123456789abcdef"
        let store = try HistoryStores.open(target, writing: true)
        let strategy = summary.strategies[0].name
        let verdict = LimitVerdict(recording: summary.settings, summary: summary.path, strategy: strategy, limit: Limit(metric: "hitches", rule: .max(.value(3))),
                                   value: RunSample([5]), baseline: nil, bound: 3, status: .fail, note: "over by 2")
        let ids = try store.store(summary, document: text, provenance: provenance("abc"), seed: UInt64.max, verdicts: [verdict])
        #expect(ids.count == summary.strategies.count)
        _ = try store.store(summary, document: text, provenance: provenance("def"), seed: nil, verdicts: [])
        let reader = try HistoryStores.open(target, writing: false)
        let runs = try reader.runs(RunFilter(last: summary.strategies.count * 2))
        #expect(runs.count == summary.strategies.count * 2)
        for (run, strategy) in zip(runs, summary.strategies) {
            let expected = Dictionary(uniqueKeysWithValues: strategy.metrics.compactMap { metric in metric.value.map { (metric.key, $0) } })
            #expect(run.metrics == expected, "\(run.strategy)")
            #expect(run.settings == summary.settings && run.seed == UInt64.max && run.provenance == provenance("abc"))
            #expect(run.devicePrices == "0123456789abcdef")
        }
        #expect(runs[0].verdicts == [StoredVerdict(metric: "hitches", rule: "≤ 3", status: "fail", value: 5, bound: 3, baseline: nil, note: "over by 2")])
        #expect(try reader.runs(RunFilter(strategy: strategy)).map(\.provenance.commit) == ["abc", "def"])
        #expect(try reader.runs(RunFilter(strategy: strategy, last: 1)).map(\.provenance.commit) == ["def"])
        #expect(try reader.runs(RunFilter(branch: "other")).isEmpty)
        #expect(try reader.runs(RunFilter(since: Date(timeIntervalSince1970: 1_790_000_001))).isEmpty)
        // A newer frameprof opening it again finds nothing to migrate.
        _ = try HistoryStores.open(target, writing: true)
        #expect(try HistoryStores.open(target, writing: false).runs(RunFilter()).count == summary.strategies.count * 2)
    }
}
#endif
