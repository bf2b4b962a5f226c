import FrameProfAnalysis
import FrameProfBudgets
import FrameProfCompare

/// `compare`'s terminal text and its Markdown (the pull-request comment): per strategy the metrics that
/// changed with the gate's verdict, then in Markdown the five largest view-time changes.
public struct CompareTextRenderer: Sendable {
    /// Markdown instead of aligned text.
    public var markdown: Bool
    /// View-time changes listed per strategy in Markdown.
    public var topViews = 5

    /// Creates the renderer.
    public init(markdown: Bool) {
        self.markdown = markdown
    }

    /// The comparison as text.
    public func render(_ comparison: RecordingComparison) -> String {
        var out = markdown ? "## frameprof compare\n\n" : ""
        out += text("\(comparison.a.summary.path) (\(comparison.a.summary.scenario)) → \(comparison.b.summary.path) (\(comparison.b.summary.scenario))") + "\n\n"
        if !comparison.settingChanges.isEmpty {
            out += text("Recorded differently: \(comparison.settingChanges.joined(separator: "; ")).") + "\n\n"
        }
        for strategy in comparison.strategies {
            out += markdown ? "### \(text(strategy.name))\n\n" : "\(strategy.name)\n"
            let changed = strategy.changedMetrics
            let unchanged = strategy.metrics.count - changed.count
            if changed.isEmpty {
                out += "  no metric changed (\(unchanged) compared)\n\n"
            } else {
                out += table([["metric", "A", "B", "change", "verdict"]] + changed.map(Self.row), markdown: markdown)
                out += markdown ? "\n\(unchanged) metrics unchanged.\n\n" : "  (\(unchanged) metrics unchanged)\n\n"
            }
            if markdown { out += viewChanges(strategy) }
        }
        if !comparison.onlyA.isEmpty { out += text("only in A: \(comparison.onlyA.joined(separator: ", "))") + "\n" }
        if !comparison.onlyB.isEmpty { out += text("only in B: \(comparison.onlyB.joined(separator: ", "))") + "\n" }
        return out
    }

    /// Names from recordings, escaped as the report's Markdown escapes them; plain in the terminal.
    private func text(_ plain: String) -> String {
        markdown ? MarkdownRenderer.escape(plain) : plain
    }

    /// The largest body-time changes, for a reviewer who reads only the comment.
    private func viewChanges(_ strategy: StrategyDiff) -> String {
        guard let views = strategy.views else { return "" }
        let rows = views.rows.prefix(topViews).filter { $0.differenceNs != 0 }
        guard !rows.isEmpty else { return "" }
        var out = "Largest view-time changes (body):\n\n"
        out += table([["view", "A ms", "B ms", "change ms", "change %"]] + rows.map { row in
            [TypeNameDisplay.short(row.name), Self.ms(Double(row.totalNsA)), Self.ms(Double(row.totalNsB)), Self.signed(row.differenceNs / 1e6),
             row.percent.map { Self.signed($0, decimals: 1) + " %" } ?? "new"]
        }, markdown: true)
        return out + "\n"
    }

    static func row(_ change: MetricChange) -> [String] {
        let difference: String = switch change.verdict {
        case .added: "added"
        case .removed: "removed"
        default: if let a = change.a, let b = change.b { NumberText.change(from: a, to: b) } else { "null" }
        }
        return [MetricCatalog.shown(change.key), number(change.a, present: change.verdict != .added), number(change.b, present: change.verdict != .removed),
                difference, verdictText(change)]
    }

    /// The verdict in words, with the rank test's evidence where there is some.
    static func verdictText(_ change: MetricChange) -> String {
        let word = change.verdict.rawValue.replacingOccurrences(of: "_", with: " ")
        guard let evidence = change.evidence, !evidence.text.isEmpty else { return word }
        return "\(word) (\(evidence.text))"
    }

    private func table(_ rows: [[String]], markdown: Bool) -> String {
        if markdown {
            let align = ["---"] + Array(repeating: "---:", count: rows[0].count - 2) + ["---"]
            var md = "| " + rows[0].joined(separator: " | ") + " |\n| " + align.joined(separator: " | ") + " |\n"
            for row in rows.dropFirst() { md += "| " + row.map(MarkdownRenderer.escape).joined(separator: " | ") + " |\n" }
            return md
        }
        let widths = rows[0].indices.map { c in rows.map { $0[c].count }.max() ?? 0 }
        return rows.map { row in
            "  " + row.enumerated().map { i, cell in
                if i == row.count - 1 { return cell }
                return i == 0 ? cell.padding(toLength: widths[i], withPad: " ", startingAt: 0)
                              : String(repeating: " ", count: widths[i] - cell.count) + cell
            }.joined(separator: "  ")
        }.joined(separator: "\n") + "\n"
    }

    /// A value, `null` where the recording cannot tell, `—` where the side lacks the metric.
    static func number(_ value: Double?, present: Bool = true) -> String {
        guard present else { return "—" }
        return value.map { NumberText.trimmed($0, decimals: 3) } ?? "null"
    }

    static func ms(_ ns: Double) -> String { NumberText.trimmed(ns / 1e6, decimals: 3) }

    static func signed(_ value: Double, decimals: Int = 3) -> String {
        (value > 0 ? "+" : "") + NumberText.trimmed(value, decimals: decimals)
    }
}
