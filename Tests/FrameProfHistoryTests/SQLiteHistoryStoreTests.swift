#if History
import Foundation
import FrameProfBudgets
import FrameProfSupport
import GRDB
import Testing
@testable import FrameProfHistory

/// The SQLite store through GRDB: what goes in comes out, several writers at once lose nothing, and a
/// file that is not a history is refused, never changed.
struct SQLiteHistoryStoreTests {
    private let directory = NSTemporaryDirectory() + "frameprof-history-\(UUID().uuidString)"

    private func goldenSummary() throws -> (summary: SummaryMetrics, text: String) { try HistoryFixtures.goldenSummary() }

    private func provenance(_ commit: String) -> RunProvenance { HistoryFixtures.provenance(commit) }

    @Test("A stored summary reads back with every metric it had, its settings, provenance and seed")
    func roundTrip() throws {
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let (summary, text) = try goldenSummary()
        let store = try HistoryStores.open(.sqlite(path: directory + "/h.sqlite"), writing: true)
        let ids = try store.store(summary, document: text, provenance: provenance("abc"), seed: 7)
        #expect(ids.count == summary.strategies.count)
        let runs = try HistoryStores.open(.sqlite(path: directory + "/h.sqlite"), writing: false).runs(RunFilter())
        #expect(runs.map(\.strategy) == summary.strategies.map(\.name))
        for (run, strategy) in zip(runs, summary.strategies) {
            let expected = Dictionary(uniqueKeysWithValues: strategy.metrics.compactMap { metric in metric.value.map { (metric.key, $0) } })
            #expect(run.metrics == expected, "\(run.strategy)")
            #expect(run.settings == summary.settings && run.seed == 7 && run.provenance == provenance("abc"))
        }
        #expect(runs[0].metrics.count >= 30)
        // Filters: by strategy, and the last N, oldest first.
        let reader = try HistoryStores.open(.sqlite(path: directory + "/h.sqlite"), writing: false)
        _ = try store.store(summary, document: text, provenance: provenance("def"), seed: nil)
        let one = try reader.runs(RunFilter(strategy: summary.strategies[0].name))
        #expect(one.map(\.provenance.commit) == ["abc", "def"])
        #expect(try reader.runs(RunFilter(strategy: summary.strategies[0].name, last: 1)).map(\.provenance.commit) == ["def"])
        #expect(try reader.runs(RunFilter(branch: "other")).isEmpty)
    }

    @Test("Reading never writes: a missing store is not created, and listing leaves the file as it was")
    func readingNeverWrites() throws {
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let missing = directory + "/none.sqlite"
        #expect(throws: HistoryError.self) { try HistoryStores.open(.sqlite(path: missing), writing: false) }
        #expect(!FileManager.default.fileExists(atPath: missing))
        let (summary, text) = try goldenSummary()
        let path = directory + "/h.sqlite"
        _ = try HistoryStores.open(.sqlite(path: path), writing: true).store(summary, document: text, provenance: provenance("a"), seed: nil)
        let before = try Data(contentsOf: URL(fileURLWithPath: path))
        _ = try HistoryStores.open(.sqlite(path: path), writing: false).runs(RunFilter())
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
    }

    @Test("A damaged file and another program's database are refused with a sentence, and left as they were")
    func foreignAndDamaged() throws {
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let damaged = directory + "/damaged.sqlite"
        try Data(repeating: 0x41, count: 4096).write(to: URL(fileURLWithPath: damaged))
        for writing in [false, true] {
            let error = try #require(throws: HistoryError.self) { try HistoryStores.open(.sqlite(path: damaged), writing: writing) }
            #expect(error.code == .damaged && error.description.contains("is not an SQLite database, or is damaged"), "\(error)")
        }
        // Another program's database: refused for writing too, so its tables are not joined by frameprof's.
        let foreign = directory + "/foreign.sqlite"
        try DatabaseQueue(path: foreign).write { try $0.execute(sql: "CREATE TABLE notes (id INTEGER PRIMARY KEY, text TEXT)") }
        let before = try Data(contentsOf: URL(fileURLWithPath: foreign))
        for writing in [false, true] {
            let error = try #require(throws: HistoryError.self) { try HistoryStores.open(.sqlite(path: foreign), writing: writing) }
            #expect(error.code == .invalidInput && error.description.contains("is an SQLite database but not a frameprof history (its tables: notes)"), "\(error)")
        }
        #expect(try DatabaseQueue(path: foreign).read { try String.fetchAll($0, sql: "SELECT name FROM sqlite_master WHERE type = 'table'") } == ["notes"])
        _ = before
    }

    @Test("A file of schema v1 reads without verdicts, and gains them when a newer frameprof stores into it")
    func migratesV1() throws {
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let path = directory + "/v1.sqlite"
        let old = try DatabaseQueue(path: path)
        try SQLiteHistoryStore.migrator.migrate(old, upTo: "v1")
        try old.close()
        let (summary, text) = try goldenSummary()
        // Read-only, the v1 file stays v1 and its runs have no verdicts.
        #expect(try HistoryStores.open(.sqlite(path: path), writing: false).runs(RunFilter()).isEmpty)
        let store = try HistoryStores.open(.sqlite(path: path), writing: true)
        let strategy = summary.strategies[0].name
        let limit = Limit(metric: "hitches", rule: .max(.value(3)))
        let verdict = LimitVerdict(recording: summary.settings, summary: summary.path, strategy: strategy, limit: limit, value: RunSample([5]),
                                   baseline: nil, bound: 3, status: .fail, note: "over by 2")
        // A verdict about another recording is not this run's, nor one about another summary file the
        // same gate judged, recorded the same way.
        var elsewhere = verdict
        elsewhere.recording.scenario = "other"
        var twin = verdict
        twin.summary = "other/summary.json"
        _ = try store.store(summary, document: text, provenance: provenance("v2"), seed: nil, verdicts: [verdict, elsewhere, twin])
        let runs = try HistoryStores.open(.sqlite(path: path), writing: false).runs(RunFilter())
        #expect(runs.first { $0.strategy == strategy }?.verdicts
            == [StoredVerdict(metric: "hitches", rule: "≤ 3", status: "fail", value: 5, bound: 3, baseline: nil, note: "over by 2")])
        #expect(runs.filter { $0.strategy != strategy }.allSatisfy { $0.verdicts.isEmpty })
        #expect(try DatabaseQueue(path: path).read { try String.fetchAll($0, sql: "SELECT identifier FROM grdb_migrations ORDER BY identifier") } == ["v1", "v2", "v3"])
    }

    @Test("A file of schema v2 with runs reads them without a price digest, read-only; stored into, it keeps each recording's digest")
    func migratesV2() throws {
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let path = directory + "/v2.sqlite"
        let old = try DatabaseQueue(path: path)
        try SQLiteHistoryStore.migrator.migrate(old, upTo: "v2")
        // A run as frameprof wrote it before v3.
        try old.write { db in
            try db.execute(sql: """
                INSERT INTO recording (recorded_at, tool_version, machine, scenario, clock, device, refresh_hz, buffering, cpu_slowdown, document)
                VALUES (1790000000, '0.1.0', 'ci-1', 'scrub', 'virtual', 'our-phone', 60, 'double', 1, '{}')
                """)
            try db.execute(sql: "INSERT INTO run (recordingId, strategy) VALUES (1, 'list')")
            try db.execute(sql: "INSERT INTO metric (runId, name, value) VALUES (1, 'hitches', 4)")
        }
        try old.close()
        let before = try HistoryStores.open(.sqlite(path: path), writing: false).runs(RunFilter())
        #expect(before.count == 1 && before[0].devicePrices == nil && before[0].metrics == ["hitches": 4])
        var (summary, text) = try goldenSummary()
        summary.devicePrices = "0123456789abcdef"
        _ = try HistoryStores.open(.sqlite(path: path), writing: true).store(summary, document: text, provenance: provenance("v3"), seed: nil)
        let after = try HistoryStores.open(.sqlite(path: path), writing: false).runs(RunFilter())
        #expect(after.count == 1 + summary.strategies.count)
        #expect(after[0].devicePrices == nil && after.dropFirst().allSatisfy { $0.devicePrices == "0123456789abcdef" })
    }

    @Test("Eight writers storing 50 recordings each at once lose nothing and duplicate nothing; a reader meanwhile sees whole recordings")
    func concurrentWriters() async throws {
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let (summary, text) = try goldenSummary()
        let path = directory + "/h.sqlite"
        _ = try HistoryStores.open(.sqlite(path: path), writing: true)
        let strategies = summary.strategies.count
        let partial = Locked(0)
        try await withThrowingTaskGroup(of: Void.self) { group in
            for writer in 0..<8 {
                group.addTask {
                    // Each writer has its own connection to the file, as a separate CI job would.
                    let store = try HistoryStores.open(.sqlite(path: path), writing: true)
                    for run in 0..<50 {
                        _ = try store.store(summary, document: text, provenance: provenance("w\(writer)-r\(run)"), seed: nil)
                    }
                }
            }
            group.addTask {
                let reader = try HistoryStores.open(.sqlite(path: path), writing: false)
                for _ in 0..<20 {
                    let runs = try reader.runs(RunFilter())
                    let perCommit = Dictionary(grouping: runs, by: { $0.provenance.commit ?? "" })
                    if perCommit.values.contains(where: { $0.count != strategies }) { partial.withLock { $0 += 1 } }
                }
            }
            try await group.waitForAll()
        }
        let runs = try HistoryStores.open(.sqlite(path: path), writing: false).runs(RunFilter())
        #expect(runs.count == 8 * 50 * strategies)
        let commits = Set(runs.compactMap(\.provenance.commit))
        #expect(commits.count == 400)
        #expect(Set(runs.map(\.id)).count == runs.count)
        #expect(partial.withLock { $0 } == 0, "a reader saw a recording with some of its strategies missing")
    }
}
#endif
