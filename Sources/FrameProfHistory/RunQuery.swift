import Foundation

/// The one query both stores run for a `RunFilter`: the runs it matches with their recordings' settings
/// and provenance, the newest N when it asks for the last N, returned oldest first. Each store binds
/// `values` in order with its own placeholders (`?`, `$1`) and names the run's recording column its own
/// way; the whole summaries stay out of it.
struct RunQuery {
    /// A value the query binds, in order.
    enum Value {
        /// A text column's value.
        case text(String)
        /// The earliest `recorded_at`.
        case time(Date)
    }

    /// The SQL, with the store's placeholders.
    let sql: String
    /// What the placeholders stand for, in order.
    let values: [Value]

    /// The query for `filter`; `recordingColumn` is the run's reference to its recording, `placeholder`
    /// the store's spelling of the n-th bound value (from 1). A store only read, never migrated, may be older
    /// than the `device_prices` column (`hasDevicePrices` false): its runs read it as null.
    init(_ filter: RunFilter, recordingColumn: String, hasDevicePrices: Bool = true, placeholder: (Int) -> String) {
        var conditions: [String] = []
        var values: [Value] = []
        for (column, value) in [("recording.scenario", filter.scenario), ("run.strategy", filter.strategy),
                                ("recording.branch", filter.branch), ("recording.device", filter.device)] {
            guard let value else { continue }
            values.append(.text(value))
            conditions.append("\(column) = \(placeholder(values.count))")
        }
        if let since = filter.since {
            values.append(.time(since))
            conditions.append("recording.recorded_at >= \(placeholder(values.count))")
        }
        let whereClause = conditions.isEmpty ? "" : "WHERE " + conditions.joined(separator: " AND ")
        // The last N are the newest N, returned oldest first.
        let limit = filter.last.map { "LIMIT \(max(0, $0))" } ?? ""
        sql = """
            SELECT * FROM (
              SELECT run.id AS run_id, run.strategy, recording.id, recording.recorded_at, recording.tool_version, recording.git_commit,
                     recording.branch, recording.machine, recording.scenario, recording.clock, recording.device, recording.refresh_hz,
                     recording.buffering, recording.cpu_slowdown, recording.seed,
                     \(hasDevicePrices ? "recording.device_prices" : "NULL AS device_prices")
              FROM run JOIN recording ON recording.id = run.\(recordingColumn)
              \(whereClause) ORDER BY recording.recorded_at DESC, run.id DESC \(limit)
            ) AS newest ORDER BY recorded_at, run_id
            """
        self.values = values
    }
}
