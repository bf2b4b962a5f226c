import Foundation

/// A throwaway PostgreSQL server on loopback for one test, started by `Scripts/postgres-server` from
/// Debian's packages. Tests that need one are enabled when the server's programs are installed, and when
/// `FRAMEPROF_REQUIRE_POSTGRES=1` (CI) so that a missing server fails them instead of skipping.
public struct PostgresServer {
    /// The cluster's folder (data, socket, log).
    public let directory: String
    /// The server's URL, with the test user's password.
    public let url: String

    /// Whether Debian's PostgreSQL server is installed.
    public static var installed: Bool {
        let versions = (try? FileManager.default.contentsOfDirectory(atPath: "/usr/lib/postgresql")) ?? []
        return versions.contains { FileManager.default.isExecutableFile(atPath: "/usr/lib/postgresql/\($0)/bin/initdb") }
    }

    /// Whether the tests that need a server run here.
    public static var enabled: Bool { installed || ProcessInfo.processInfo.environment["FRAMEPROF_REQUIRE_POSTGRES"] == "1" }

    /// Why they are skipped when they are.
    public static let skipReason: String = "needs a PostgreSQL server (apt-get install -y postgresql); FRAMEPROF_REQUIRE_POSTGRES=1 makes that a failure"

    /// The script, from this file's place in the package.
    private static var script: String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Scripts/postgres-server").path
    }

    /// Starts a new server in a new temporary folder.
    public init() throws {
        directory = NSTemporaryDirectory() + "frameprof-pg-\(UUID().uuidString)"
        let output = try Self.run(["start", directory])
        guard output.status == 0, let line = output.stdout.split(separator: "\n").last else {
            throw ServerError(message: "Scripts/postgres-server start failed: \(output.stderr)")
        }
        url = String(line)
    }

    /// The port it listens on.
    public var port: String { (try? String(contentsOfFile: directory + "/port", encoding: .utf8))?.trimmingCharacters(in: .whitespacesAndNewlines) ?? "" }
    /// The test user's password.
    public var password: String { (try? String(contentsOfFile: directory + "/password", encoding: .utf8))?.trimmingCharacters(in: .whitespacesAndNewlines) ?? "" }

    /// Stops the server: `immediate` cuts it off as a crash would.
    public func stop(immediate: Bool = false) throws {
        _ = try Self.run(["stop", directory] + (immediate ? ["immediate"] : []))
    }

    /// Stops it and deletes its folder.
    public func remove() {
        _ = try? Self.run(["remove", directory])
    }

    /// Runs the script with `system`, its output in files: Foundation's `Process` left the script a
    /// zombie here (its exit never reaped after pg_ctl had started the server), and the wait never ended.
    private static func run(_ arguments: [String]) throws -> (status: Int32, stdout: String, stderr: String) {
        let base = NSTemporaryDirectory() + "frameprof-pg-script-\(UUID().uuidString)"
        defer { for suffix in [".out", ".err"] { try? FileManager.default.removeItem(atPath: base + suffix) } }
        let quoted = ([script] + arguments).map { "'" + $0.replacingOccurrences(of: "'", with: "'\\''") + "'" }.joined(separator: " ")
        let status = system("/bin/bash \(quoted) >'\(base).out' 2>'\(base).err' </dev/null")
        let stdout = (try? String(contentsOfFile: base + ".out", encoding: .utf8)) ?? ""
        let stderr = (try? String(contentsOfFile: base + ".err", encoding: .utf8)) ?? ""
        return (status == 0 ? 0 : 1, stdout, stderr)
    }

    public struct ServerError: Error, CustomStringConvertible {
        let message: String
        public var description: String { message }
    }
}
