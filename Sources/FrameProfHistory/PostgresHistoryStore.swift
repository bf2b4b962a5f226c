#if Postgres
import Foundation
import FrameProfBudgets
import FrameProfSupport
import Logging
import NIOCore
import NIOPosix
import NIOSSL
import PostgresNIO

/// Runs on a PostgreSQL server a team shares, through postgres-nio: the same tables as the SQLite file
/// (`recording` with the whole summary as `jsonb`, `run`, `metric`, `verdict`), one transaction a
/// recording, a schema version table that migrates itself under an advisory lock (so eight CI jobs
/// starting at once migrate it once), and reads in one read-only snapshot. A command is synchronous, so
/// the store waits on postgres-nio's futures from the command's thread, never from an event loop.
final class PostgresHistoryStore: HistoryStore {
    private let target: HistoryTarget
    private let connection: PostgresConnection
    private let logger: Logger
    private let server: String

    /// Connects to the server `settings` names: for writing, creating or migrating the tables; for
    /// reading, in a session that cannot write and only if the database holds a frameprof history.
    init(_ settings: PostgresSettings, target: HistoryTarget, writing: Bool) throws {
        self.target = target
        var logger = Logger(label: "frameprof.history")
        logger.logLevel = .critical
        self.logger = logger
        server = "\(settings.host):\(settings.port)"
        let configuration: PostgresConnection.Configuration
        do {
            var made = PostgresConnection.Configuration(host: settings.host, port: settings.port, username: settings.user,
                                                        password: settings.password, database: settings.database, tls: try settings.tls())
            made.options.connectTimeout = .seconds(10)
            configuration = made
        } catch {
            throw HistoryError(target, "cannot set up TLS for sslmode=\(settings.sslMode.rawValue): \(error).", code: .usage, underlying: error)
        }
        do {
            connection = try PostgresConnection.connect(on: MultiThreadedEventLoopGroup.singleton.next(), configuration: configuration,
                                                        id: 1, logger: logger).wait()
        } catch {
            throw HistoryError(target, "cannot connect to the PostgreSQL server at \(server) as \(settings.user): \(Self.explain(error)). Check that the server runs and the URL, PGPASSWORD or ~/.pgpass.",
                               code: writing ? .unwritable : .unreadable, underlying: error)
        }
        do {
            if writing {
                try migrate()
            } else {
                // Reading never writes: the session itself refuses to.
                try execute("SET SESSION CHARACTERISTICS AS TRANSACTION READ ONLY")
                guard try exists("frameprof_schema") else {
                    throw HistoryError(target, "holds no frameprof history; store runs first with `frameprof record --history-store URL`.", code: .unreadable)
                }
            }
        } catch let error as HistoryError {
            throw error
        } catch {
            throw HistoryError(target, "cannot prepare the history tables: \(Self.explain(error)).", code: writing ? .unwritable : .unreadable, underlying: error)
        }
    }

    /// Closes the connection, also when the initializer threw after connecting (Swift runs deinit then).
    deinit {
        _ = try? connection.close().wait()
    }

    // MARK: Schema

    /// The schema, one list of statements per version; a version never changes once released.
    static let migrations: [(version: Int, statements: [String])] = [
        (1, [
            """
            CREATE TABLE recording (id bigserial PRIMARY KEY, recorded_at timestamptz NOT NULL, tool_version text NOT NULL,
              git_commit text, branch text, machine text NOT NULL, scenario text NOT NULL, clock text NOT NULL, device text NOT NULL,
              refresh_hz double precision NOT NULL, buffering text NOT NULL, cpu_slowdown double precision NOT NULL, seed bigint,
              document jsonb NOT NULL)
            """,
            "CREATE TABLE run (id bigserial PRIMARY KEY, recording_id bigint NOT NULL REFERENCES recording (id) ON DELETE CASCADE, strategy text NOT NULL)",
            """
            CREATE TABLE metric (run_id bigint NOT NULL REFERENCES run (id) ON DELETE CASCADE, name text NOT NULL,
              value double precision NOT NULL, PRIMARY KEY (run_id, name))
            """,
            "CREATE INDEX recording_scenario_branch ON recording (scenario, branch, recorded_at)",
            "CREATE INDEX run_recording ON run (recording_id)",
        ]),
        (2, [
            """
            CREATE TABLE verdict (run_id bigint NOT NULL REFERENCES run (id) ON DELETE CASCADE, position integer NOT NULL,
              metric text NOT NULL, rule text NOT NULL, status text NOT NULL, value double precision, bound double precision,
              baseline double precision, note text NOT NULL, PRIMARY KEY (run_id, position))
            """,
        ]),
        // The digest of the profile's prices each recording was priced with (older rows read null).
        (3, ["ALTER TABLE recording ADD COLUMN device_prices text"]),
    ]

    /// Brings the tables to the newest version, once however many writers start at the same moment: the
    /// transaction-scoped advisory lock makes the others wait, then find nothing left to do.
    private func migrate() throws {
        try transaction {
            try execute("SELECT pg_advisory_xact_lock(7250363)")
            let hasSchema = try exists("frameprof_schema")
            if !hasSchema, try exists("recording") {
                throw HistoryError(target, "has a table named recording but no frameprof_schema: it is not a frameprof history; name another database.", code: .invalidInput)
            }
            try execute("CREATE TABLE IF NOT EXISTS frameprof_schema (version integer PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())")
            let current = try query("SELECT coalesce(max(version), 0) FROM frameprof_schema").rows.first.map { try $0.decode(Int.self) } ?? 0
            for (version, statements) in Self.migrations where version > current {
                for statement in statements { try execute(statement) }
                try query("INSERT INTO frameprof_schema (version) VALUES (\(version))")
            }
        }
    }

    /// Whether a table of this name is visible in the connection's search path.
    private func exists(_ table: String) throws -> Bool {
        let rows = try query("SELECT to_regclass(\(table)) IS NOT NULL")
        return try rows.rows.first?.decode(Bool.self) ?? false
    }

    // MARK: Storing and reading

    func store(_ summary: SummaryMetrics, document: String, provenance: RunProvenance, seed: UInt64?, verdicts: [LimitVerdict]) throws -> [Int64] {
        do {
            return try transaction {
                let s = summary.settings
                // Interpolated values are bound parameters (postgres-nio's PostgresQuery), never SQL text.
                let recording = try query("""
                    INSERT INTO recording (recorded_at, tool_version, git_commit, branch, machine, scenario, clock, device, refresh_hz,
                                           buffering, cpu_slowdown, seed, device_prices, document)
                    VALUES (\(provenance.recordedAt), \(provenance.toolVersion), \(provenance.commit), \(provenance.branch), \(provenance.machine),
                            \(s.scenario), \(s.clock), \(s.device), \(s.refreshHz), \(s.buffering), \(s.cpuSlowdown),
                            \(seed.map { Int64(bitPattern: $0) }), \(summary.devicePrices), \(document)::jsonb) RETURNING id
                    """).rows[0].decode(Int64.self)
                var ids: [Int64] = []
                for strategy in summary.strategies {
                    let run = try query("INSERT INTO run (recording_id, strategy) VALUES (\(recording), \(strategy.name)) RETURNING id").rows[0].decode(Int64.self)
                    ids.append(run)
                    let metrics = strategy.metrics.compactMap { metric in metric.value.map { (name: metric.key, value: $0) } }
                    // Every metric of the strategy in one statement: two arrays unnested into rows.
                    try query("INSERT INTO metric (run_id, name, value) SELECT \(run), * FROM unnest(\(metrics.map(\.name))::text[], \(metrics.map(\.value))::float8[])")
                    for (position, verdict) in StoredVerdict.of(verdicts, summary: summary, strategy: strategy.name).enumerated() {
                        try query("""
                            INSERT INTO verdict (run_id, position, metric, rule, status, value, bound, baseline, note)
                            VALUES (\(run), \(position), \(verdict.metric), \(verdict.rule), \(verdict.status), \(verdict.value), \(verdict.bound),
                                    \(verdict.baseline), \(verdict.note))
                            """)
                    }
                }
                return ids
            }
        } catch let error as HistoryError {
            throw error
        } catch {
            throw HistoryError(target, "the run was not stored: \(Self.explain(error)).", code: .unwritable, underlying: error)
        }
    }

    func runs(_ filter: RunFilter) throws -> [StoredRun] {
        do {
            // One snapshot: a recording stored meanwhile is in it whole or not at all.
            return try transaction(begin: "BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY") {
                // A database only ever read, written by an older frameprof, may lack version 3's column.
                let version = try query("SELECT coalesce(max(version), 0) FROM frameprof_schema").rows.first.map { try $0.decode(Int.self) } ?? 0
                let runQuery = RunQuery(filter, recordingColumn: "recording_id", hasDevicePrices: version >= 3) { "$\($0)" }
                var binds = PostgresBindings()
                for value in runQuery.values {
                    switch value {
                    case let .text(text): binds.append(text)
                    case let .time(date): binds.append(date)
                    }
                }
                let rows = try query(PostgresQuery(unsafeSQL: runQuery.sql, binds: binds)).rows.map { $0.makeRandomAccess() }
                let ids = try rows.map { try $0["run_id"].decode(Int64.self) }
                var metricsByRun: [Int64: [String: Double]] = [:]
                for row in try query("SELECT run_id, name, value FROM metric WHERE run_id = ANY(\(ids))").rows {
                    let (run, name, value) = try row.decode((Int64, String, Double).self)
                    metricsByRun[run, default: [:]][name] = value
                }
                var verdictsByRun: [Int64: [StoredVerdict]] = [:]
                for row in try query("""
                    SELECT run_id, metric, rule, status, value, bound, baseline, note FROM verdict WHERE run_id = ANY(\(ids)) ORDER BY run_id, position
                    """).rows {
                    let (run, metric, rule, status, value, bound, baseline, note) = try row.decode((Int64, String, String, String, Double?, Double?, Double?, String).self)
                    verdictsByRun[run, default: []].append(StoredVerdict(metric: metric, rule: rule, status: status, value: value, bound: bound,
                                                                         baseline: baseline, note: note))
                }
                return try zip(rows, ids).map { row, id in
                    let seed = try row["seed"].decode(Int64?.self)
                    return StoredRun(
                        id: id, recording: try row["id"].decode(Int64.self),
                        provenance: RunProvenance(recordedAt: try row["recorded_at"].decode(Date.self), commit: try row["git_commit"].decode(String?.self),
                                                  branch: try row["branch"].decode(String?.self), machine: try row["machine"].decode(String.self),
                                                  toolVersion: try row["tool_version"].decode(String.self)),
                        settings: RecordingKey(scenario: try row["scenario"].decode(String.self), clock: try row["clock"].decode(String.self),
                                               device: try row["device"].decode(String.self), refreshHz: try row["refresh_hz"].decode(Double.self),
                                               buffering: try row["buffering"].decode(String.self), cpuSlowdown: try row["cpu_slowdown"].decode(Double.self)),
                        strategy: try row["strategy"].decode(String.self), seed: seed.map { UInt64(bitPattern: $0) },
                        devicePrices: try row["device_prices"].decode(String?.self),
                        metrics: metricsByRun[id] ?? [:], verdicts: verdictsByRun[id] ?? [])
                }
            }
        } catch {
            throw HistoryError(target, "cannot be read: \(Self.explain(error)).", code: .unreadable, underlying: error)
        }
    }

    // MARK: Plumbing

    /// Runs `body` between `begin` and COMMIT, rolling back when it throws.
    private func transaction<T>(begin: String = "BEGIN", _ body: () throws -> T) throws -> T {
        try execute(begin)
        do {
            let result = try body()
            try execute("COMMIT")
            return result
        } catch {
            try? execute("ROLLBACK")
            throw error
        }
    }

    /// Runs fixed SQL text (a transaction's bounds, the schema's statements): nothing in it is a value.
    private func execute(_ sql: String) throws {
        try query(PostgresQuery(unsafeSQL: sql))
    }

    /// Runs `statement`, waiting for every row: the store is used from a command's own thread.
    @discardableResult
    private func query(_ statement: PostgresQuery) throws -> PostgresQueryResult {
        try connection.query(statement, logger: logger).wait()
    }

    /// A sentence about `error` that names the server's own message and never the query's values: postgres-nio
    /// hides everything behind "PSQLError" by default, so as not to leak what was bound.
    static func explain(_ error: any Error) -> String {
        guard let error = error as? PSQLError else { return "\(error)" }
        if let info = error.serverInfo, let message = info[.message] {
            return "the server said \"\(message)\"" + (info[.sqlState].map { " (SQLSTATE \($0))" } ?? "")
        }
        if error.code == .sslUnsupported { return "the server does not offer TLS; use sslmode=disable or prefer for a server without it" }
        // A refused or unreachable server: the system's own words for each address tried.
        if let failure = error.underlying as? NIOConnectionError {
            let reasons = failure.connectionErrors.map { attempt in
                (attempt.error as? IOError).map { String(cString: strerror($0.errnoCode)).lowercased() } ?? "\(attempt.error)"
            }
            if !reasons.isEmpty { return Array(Set(reasons)).sorted().joined(separator: "; ") }
        }
        if let underlying = error.underlying { return "\(error.code): \(underlying)" }
        return "\(error.code)"
    }
}

extension PostgresSettings {
    /// postgres-nio's TLS for `sslMode`: none, the server's choice or required; a certificate checked only
    /// for `verify-ca` (against the roots) and `verify-full` (and the host name), as libpq does.
    func tls() throws -> PostgresConnection.Configuration.TLS {
        var configuration = TLSConfiguration.makeClientConfiguration()
        switch sslMode {
        case .disable, .allow:
            return .disable
        case .prefer, .require:
            configuration.certificateVerification = .none
        case .verifyCA:
            configuration.certificateVerification = .noHostnameVerification
        case .verifyFull:
            configuration.certificateVerification = .fullVerification
        }
        if let rootCertificate { configuration.trustRoots = .file(rootCertificate) }
        let context = try NIOSSLContext(configuration: configuration)
        return sslMode == .prefer ? .prefer(context) : .require(context)
    }
}
#endif
