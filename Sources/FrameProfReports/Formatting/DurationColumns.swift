import FrameProfAnalysis

/// A table cell: its text and, for numbers, the value tables sort by. Empty text is what the recording
/// cannot tell (an empty CSV cell, "—" in Markdown and HTML).
struct TableCell: Sendable {
    let text: String
    let number: Double?
}

/// The columns of every duration table (per view, per layout type, per device interval), declared once
/// so that views.csv, report.html and report.md agree on names, units and rounding.
struct DurationColumn: Sendable {
    /// The CSV header, with its unit.
    let csvName: String
    /// The HTML and Markdown header.
    let title: String
    /// The formatted value; numbers sort by the unit the title names.
    let cell: @Sendable (DurationStats) -> TableCell

    private static func us(_ ns: Double) -> TableCell { TableCell(text: NumberText.us(ns: ns), number: ns / 1e3) }

    static let count = DurationColumn(csvName: "count", title: "count") { TableCell(text: "\($0.count)", number: Double($0.count)) }
    static let total = DurationColumn(csvName: "total_ms", title: "total (ms)") {
        TableCell(text: NumberText.ms(ns: Double($0.totalNs)), number: Double($0.totalNs) / 1e6)
    }
    static let min = DurationColumn(csvName: "min_us", title: "min (µs)") { us(Double($0.minNs)) }
    static let average = DurationColumn(csvName: "avg_us", title: "avg (µs)") { us($0.averageNs) }
    static let max = DurationColumn(csvName: "max_us", title: "max (µs)") { us(Double($0.maxNs)) }
    static let standardDeviation = DurationColumn(csvName: "stddev_us", title: "std dev (µs)") { us($0.standardDeviationNs) }
    static let p50 = DurationColumn(csvName: "p50_us", title: "P50 (µs)") { us($0.percentileNs(0.5)) }
    static let p95 = DurationColumn(csvName: "p95_us", title: "P95 (µs)") { us($0.percentileNs(0.95)) }
    static let p99 = DurationColumn(csvName: "p99_us", title: "P99 (µs)") { us($0.percentileNs(0.99)) }

    /// Every column, as views.csv, layout.csv and the HTML tables show them.
    static let all = [count, total, min, average, max, standardDeviation, p50, p95, p99]
    /// The short table of a pull-request comment.
    static let brief = [count, total, average, p95, max]
}

/// The columns of every counter table (an app's own counters): one per `CounterSeries.Statistic`, so
/// counters.csv, report.html, report.md and summary.json agree. Values have the counter's own unit,
/// which only its name says.
struct CounterColumn: Sendable {
    /// The statistic shown.
    let statistic: CounterSeries.Statistic
    /// The CSV header and the HTML and Markdown title.
    var title: String { statistic.rawValue }

    /// The formatted value: the sample count as an integer, the rest to three decimals at most.
    func cell(_ series: CounterSeries) -> TableCell {
        let value = statistic.value(in: series)
        return TableCell(text: statistic == .samples ? "\(series.samples)" : NumberText.trimmed(value, decimals: 3), number: value)
    }

    /// Every column, in the order every table shows them.
    static let all = CounterSeries.Statistic.allCases.map(CounterColumn.init(statistic:))
}
