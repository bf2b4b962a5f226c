import FrameProfBudgets

/// The gate's verdict as a pull-request comment: the outcome, what failed or improved first, then every
/// limit folded away. Cells are escaped so a view name cannot break the table.
public struct GateMarkdownRenderer: VerdictRenderer {
    /// Creates the renderer.
    public init() {}

    /// The Markdown document.
    public func render(_ result: GateResult) -> String {
        let icon = switch result.outcome {
        case .overBudget: "❌"
        case .improved: "⬆️"
        case .withinBudget: "✅"
        }
        var md = "## \(icon) frameprof gate: \(MarkdownRenderer.escape(result.headline))\n\n"
        md += "Budgets `\(result.budgetsPath)`" + (result.baselinePath.map { ", baseline `\($0)`" } ?? "") + ".\n\n"
        let notable = result.verdicts.filter { $0.status == .fail || $0.status == .improved }
        if !notable.isEmpty {
            md += table(notable, withRecording: true) + "\n"
        }
        md += "<details><summary>All \(result.verdicts.count) limits</summary>\n\n"
        for group in VerdictCells.groups(result) {
            md += "**\(MarkdownRenderer.escape(group.title))**\n\n" + table(group.verdicts, withRecording: false) + "\n"
        }
        md += "</details>\n"
        for budget in result.unjudged {
            md += "\nNot judged: the budget for \(MarkdownRenderer.escape(budget.scenario)) (line \(budget.line)) matched no recording given.\n"
        }
        return md
    }

    private func table(_ verdicts: [LimitVerdict], withRecording: Bool) -> String {
        let titles = (withRecording ? ["scenario", "strategy"] : []) + VerdictCells.titles
        var md = "| " + titles.joined(separator: " | ") + " |\n|"
        md += titles.map { ["baseline", "value", "difference"].contains($0) ? " ---: |" : " --- |" }.joined() + "\n"
        for verdict in verdicts {
            let cells = (withRecording ? [verdict.recording.scenario, verdict.strategy] : []) + VerdictCells(verdict: verdict).row
            md += "| " + cells.map(MarkdownRenderer.escape).joined(separator: " | ") + " |\n"
        }
        return md
    }
}
