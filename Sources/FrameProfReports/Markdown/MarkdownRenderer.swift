import FrameProfAnalysis
import FrameProfTrace

/// Writes `report.md`: the verdict and comparison for a pull-request comment, the heaviest views per
/// strategy, the hot functions of a sampled recording and the findings counted by kind. Cells are escaped so a type name cannot break a table.
public struct MarkdownRenderer: ReportRenderer {
    /// `.md`.
    public var format: ReportFormat { .md }
    /// Views listed per strategy.
    public var topViews = 5

    /// Creates the renderer.
    public init() {}

    /// Writes `report.md`.
    public func render(_ report: Report, into output: ReportOutput) throws {
        try output.write(markdown(report), to: "report.md")
    }

    /// The document.
    public func markdown(_ report: Report) -> String {
        let d = report.document
        var md = "## frameprof: \(Self.escape(d.scenario))\n\n"
        md += RecordingSettings.phrases(d).map(Self.escape).joined(separator: ", ") + ".\n\n"
        for warning in report.warnings { md += "> **Warning:** \(Self.escape(warning))\n\n" }
        md += "| " + StrategyComparison.columns.map(\.title).joined(separator: " | ") + " |\n"
        md += "|" + StrategyComparison.columns.map { $0.isText ? " --- |" : " ---: |" }.joined() + "\n"
        for row in StrategyComparison(report: report).rows {
            md += "| " + row.map { $0.text.isEmpty ? "—" : Self.escape($0.text) }.joined(separator: " | ") + " |\n"
        }
        if let draws = d.draws { md += self.draws(draws) }
        for s in report.strategies {
            md += "\n### \(Self.escape(s.name))\n\n"
            let groups = s.findingGroups
            md += groups.isEmpty ? "No layout findings.\n" : "Findings (every row in findings.csv):\n\n" + groups.map { "- \(Self.escape($0.sentence)).\n" }.joined()
            if let costs = s.modeledCosts, costs.hitchTotalMs > 0 {
                md += "\n" + modeledCosts(costs, device: d.device)
            }
            if let memory = s.summary.peakMemoryBreakdown {
                let parts = memory.entries.filter { $0.bytes > 0 }.map { "\(MemoryBreakdown.label($0.name)) \(NumberText.megabytes($0.bytes))" }
                md += "\nPeak memory (modeled): \(NumberText.megabytes(memory.total)) MB — " + parts.joined(separator: ", ") + ".\n"
            }
            if let profile = s.profile, profile.samples > 0 {
                let whose = d.clock == "virtual" ? "this machine running the lab, not the phone: " : ""
                md += "\nHot functions (\(whose)\(profile.samples) samples, \(profile.hitchSamples) in hitch frames):\n\n| function | hitch samples | samples |\n| --- | ---: | ---: |\n"
                for entry in profile.hotFunctions.prefix(topViews) {
                    md += "| \(Self.escape(entry.function)) | \(entry.hitchSamples) | \(entry.samples) |\n"
                }
            }
            for table in s.intervals where !table.rows.isEmpty {
                md += "\n" + durationTable(label: table.label, rows: table.rows.prefix(topViews))
            }
            if !s.counters.isEmpty {
                md += "\nCounters:\n\n" + numberTable(label: "counter", titles: CounterColumn.all.map(\.title),
                                                       rows: s.counters.map { series in (series.name, CounterColumn.all.map { $0.cell(series) }) })
            }
            if let causes = s.causes, !causes.views.isEmpty {
                md += "\nWhy bodies ran" + (causes.knowsWasted ? " (\(causes.wastedEvaluations) evaluations wasted: output unchanged)" : "") + ":\n\n| view | cause | evaluations |\n| --- | --- | ---: |\n"
                for row in causes.rows.prefix(topViews) {
                    md += "| \(Self.escape(TypeNameDisplay.short(row.view))) | \(Self.escape(row.cause)) | \(row.count) |\n"
                }
            }
            guard !s.views.rows.isEmpty else { continue }
            md += "\n" + durationTable(label: "view", rows: s.views.rows.prefix(topViews))
        }
        return md
    }

    /// The hitch frames' modeled time by operation and by type, the largest first, as two lines.
    private func modeledCosts(_ costs: ModeledCostAnalysis, device: String?) -> String {
        let total = costs.hitchTotalMs
        func list(_ entries: [ModeledCostAnalysis.Entry]) -> String {
            entries.prefix(topViews + 1).map { "\(Self.escape(TypeNameDisplay.short($0.label))) \(NumberText.trimmed($0.ms, decimals: 2)) ms (\(NumberText.fixed(100 * $0.ms / total, 0)) %)" }.joined(separator: ", ")
                + (entries.count > topViews + 1 ? ", …" : "")
        }
        var md = "Hitch frames' modeled time (\(NumberText.trimmed(total, decimals: 2)) ms in \(costs.hitchFrames.count) frames, \(Self.escape(device ?? "device")) profile):\n\n"
        md += "- by operation: \(list(costs.hitchByOperation))\n"
        md += "- by type: \(list(costs.hitchByType))\n"
        if let worst = costs.hitchFrames.max(by: { $0.totalMs < $1.totalMs }) {
            md += "- longest, frame \(worst.index): \(Self.escape(worst.phrase()))\n"
        }
        return md
    }

    /// The brief duration columns for the heaviest rows.
    private func durationTable(label: String, rows: ArraySlice<DurationRow>) -> String {
        let columns = DurationColumn.brief
        return numberTable(label: label, titles: columns.map(\.title),
                           rows: rows.map { row in (row.qualifiedName, columns.map { $0.cell(row.stats) }) })
    }

    /// A table of named rows of right-aligned numbers.
    private func numberTable(label: String, titles: [String], rows: [(name: String, cells: [TableCell])]) -> String {
        var md = "| \(Self.escape(label)) | " + titles.joined(separator: " | ") + " |\n|"
        md += " --- |" + String(repeating: " ---: |", count: titles.count) + "\n"
        for row in rows {
            md += "| \(Self.escape(TypeNameDisplay.short(row.name))) | " + row.cells.map(\.text).joined(separator: " | ") + " |\n"
        }
        return md
    }

    /// Escapes what Markdown tables and inline HTML would interpret.
    static func escape(_ text: String) -> String {
        var out = ""
        for c in text {
            switch c {
            case "|": out += "\\|"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "&": out += "&amp;"
            case "*", "_", "`", "[", "]", "\\": out += "\\\(c)"
            case "\n", "\r": out += " "
            default: out.append(c)
            }
        }
        return out
    }

    /// How sure the verdict is under `record --draws`: the rankings' counts and each strategy's band.
    private func draws(_ draws: PriceDraws) -> String {
        var md = "\n**Under \(draws.count) price draws** (modeled; band = 5th–95th percentile of the draws):\n\n"
        md += (draws.best + draws.rankings).map { "- \(Self.escape($0.sentence))\n" }.joined()
        let shown = PriceDraws.metrics.filter { PriceDraws.rankedMetrics.contains($0.key) }
        md += "\n| strategy | " + shown.map { "\($0.label) (\($0.shownUnit)): recorded · median [5–95 %]" }.joined(separator: " | ") + " |\n"
        md += "| --- |" + String(repeating: " --- |", count: shown.count) + "\n"
        for (strategy, bands) in draws.bands {
            md += "| \(Self.escape(strategy)) | " + shown.map { metric in
                bands[metric.key].map { "\(metric.number($0.nominal)) · \(metric.number($0.median)) [\(metric.number($0.low))–\(metric.number($0.high))]" } ?? "—"
            }.joined(separator: " | ") + " |\n"
        }
        return md
    }
}
