import FrameProfTrace

/// One row of a per-view (body) or per-layout (measure, place) duration table.
public struct DurationRow: Sendable, Equatable {
    /// The module tag (`StackLab`), empty when none.
    public var module: String
    /// The view or layout type.
    public var name: String
    /// The durations.
    public var stats: DurationStats

    /// `Module.Name` (just the name without a module), as `body_evaluations_by_view` keys it.
    public var qualifiedName: String { TraceName(module: module, name: name).qualified }

    /// Creates a row.
    public init(module: String, name: String, stats: DurationStats) {
        self.module = module
        self.name = name
        self.stats = stats
    }
}

/// A duration table for one interval kind, heaviest total first (ties by name, so output is stable).
public struct DurationTable: Sendable, Equatable {
    /// What the intervals measure.
    public var kind: EventKind
    /// The rows.
    public var rows: [DurationRow]

    /// Intervals in all rows.
    public var totalCount: Int { rows.reduce(0) { $0 + $1.stats.count } }

    /// Creates a table, sorting `rows`.
    public init(kind: EventKind, rows: [DurationRow]) {
        self.kind = kind
        self.rows = rows.sorted { ($0.stats.totalNs, $1.module, $1.name) > ($1.stats.totalNs, $0.module, $0.name) }
    }
}
