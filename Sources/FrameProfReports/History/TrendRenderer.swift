import Foundation
import FrameProfAnalysis
import FrameProfHistory

/// Writes `history trend`'s files: `trend.html` (self-contained: one chart per series over its runs,
/// budget lines, change points, every point linked to its commit, and a sortable table of the runs),
/// `trend.csv` (a row per run) and `trend.json`. Formats a computed `Trend`; computes nothing.
public struct TrendRenderer {
    /// A commit's web address with `{commit}` where the hash goes
    /// (`https://github.com/org/app/commit/{commit}`); without it a point links to its row in the page.
    public var commitURL: String?

    /// Creates the renderer.
    public init(commitURL: String? = nil) {
        self.commitURL = commitURL
    }

    /// The files written, relative to the output's directory.
    public static let files = ["trend.html", "trend.csv", "trend.json"]

    /// Writes the three files into `output`.
    public func render(_ trend: Trend, into output: ReportOutput) throws {
        try output.write(csv(trend), to: "trend.csv")
        try output.write(json(trend).serialized(), to: "trend.json")
        try output.write(html(trend), to: "trend.html")
    }

    /// Where a point links: its commit's page, else its row in the runs table.
    func link(_ point: MetricSeries.Point) -> String {
        if let commitURL, let commit = point.provenance.commit, commitURL.contains("{commit}") {
            return commitURL.replacingOccurrences(of: "{commit}", with: commit.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? commit)
        }
        return "#run-\(point.run)"
    }

    // MARK: CSV and JSON

    /// A record per point: the series, the run, the value, the gate's verdict, and the change found there.
    public func csv(_ trend: Trend) -> String {
        var table = CSVTable(header: ["scenario", "clock", "device", "device_prices", "refresh_hz", "buffering", "cpu_slowdown", "strategy", "seed", "run", "recorded_at",
                                      "commit", "branch", "machine", "metric", "value", "verdict", "bound", "change", "p_value"])
        for chart in trend.charts {
            let series = chart.series, s = series.settings
            let changes = Dictionary(series.changes.map { ($0.index, $0) }, uniquingKeysWith: { first, _ in first })
            for (index, point) in series.points.enumerated() {
                let change = changes[index]
                table.append([s.scenario, s.clock, s.device, point.devicePrices ?? "", NumberText.trimmed(s.refreshHz, decimals: 3), s.buffering,
                              NumberText.trimmed(s.cpuSlowdown, decimals: 3), series.strategy, series.seed.map(String.init) ?? "", "\(point.run)", TrendText.iso(point.provenance.recordedAt),
                              point.provenance.commit ?? "", point.provenance.branch ?? "", point.provenance.machine, series.metric,
                              NumberText.trimmed(point.value, decimals: 6), point.status ?? "", point.bound.map { NumberText.trimmed($0, decimals: 6) } ?? "",
                              change.map { NumberText.trimmed($0.change, decimals: 6) } ?? "", change?.pValue.map { NumberText.trimmed($0, decimals: 4) } ?? ""])
            }
        }
        return table.contents
    }

    /// The trend as one JSON document: each series with its settings, budget lines, change points and points.
    public func json(_ trend: Trend) -> JSONValue {
        let series: [JSONValue] = trend.charts.map { chart in
            let series = chart.series, s = series.settings
            let optional = { (value: String?) in value.map(JSONValue.string) ?? .null }
            return .object([
                ("scenario", .string(s.scenario)), ("clock", .string(s.clock)), ("device", .string(s.device)),
                ("refresh_hz", .number(s.refreshHz)), ("buffering", .string(s.buffering)), ("cpu_slowdown", .number(s.cpuSlowdown)),
                ("strategy", .string(series.strategy)), ("seed", series.seed.map { .int(Int64(bitPattern: $0)) } ?? .null), ("exact", .bool(series.isExact)),
                ("budgets", .array(chart.budgets.map { .object([("value", .number($0.value)), ("rule", .string($0.rule)), ("source", .string($0.source))]) })),
                ("changes", .array(series.changes.map { change in
                    let point = series.points[change.index]
                    return .object([("run", .int(point.run)), ("commit", optional(point.provenance.commit)), ("before", .number(change.before)),
                                    ("after", .number(change.after)), ("p_value", change.pValue.map(JSONValue.number) ?? .null)])
                })),
                ("profile_steps", .array(series.profileSteps.map { step in
                    let point = series.points[step.index]
                    return .object([("run", .int(point.run)), ("commit", optional(point.provenance.commit)), ("device", .string(step.device)),
                                    ("before", .string(step.before)), ("after", .string(step.after))])
                })),
                ("points", .array(series.points.map { point in
                    .object([("run", .int(point.run)), ("recorded_at", .string(TrendText.iso(point.provenance.recordedAt))),
                             ("commit", optional(point.provenance.commit)), ("branch", optional(point.provenance.branch)),
                             ("machine", .string(point.provenance.machine)), ("device_prices", optional(point.devicePrices)), ("value", .number(point.value)),
                             ("verdict", optional(point.status))])
                })),
            ])
        }
        return .object([("metric", .string(trend.metric)), ("unit", .string(trend.unit)), ("store", .string(trend.store)),
                        ("selection", .string(trend.selection)), ("series", .array(series))])
    }
}

/// Dates and values as the trend's files write them.
enum TrendText {
    /// `2026-11-25T13:40:02Z`.
    static func iso(_ date: Date) -> String {
        let formatter = ISO8601DateFormatter()
        formatter.timeZone = TimeZone(identifier: "UTC")
        return formatter.string(from: date)
    }

    /// The gate's verdicts on a point's metric: `fail (≤ 200), pass (≤ +0 vs baseline)`.
    static func verdicts(_ point: MetricSeries.Point) -> String {
        point.verdicts.map { "\($0.status) (\($0.rule))" }.joined(separator: ", ")
    }

    /// `profile our-phone re-priced (prices 3fa2c1d0… → 9b01e7aa…)`.
    static func profileStep(_ step: MetricSeries.ProfileStep) -> String {
        "profile \(step.device) re-priced (prices \(step.before.prefix(8))… → \(step.after.prefix(8))…)"
    }

    /// A commit's first 10 characters, else the run's number.
    static func commit(_ point: MetricSeries.Point) -> String {
        point.provenance.commit.map { String($0.prefix(10)) } ?? "run \(point.run)"
    }
}
