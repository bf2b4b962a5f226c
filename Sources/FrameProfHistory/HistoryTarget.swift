import Foundation

/// Where runs are kept: an embedded SQLite file (the default, `.frameprof/history.sqlite`, nothing to
/// install) or a PostgreSQL server a team shares. Parsed once at the edge from `--history-store` or
/// `FRAMEPROF_HISTORY`; the password of a server URL never appears in what it prints.
public enum HistoryTarget: Sendable, Equatable, CustomStringConvertible {
    /// An SQLite file at this path.
    case sqlite(path: String)
    /// A PostgreSQL URL (`postgres://user@host:5432/db?sslmode=require`).
    case postgres(url: String)

    /// The file a developer's runs go to when no store is named.
    public static let defaultPath = ".frameprof/history.sqlite"

    /// The environment variable that names a store when no option does.
    public static let environmentVariable = "FRAMEPROF_HISTORY"

    /// The store `value` names, else the one `FRAMEPROF_HISTORY` names, else the default file.
    public static func resolve(_ value: String?, environment: [String: String] = ProcessInfo.processInfo.environment) -> HistoryTarget {
        let chosen = value ?? environment[environmentVariable].flatMap { $0.isEmpty ? nil : $0 } ?? defaultPath
        if chosen.hasPrefix("postgres://") || chosen.hasPrefix("postgresql://") { return .postgres(url: chosen) }
        return .sqlite(path: chosen)
    }

    /// The store as it may be printed: a server URL without its password.
    public var description: String {
        switch self {
        case let .sqlite(path): path
        case let .postgres(url): Self.redacting(url)
        }
    }

    /// `url` with the password of its user part replaced by `***`.
    static func redacting(_ url: String) -> String {
        guard let scheme = url.range(of: "://"), let at = url[scheme.upperBound...].firstIndex(of: "@") else { return url }
        let user = url[scheme.upperBound..<at]
        guard let colon = user.firstIndex(of: ":") else { return url }
        return String(url[..<colon]) + ":***" + String(url[at...])
    }
}
