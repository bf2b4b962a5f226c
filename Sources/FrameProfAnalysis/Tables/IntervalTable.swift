/// A duration table of named intervals that are not body, measure or place: the app's own signposts
/// (`os-signpost` intervals) or SwiftUI's update groups, read from a device recording.
public struct IntervalTable: Sendable, Equatable {
    /// What the intervals are (`signposts`), also the `summary.json` key of the table.
    public var title: String
    /// What a row names (`signpost name`).
    public var label: String
    /// The rows, heaviest total first.
    public var rows: [DurationRow]

    /// Creates a table, sorting `rows` as duration tables are sorted.
    public init(title: String, label: String, rows: [DurationRow]) {
        self.title = title
        self.label = label
        self.rows = DurationTable(kind: .body, rows: rows).rows
    }

    /// The table as `summary.json` writes it: per `Module.Name`, the count and times in ms.
    public var json: JSONValue {
        .object(rows.map { row in
            let s = row.stats
            return (row.qualifiedName, .object([("count", .int(Int64(s.count))), ("total_ms", .number(Double(s.totalNs) / 1e6)),
                                                ("p50_ms", .number(s.percentileNs(0.5) / 1e6)), ("max_ms", .number(Double(s.maxNs) / 1e6))]))
        })
    }
}
