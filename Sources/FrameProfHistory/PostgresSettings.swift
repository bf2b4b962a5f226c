import Foundation

/// How to reach a PostgreSQL server, read from a `postgres://` URL the way libpq reads one: the user,
/// host, port and database from the URL, else `PGUSER`, `PGHOST`, `PGPORT`, `PGDATABASE`; the password
/// from the URL, else `PGPASSWORD`, else the first matching line of `~/.pgpass` (or `PGPASSFILE`); TLS
/// from `sslmode` (libpq's default, `prefer`). Kept apart from the client so it is tested without one.
public struct PostgresSettings: Sendable, Equatable {
    /// libpq's `sslmode` values.
    public enum SSLMode: String, Sendable, CaseIterable {
        /// No TLS.
        case disable
        /// No TLS unless the server insists (treated as `disable`: postgres-nio cannot fall back upward).
        case allow
        /// TLS when the server offers it, without checking its certificate.
        case prefer
        /// TLS or no connection, without checking the certificate.
        case require
        /// TLS, with the certificate checked against the trusted roots (`sslrootcert`, else the system's).
        case verifyCA = "verify-ca"
        /// As `verify-ca`, and the certificate must name the host.
        case verifyFull = "verify-full"
    }

    /// The server's host name or address.
    public var host: String
    /// Its port.
    public var port: Int
    /// The user to connect as.
    public var user: String
    /// The password, when there is one.
    public var password: String?
    /// The database.
    public var database: String
    /// How TLS is used.
    public var sslMode: SSLMode
    /// A file of trusted root certificates (PEM), for `verify-ca` and `verify-full`.
    public var rootCertificate: String?

    /// The settings of `url`, with the environment's and `~/.pgpass`'s defaults; a malformed URL or an
    /// unknown `sslmode` is an error that names what was expected (never the password).
    public static func parse(_ url: String, environment: [String: String] = ProcessInfo.processInfo.environment) throws(PostgresURLError) -> PostgresSettings {
        guard let components = URLComponents(string: url), let scheme = components.scheme, ["postgres", "postgresql"].contains(scheme) else {
            throw PostgresURLError("is not a PostgreSQL URL; write postgres://USER@HOST:PORT/DATABASE?sslmode=require.")
        }
        let user = components.percentEncodedUser?.removingPercentEncoding ?? environment["PGUSER"] ?? environment["USER"] ?? "postgres"
        let host = components.host.flatMap { $0.isEmpty ? nil : $0 } ?? environment["PGHOST"] ?? "localhost"
        var port = components.port ?? 5432
        if components.port == nil, let text = environment["PGPORT"] {
            guard let value = Int(text), (1...65535).contains(value) else { throw PostgresURLError("takes its port from PGPORT, which is '\(text)', not a port number.") }
            port = value
        }
        let path = components.path.hasPrefix("/") ? String(components.path.dropFirst()) : components.path
        let database = path.isEmpty ? environment["PGDATABASE"] ?? user : (path.removingPercentEncoding ?? path)
        var mode = SSLMode.prefer
        var root: String?
        for item in components.queryItems ?? [] {
            switch item.name {
            case "sslmode":
                guard let value = item.value.flatMap(SSLMode.init(rawValue:)) else {
                    throw PostgresURLError("has sslmode=\(item.value ?? ""); use one of \(SSLMode.allCases.map(\.rawValue).joined(separator: ", ")).")
                }
                mode = value
            case "sslrootcert":
                root = item.value
            default:
                throw PostgresURLError("has the parameter '\(item.name)', which frameprof does not use; it takes sslmode and sslrootcert.")
            }
        }
        let password = components.percentEncodedPassword?.removingPercentEncoding ?? environment["PGPASSWORD"].flatMap { $0.isEmpty ? nil : $0 }
            ?? passFile(environment).flatMap { lookUp(in: $0, host: host, port: port, database: database, user: user) }
        return PostgresSettings(host: host, port: port, user: user, password: password, database: database, sslMode: mode, rootCertificate: root)
    }

    /// `~/.pgpass`, or `PGPASSFILE`; libpq ignores a file others can read, and so does this.
    static func passFile(_ environment: [String: String]) -> String? {
        let path = environment["PGPASSFILE"] ?? environment["HOME"].map { $0 + "/.pgpass" }
        guard let path, let attributes = try? FileManager.default.attributesOfItem(atPath: path),
              let permissions = attributes[.posixPermissions] as? Int, permissions & 0o077 == 0 else { return nil }
        return try? String(contentsOfFile: path, encoding: .utf8)
    }

    /// The password of the first line of a `.pgpass` file that matches (`host:port:database:user:password`,
    /// `*` matching anything, `\:` and `\\` escaped).
    static func lookUp(in text: String, host: String, port: Int, database: String, user: String) -> String? {
        for line in text.split(whereSeparator: \.isNewline) where !line.hasPrefix("#") {
            var fields: [String] = [""]
            var escaped = false
            for character in line {
                if escaped { fields[fields.count - 1].append(character); escaped = false }
                else if character == "\\" { escaped = true }
                else if character == ":" && fields.count < 5 { fields.append("") }
                else { fields[fields.count - 1].append(character) }
            }
            guard fields.count == 5 else { continue }
            let wanted = [host, String(port), database, user]
            if zip(fields.prefix(4), wanted).allSatisfy({ $0 == "*" || $0 == $1 }) { return fields[4] }
        }
        return nil
    }
}

/// A `postgres://` URL frameprof cannot use; the message follows the URL without its password.
public struct PostgresURLError: Error, Sendable, Equatable {
    /// What is wrong, and what was expected.
    public let message: String

    /// An error saying `message`.
    public init(_ message: String) {
        self.message = message
    }
}
