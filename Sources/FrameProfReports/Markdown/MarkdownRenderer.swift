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
        for s in report.strategies {
            md += "\n### \(Self.escape(s.name))\n\n"
            let counts = Finding.Kind.allCases.map { kind in (kind, s.findings.filter { $0.kind == kind }.count) }.filter { $0.1 > 0 }
            md += counts.isEmpty ? "No layout findings.\n" : "Findings: " + counts.map { "\($0.1) \($0.0.rawValue)" }.joined(separator: ", ") + ".\n"
            if let profile = s.profile, profile.samples > 0 {
                md += "\nHot functions (\(profile.samples) samples, \(profile.hitchSamples) in hitch frames):\n\n| function | hitch samples | samples |\n| --- | ---: | ---: |\n"
                for entry in profile.hotFunctions.prefix(topViews) {
                    md += "| \(Self.escape(entry.function)) | \(entry.hitchSamples) | \(entry.samples) |\n"
                }
            }
            for table in s.intervals where !table.rows.isEmpty {
                md += "\n| \(Self.escape(table.label)) | count | total (ms) | P50 (ms) | max (ms) |\n| --- | ---: | ---: | ---: | ---: |\n"
                for row in table.rows.prefix(topViews) {
                    let st = row.stats
                    md += "| \(Self.escape(row.qualifiedName)) | \(st.count) | \(Numbers.ms(ns: Double(st.totalNs))) | \(Numbers.ms(ns: st.percentileNs(0.5))) | \(Numbers.ms(ns: Double(st.maxNs))) |\n"
                }
            }
            if let causes = s.causes, !causes.views.isEmpty {
                md += "\nWhy bodies ran" + (causes.knowsWasted ? " (\(causes.wastedEvaluations) evaluations wasted: output unchanged)" : "") + ":\n\n| view | cause | evaluations |\n| --- | --- | ---: |\n"
                for row in causes.rows.prefix(topViews) {
                    md += "| \(Self.escape(row.view)) | \(Self.escape(row.cause)) | \(row.count) |\n"
                }
            }
            guard !s.views.rows.isEmpty else { continue }
            md += "\n| view | count | total (ms) | avg (µs) | P95 (µs) | max (µs) |\n| --- | ---: | ---: | ---: | ---: | ---: |\n"
            for row in s.views.rows.prefix(topViews) {
                let st = row.stats
                md += "| \(Self.escape(row.qualifiedName)) | \(st.count) | \(Numbers.ms(ns: Double(st.totalNs))) | \(Numbers.us(ns: st.averageNs)) | \(Numbers.us(ns: st.percentileNs(0.95))) | \(Numbers.us(ns: Double(st.maxNs))) |\n"
            }
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
}
