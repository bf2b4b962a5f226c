#if Postgres
import Foundation
import FrameProfTestSupport
import Testing

/// The run history shared by a team, on a real PostgreSQL server started for each test from Debian's
/// packages, and the same concurrency on the SQLite file: writers in separate processes lose and
/// duplicate nothing, readers see whole recordings, a server that goes away is a clear error after every
/// local output is written, and a password is never printed.
@Suite("frameprof history on PostgreSQL", .enabled(if: PostgresServer.enabled, Comment(rawValue: PostgresServer.skipReason)))
struct PostgresHistoryTests {
    private let directory = NSTemporaryDirectory() + "frameprof-pg-cli-\(UUID().uuidString)"

    /// A recording of a short scrub under every strategy, and a budget file that judges it.
    private func recording() throws -> (summary: String, budgets: String) {
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let out = directory + "/recording"
        let result = try CLIRunner.run(["record", "--scenario", "indicator-scrub", "--duration", "2", "--format", "json", "--out", out])
        #expect(result.status == 0, "\(result.stderr)")
        let budgets = directory + "/budgets.yml"
        try "version: 1\nbudgets:\n  - scenario: indicator-scrub\n    limits:\n      hitches: {max: 100000}\n"
            .write(toFile: budgets, atomically: true, encoding: .utf8)
        return (out, budgets)
    }

    /// `history list`'s rows as (run id, commit).
    private func listed(_ store: String) throws -> [(id: Int, commit: String)] {
        let list = try CLIRunner.run(["history", "list", "--history-store", store])
        guard list.status == 0 else { return [] }
        return list.stdout.split(separator: "\n").dropFirst().map { line in
            let fields = line.split(separator: " ", omittingEmptySubsequences: true)
            return (Int(fields[0]) ?? -1, String(fields[3]))
        }
    }

    /// Eight `gate --history` processes each store 50 recordings of four strategies while `history list`
    /// reads the store over and over.
    private func eightWriters(store: String) throws {
        let (summary, budgets) = try recording()
        let writers = (0..<8).map { writer in
            let process = Process()
            process.executableURL = CLIRunner.executable
            process.arguments = ["gate", "--budgets", budgets, "--history", "--history-store", store, "--commit", "writer\(writer)", "--branch", "main"]
                + Array(repeating: ["--summary", summary], count: 50).flatMap { $0 }
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle(forWritingAtPath: "/dev/null")
            return process
        }
        for writer in writers { try writer.run() }
        // Meanwhile a reader lists the store: every recording it sees has all four strategies.
        var reads = 0, partial = 0
        while writers.contains(where: \.isRunning) {
            let rows = try listed(store)
            reads += 1
            if Dictionary(grouping: rows, by: \.commit).values.contains(where: { $0.count % 4 != 0 }) { partial += 1 }
        }
        for writer in writers { writer.waitUntilExit() }
        #expect(writers.allSatisfy { $0.terminationStatus == 0 }, "\(writers.map(\.terminationStatus))")
        let rows = try listed(store)
        #expect(rows.count == 8 * 50 * 4, "\(rows.count) runs stored of 1,600")
        #expect(Set(rows.map(\.id)).count == rows.count, "a run id twice")
        #expect(Dictionary(grouping: rows, by: \.commit).mapValues(\.count) == Dictionary(uniqueKeysWithValues: (0..<8).map { ("writer\($0)", 200) }))
        #expect(partial == 0, "\(partial) of \(reads) reads saw a recording with some of its strategies missing")
    }

    @Test("Eight writer processes storing 50 recordings each into one PostgreSQL server lose nothing and duplicate nothing; a reader meanwhile sees whole recordings")
    func concurrentWritersOnPostgres() throws {
        let server = try PostgresServer()
        defer { server.remove(); try? FileManager.default.removeItem(atPath: directory) }
        try eightWriters(store: server.url)
    }

    @Test("The same eight writer processes into one SQLite file")
    func concurrentWritersOnSQLite() throws {
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try eightWriters(store: directory + "/history.sqlite")
    }

    @Test("A server that stops while a recording runs: exit 1 after every output is written, saying what was not stored")
    func serverStopsMidRun() throws {
        let server = try PostgresServer()
        defer { server.remove(); try? FileManager.default.removeItem(atPath: directory) }
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        // The server is there when the recording starts (the store is created), and gone before it ends.
        let (summary, budgets) = try recording()
        #expect(try CLIRunner.run(["gate", "--budgets", budgets, "--summary", summary, "--history", "--history-store", server.url]).status == 0)
        let out = directory + "/cut"
        let record = Process()
        record.executableURL = CLIRunner.executable
        record.arguments = ["record", "--scenario", "indicator-scrub", "--duration", "20", "--out", out, "--history-store", server.url]
        let err = Pipe()
        record.standardOutput = FileHandle.nullDevice
        record.standardError = err
        try record.run()
        Thread.sleep(forTimeInterval: 0.3)
        #expect(record.isRunning, "the recording ended before the server was stopped")
        try server.stop(immediate: true)
        let stderr = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        record.waitUntilExit()
        #expect(record.terminationStatus == 1)
        #expect(stderr.contains("cannot connect to the PostgreSQL server at 127.0.0.1:\(server.port) as frameprof: connection refused"), "\(stderr)")
        #expect(stderr.contains("The outputs in \(out) are written; 4 runs of indicator-scrub were not stored."), "\(stderr)")
        for file in ["summary.json", "report.html", "lazy-vstack/trace.fpt"] {
            #expect(FileManager.default.fileExists(atPath: out + "/" + file), "\(file) missing")
        }
        #expect(!stderr.contains(server.password))
    }

    @Test("A password is never printed; PGPASSWORD and ~/.pgpass supply one, and a .pgpass others can read is ignored as libpq ignores it")
    func passwords() throws {
        let server = try PostgresServer()
        defer { server.remove(); try? FileManager.default.removeItem(atPath: directory) }
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let bare = "postgres://frameprof@127.0.0.1:\(server.port)/postgres?sslmode=disable"
        let (summary, budgets) = try recording()
        func store(_ url: String, environment: [String: String] = [:]) throws -> CLIRunner.Result {
            try CLIRunner.run(["gate", "--budgets", budgets, "--summary", summary, "--history", "--history-store", url], environment: environment)
        }
        let wrong = try store("postgres://frameprof:not-\(server.password)@127.0.0.1:\(server.port)/postgres?sslmode=disable")
        #expect(wrong.status == 1)
        #expect(wrong.stderr.contains("postgres://frameprof:***@127.0.0.1:\(server.port)/postgres?sslmode=disable: cannot connect to the PostgreSQL server"), "\(wrong.stderr)")
        #expect(wrong.stderr.contains("password authentication failed for user"))
        #expect(!(wrong.stdout + wrong.stderr).contains(server.password))
        #expect(try store(bare, environment: ["PGPASSWORD": server.password]).status == 0)
        let home = directory + "/home"
        try FileManager.default.createDirectory(atPath: home, withIntermediateDirectories: true)
        try "# a comment\n*:*:other:*:nope\n127.0.0.1:\(server.port):*:frameprof:\(server.password)\n".write(toFile: home + "/.pgpass", atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: home + "/.pgpass")
        let open = try store(bare, environment: ["HOME": home, "PGPASSWORD": ""])
        #expect(open.status == 1, "a .pgpass others can read was used")
        try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: home + "/.pgpass")
        let stored = try store(bare, environment: ["HOME": home, "PGPASSWORD": ""])
        #expect(stored.status == 0, "\(stored.stderr)")
        let list = try CLIRunner.run(["history", "list", "--history-store", bare], environment: ["PGPASSWORD": server.password])
        #expect(list.stdout.split(separator: "\n").count == 1 + 2 * 4, "\(list.stdout)")
    }
}
#endif
