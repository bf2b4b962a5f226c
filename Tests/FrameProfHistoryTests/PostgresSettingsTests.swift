import Foundation
import Testing
@testable import FrameProfHistory

/// A `postgres://` URL read as libpq reads it: defaults from the environment, the password from the URL,
/// `PGPASSWORD` or `~/.pgpass`, and `sslmode`; a mistake is named without the password.
struct PostgresSettingsTests {
    @Test("The URL's parts, else PGUSER, PGHOST, PGPORT and PGDATABASE, else libpq's defaults")
    func parts() throws {
        let full = try PostgresSettings.parse("postgres://ci:p%40ss@db.internal:6543/perf?sslmode=verify-full&sslrootcert=/etc/ca.pem", environment: [:])
        #expect(full == PostgresSettings(host: "db.internal", port: 6543, user: "ci", password: "p@ss", database: "perf", sslMode: .verifyFull,
                                         rootCertificate: "/etc/ca.pem"))
        let bare = try PostgresSettings.parse("postgresql://", environment: ["PGUSER": "u", "PGHOST": "h", "PGPORT": "7000", "PGDATABASE": "d"])
        #expect(bare.user == "u" && bare.host == "h" && bare.port == 7000 && bare.database == "d" && bare.sslMode == .prefer && bare.password == nil)
        let defaults = try PostgresSettings.parse("postgres://", environment: ["USER": "dev"])
        #expect(defaults.host == "localhost" && defaults.port == 5432 && defaults.user == "dev" && defaults.database == "dev")
    }

    @Test("An unknown sslmode, parameter or PGPORT is an error naming what is expected")
    func mistakes() {
        #expect(throws: PostgresURLError("has sslmode=strict; use one of disable, allow, prefer, require, verify-ca, verify-full.")) {
            try PostgresSettings.parse("postgres://u:secret@h/d?sslmode=strict", environment: [:])
        }
        #expect(throws: PostgresURLError("has the parameter 'timeout', which frameprof does not use; it takes sslmode and sslrootcert.")) {
            try PostgresSettings.parse("postgres://h/d?timeout=3", environment: [:])
        }
        #expect(throws: PostgresURLError("takes its port from PGPORT, which is 'x', not a port number.")) {
            try PostgresSettings.parse("postgres://h/d", environment: ["PGPORT": "x"])
        }
    }

    @Test("The password: the URL's, else PGPASSWORD (unless empty), else the first matching line of a .pgpass only its owner reads")
    func passwords() throws {
        let home = NSTemporaryDirectory() + "frameprof-pgpass-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: home) }
        try FileManager.default.createDirectory(atPath: home, withIntermediateDirectories: true)
        try "# team servers\nother:5432:*:*:no\ndb:5432:perf:ci:first\\:part\n*:*:*:ci:fallback\n".write(toFile: home + "/.pgpass", atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: home + "/.pgpass")
        let environment = ["HOME": home]
        #expect(try PostgresSettings.parse("postgres://ci:url@db/perf", environment: environment).password == "url")
        #expect(try PostgresSettings.parse("postgres://ci@db/perf", environment: environment.merging(["PGPASSWORD": "env"]) { $1 }).password == "env")
        #expect(try PostgresSettings.parse("postgres://ci@db/perf", environment: environment.merging(["PGPASSWORD": ""]) { $1 }).password == "first:part")
        #expect(try PostgresSettings.parse("postgres://ci@db:5433/perf", environment: environment).password == "fallback")
        #expect(try PostgresSettings.parse("postgres://dev@db/perf", environment: environment).password == nil)
        try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: home + "/.pgpass")
        #expect(try PostgresSettings.parse("postgres://ci@db/perf", environment: environment).password == nil)
    }
}
