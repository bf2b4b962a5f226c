import ArgumentParser
import Foundation
import FrameProfAnalysis
import FrameProfBudgets
import StackLab

/// `frameprof compare`: what changed between two recordings' `summary.json`, metric by metric.
struct CompareCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "compare", abstract: "Print what changed between two recordings.")

    @Argument(help: "The recording directory to compare from (holds summary.json).")
    var dirA: String

    @Argument(help: "The recording directory to compare to.")
    var dirB: String

    @Option(help: "md or text.")
    var format: String = "text"

    func validate() throws {
        guard ["md", "text"].contains(format) else {
            throw ValidationError("The compare format must be md or text, not '\(format)'.")
        }
    }

    func run() throws {
        do {
            let a = try SummaryMetrics(location: dirA, strategyOrder: StackStrategy.names)
            let b = try SummaryMetrics(location: dirB, strategyOrder: StackStrategy.names)
            print(SummaryComparison(a: a, b: b).render(markdown: format == "md"), terminator: "")
        } catch {
            printError("frameprof compare: \(error)")
            throw ExitCode.failure
        }
    }
}

/// The changed metrics per strategy, as text or Markdown.
struct SummaryComparison {
    let a: SummaryMetrics
    let b: SummaryMetrics

    func render(markdown: Bool) -> String {
        var out = markdown ? "## frameprof compare\n\n" : ""
        out += "\(a.path) (\(a.scenario)) → \(b.path) (\(b.scenario))\n\n"
        let namesA = Set(a.strategies.map(\.name))
        let entriesB = Dictionary(b.strategies.map { ($0.name, $0.metrics) }, uniquingKeysWith: { x, _ in x })
        for strategy in a.strategies {
            let name = strategy.name
            guard let listB = entriesB[name] else { continue }
            let metricsB = Dictionary(listB, uniquingKeysWith: { x, _ in x })
            let keysA = Set(strategy.metrics.map(\.key))
            var rows: [[String]] = []
            var unchanged = 0
            for (key, before) in strategy.metrics {
                guard let after = metricsB[key] else {
                    rows.append([key, Self.number(before), "—", "removed"])
                    continue
                }
                if after == before { unchanged += 1; continue }
                let change = if let before, let after { NumberText.change(from: before, to: after) } else { "null" }
                rows.append([key, Self.number(before), Self.number(after), change])
            }
            for (key, after) in listB where !keysA.contains(key) {
                rows.append([key, "—", Self.number(after), "added"])
            }
            out += markdown ? "### \(name)\n\n" : "\(name)\n"
            if rows.isEmpty {
                out += "  no metric changed (\(unchanged) compared)\n\n"
                continue
            }
            out += table([["metric", "A", "B", "change"]] + rows, markdown: markdown)
            out += markdown ? "\n\(unchanged) metrics unchanged.\n\n" : "  (\(unchanged) metrics unchanged)\n\n"
        }
        let onlyA = a.strategies.map(\.name).filter { entriesB[$0] == nil }
        let onlyB = b.strategies.map(\.name).filter { !namesA.contains($0) }
        if !onlyA.isEmpty { out += "only in A: \(onlyA.joined(separator: ", "))\n" }
        if !onlyB.isEmpty { out += "only in B: \(onlyB.joined(separator: ", "))\n" }
        return out
    }

    private func table(_ rows: [[String]], markdown: Bool) -> String {
        if markdown {
            var md = "| " + rows[0].joined(separator: " | ") + " |\n| --- | ---: | ---: | ---: |\n"
            for row in rows.dropFirst() { md += "| " + row.map { $0.replacingOccurrences(of: "|", with: "\\|") }.joined(separator: " | ") + " |\n" }
            return md
        }
        let widths = rows[0].indices.map { c in rows.map { $0[c].count }.max() ?? 0 }
        return rows.map { row in
            "  " + row.enumerated().map { i, cell in
                i == 0 ? cell.padding(toLength: widths[i], withPad: " ", startingAt: 0)
                       : String(repeating: " ", count: widths[i] - cell.count) + cell
            }.joined(separator: "  ")
        }.joined(separator: "\n") + "\n"
    }

    /// A value, or `null` where the recording cannot tell.
    static func number(_ value: Double?) -> String { value.map { NumberText.trimmed($0, decimals: 3) } ?? "null" }
}
