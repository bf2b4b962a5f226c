#if History
import Foundation
import FrameProfBudgets
import FrameProfSupport
import GRDB

/// Runs in an SQLite file through GRDB: a `recording` per stored summary (its settings, provenance and
/// whole document), a `run` per strategy, a `metric` row per number, so a series is one indexed query.
/// The file is in WAL mode with a busy timeout, so several processes store into it at once; the schema is
/// versioned by GRDB's migrator and migrates itself when a newer frameprof writes to an older file.
final class SQLiteHistoryStore: HistoryStore {
    private let target: HistoryTarget
    private let database: any DatabaseWriter

    /// Opens `path`: for writing, creating it (and its folder) and migrating the schema; for reading,
    /// read-only, and only if it is a frameprof history already.
    init(path: String, writing: Bool) throws {
        target = .sqlite(path: path)
        var configuration = Configuration()
        // Writers wait for each other instead of failing: eight CI jobs may store at once.
        configuration.busyMode = .timeout(30)
        configuration.readonly = !writing
        let exists = FileManager.default.fileExists(atPath: path)
        if !writing, !exists {
            throw HistoryError(target, "does not exist; store runs first with `frameprof record --history` (or name another store with --history-store).", code: .unreadable)
        }
        do {
            if writing {
                let folder = (path as NSString).deletingLastPathComponent
                if !folder.isEmpty { try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true) }
                database = try DatabasePool(path: path, configuration: configuration)
            } else {
                database = try DatabaseQueue(path: path, configuration: configuration)
            }
            try checkIsHistory(exists: exists)
            if writing { try migrate() }
        } catch let error as HistoryError {
            throw error
        } catch let error as DatabaseError where error.resultCode == .SQLITE_NOTADB || error.resultCode == .SQLITE_CORRUPT {
            throw HistoryError(target, "is not an SQLite database, or is damaged (\(error.message ?? "\(error.resultCode)")); name a frameprof history file, or move this one away to start a new one.", code: .damaged, underlying: error)
        } catch {
            throw HistoryError(target, "cannot be opened: \(error).", code: writing ? .unwritable : .unreadable, underlying: error)
        }
    }

    /// A file with tables that are not frameprof's is someone else's: refuse it rather than add to it.
    /// Another frameprof may be creating the tables this moment (GRDB records its migrations in a table
    /// of its own first), so a file is ours when its only migrations, if any, are frameprof's versions.
    private func checkIsHistory(exists: Bool) throws {
        guard exists else { return }
        let (tables, migrations) = try database.read { db in
            let tables = try String.fetchAll(db, sql: "SELECT name FROM sqlite_master WHERE type = 'table'")
            let migrations = tables.contains("grdb_migrations") ? try String.fetchAll(db, sql: "SELECT identifier FROM grdb_migrations") : []
            return (tables, migrations)
        }
        guard !tables.isEmpty else { return }
        let ours = migrations.allSatisfy { $0.first == "v" && $0.dropFirst().allSatisfy(\.isNumber) }
        guard tables.contains("grdb_migrations"), ours else {
            throw HistoryError(target, "is an SQLite database but not a frameprof history (its tables: \(tables.sorted().prefix(5).joined(separator: ", "))); name a history file or a new path.", code: .invalidInput)
        }
    }

    /// Brings the file to the newest schema. GRDB decides which migrations to run before it runs each in
    /// its own transaction, so two frameprofs opening a new file at once may both start the same one; the
    /// second then fails on the first one's tables. It finds the work done and goes on, or tries again.
    private func migrate() throws {
        for attempt in 1... {
            do {
                try Self.migrator.migrate(database)
                return
            } catch {
                if try database.read({ try Self.migrator.hasCompletedMigrations($0) }) { return }
                if attempt == 20 { throw error }
            }
        }
    }

    /// The schema, one migration per version; a migration never changes once released.
    static var migrator: DatabaseMigrator {
        var migrator = DatabaseMigrator()
        migrator.registerMigration("v1") { db in
            try db.create(table: "recording") { table in
                table.autoIncrementedPrimaryKey("id")
                table.column("recorded_at", .double).notNull()
                table.column("tool_version", .text).notNull()
                table.column("git_commit", .text)
                table.column("branch", .text)
                table.column("machine", .text).notNull()
                table.column("scenario", .text).notNull()
                table.column("clock", .text).notNull()
                table.column("device", .text).notNull()
                table.column("refresh_hz", .double).notNull()
                table.column("buffering", .text).notNull()
                table.column("cpu_slowdown", .double).notNull()
                table.column("seed", .integer)
                table.column("document", .text).notNull()
            }
            try db.create(table: "run") { table in
                table.autoIncrementedPrimaryKey("id")
                table.belongsTo("recording", onDelete: .cascade).notNull()
                table.column("strategy", .text).notNull()
            }
            try db.create(table: "metric") { table in
                table.belongsTo("run", onDelete: .cascade).notNull()
                table.column("name", .text).notNull()
                table.column("value", .double).notNull()
                table.primaryKey(["runId", "name"])
            }
            try db.create(indexOn: "recording", columns: ["scenario", "branch", "recorded_at"])
        }
        // The gate's verdict per limit, beside the run it judged (files written by v1 gain the table).
        migrator.registerMigration("v2") { db in
            try db.create(table: "verdict") { table in
                table.belongsTo("run", onDelete: .cascade).notNull()
                table.column("metric", .text).notNull()
                table.column("rule", .text).notNull()
                table.column("status", .text).notNull()
                table.column("value", .double)
                table.column("bound", .double)
                table.column("baseline", .double)
                table.column("note", .text).notNull()
            }
            try db.create(indexOn: "verdict", columns: ["runId"])
        }
        // The digest of the profile's prices each recording was priced with (older rows read null).
        migrator.registerMigration("v3") { db in
            try db.alter(table: "recording") { table in table.add(column: "device_prices", .text) }
        }
        return migrator
    }

    func store(_ summary: SummaryMetrics, document: String, provenance: RunProvenance, seed: UInt64?, verdicts: [LimitVerdict]) throws -> [Int64] {
        do {
            return try database.write { db in
                let settings = summary.settings
                try db.execute(sql: """
                    INSERT INTO recording (recorded_at, tool_version, git_commit, branch, machine, scenario, clock, device,
                                           refresh_hz, buffering, cpu_slowdown, seed, device_prices, document)
                    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                    """, arguments: [provenance.recordedAt.timeIntervalSince1970, provenance.toolVersion, provenance.commit, provenance.branch,
                                     provenance.machine, settings.scenario, settings.clock, settings.device, settings.refreshHz,
                                     settings.buffering, settings.cpuSlowdown, seed.map { Int64(bitPattern: $0) }, summary.devicePrices, document])
                let recording = db.lastInsertedRowID
                var ids: [Int64] = []
                for strategy in summary.strategies {
                    try db.execute(sql: "INSERT INTO run (recordingId, strategy) VALUES (?, ?)", arguments: [recording, strategy.name])
                    let run = db.lastInsertedRowID
                    ids.append(run)
                    let statement = try db.cachedStatement(sql: "INSERT INTO metric (runId, name, value) VALUES (?, ?, ?)")
                    for (name, value) in strategy.metrics {
                        guard let value else { continue }
                        try statement.execute(arguments: [run, name, value])
                    }
                    let verdictStatement = try db.cachedStatement(sql: "INSERT INTO verdict (runId, metric, rule, status, value, bound, baseline, note) VALUES (?, ?, ?, ?, ?, ?, ?, ?)")
                    for verdict in StoredVerdict.of(verdicts, summary: summary, strategy: strategy.name) {
                        try verdictStatement.execute(arguments: [run, verdict.metric, verdict.rule, verdict.status, verdict.value, verdict.bound,
                                                                 verdict.baseline, verdict.note])
                    }
                }
                return ids
            }
        } catch {
            throw HistoryError(target, "the run was not stored: \(error).", code: .unwritable, underlying: error)
        }
    }

    func runs(_ filter: RunFilter) throws -> [StoredRun] {
        do {
            return try database.read { db in
                // A file only ever read, written by an older frameprof, may lack the v3 column.
                let hasDevicePrices = try db.columns(in: "recording").contains { $0.name == "device_prices" }
                let query = RunQuery(filter, recordingColumn: "recordingId", hasDevicePrices: hasDevicePrices) { _ in "?" }
                var arguments = StatementArguments()
                for value in query.values {
                    switch value {
                    case let .text(text): _ = arguments.append(contentsOf: [text])
                    case let .time(date): _ = arguments.append(contentsOf: [date.timeIntervalSince1970])
                    }
                }
                let rows = try Row.fetchAll(db, sql: query.sql, arguments: arguments)
                // The metrics of all the runs in a few queries (500 bound ids each), not one query a run.
                let ids: [Int64] = rows.map { $0["run_id"] }
                var metricsByRun: [Int64: [String: Double]] = [:]
                var verdictsByRun: [Int64: [StoredVerdict]] = [:]
                // A file only ever read (v1, written by an older frameprof) has no verdict table.
                let hasVerdicts = try db.tableExists("verdict")
                for start in stride(from: 0, to: ids.count, by: 500) {
                    let chunk = Array(ids[start..<min(ids.count, start + 500)])
                    let placeholders = Array(repeating: "?", count: chunk.count).joined(separator: ", ")
                    let cursor = try Row.fetchCursor(db, sql: "SELECT runId, name, value FROM metric WHERE runId IN (\(placeholders))",
                                                     arguments: StatementArguments(chunk))
                    while let metric = try cursor.next() {
                        metricsByRun[metric["runId"], default: [:]][metric["name"]] = metric["value"] as Double
                    }
                    guard hasVerdicts else { continue }
                    let verdicts = try Row.fetchCursor(db, sql: "SELECT * FROM verdict WHERE runId IN (\(placeholders)) ORDER BY rowid",
                                                       arguments: StatementArguments(chunk))
                    while let row = try verdicts.next() {
                        verdictsByRun[row["runId"], default: []].append(
                            StoredVerdict(metric: row["metric"], rule: row["rule"], status: row["status"], value: row["value"], bound: row["bound"],
                                          baseline: row["baseline"], note: row["note"]))
                    }
                }
                return rows.map { row in
                    let metrics = metricsByRun[row["run_id"]] ?? [:]
                    let seed: Int64? = row["seed"]
                    return StoredRun(
                        id: row["run_id"], recording: row["id"],
                        provenance: RunProvenance(recordedAt: Date(timeIntervalSince1970: row["recorded_at"]), commit: row["git_commit"],
                                                  branch: row["branch"], machine: row["machine"], toolVersion: row["tool_version"]),
                        settings: RecordingKey(scenario: row["scenario"], clock: row["clock"], device: row["device"], refreshHz: row["refresh_hz"],
                                               buffering: row["buffering"], cpuSlowdown: row["cpu_slowdown"]),
                        strategy: row["strategy"], seed: seed.map { UInt64(bitPattern: $0) }, devicePrices: row["device_prices"], metrics: metrics,
                        verdicts: verdictsByRun[row["run_id"]] ?? [])
                }
            }
        } catch {
            throw HistoryError(target, "cannot be read: \(error).", code: .unreadable, underlying: error)
        }
    }
}
#endif
