import FrameProfBudgets

/// The terminal table of `frameprof gate`: one block per recording and strategy, columns aligned,
/// the outcome first and last so it is the line a CI log shows.
public struct GateTableRenderer: VerdictRenderer {
    /// Creates the renderer.
    public init() {}

    /// The table.
    public func render(_ result: GateResult) -> String {
        var out = "frameprof gate: \(result.headline)\n"
        out += "budgets: \(result.budgetsPath)" + (result.baselinePath.map { ", baseline: \($0)" } ?? "") + "\n"
        for group in VerdictCells.groups(result) {
            out += "\n\(group.title)\n"
            let rows = [VerdictCells.titles] + group.verdicts.map { VerdictCells(verdict: $0).row }
            let widths = VerdictCells.titles.indices.map { column in rows.map { $0[column].count }.max() ?? 0 }
            for row in rows {
                let cells = row.enumerated().map { column, cell in
                    // Numbers align right, words left; the last column is not padded.
                    let pad = String(repeating: " ", count: widths[column] - cell.count)
                    if column == row.count - 1 { return cell }
                    return (1...3).contains(column) ? pad + cell : cell + pad
                }
                out += "  " + cells.joined(separator: "  ") + "\n"
            }
        }
        for budget in result.unjudged {
            out += "\nnot judged: the budget for \(budget.scenario) (line \(budget.line)) matched no recording given\n"
        }
        out += "\n\(result.headline)\n"
        return out
    }
}
