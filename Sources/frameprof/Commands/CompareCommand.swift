import ArgumentParser
import Foundation
import FrameProfAnalysis
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
            let a = try SummaryMetrics(directory: dirA)
            let b = try SummaryMetrics(directory: dirB)
            print(SummaryComparison(a: a, b: b).render(markdown: format == "md"), terminator: "")
        } catch let failure as CommandFailure {
            printError(failure.description)
            throw ExitCode.failure
        }
    }
}

/// A summary.json flattened to `strategy → metric → number` (nested keys joined with dots, arrays
/// counted as `key.count`), in file order.
struct SummaryMetrics {
    let path: String
    let scenario: String
    var strategies: [(name: String, metrics: [(key: String, value: Double)])] = []

    init(directory: String) throws {
        let direct = directory.hasSuffix(".json") ? directory : (directory as NSString).appendingPathComponent("summary.json")
        path = direct
        guard let data = FileManager.default.contents(atPath: direct) else {
            throw CommandFailure("frameprof compare: \(direct) does not exist; expected a directory written by frameprof record or report.")
        }
        let root: Any
        do {
            root = try JSONSerialization.jsonObject(with: data)
        } catch {
            throw CommandFailure("frameprof compare: \(direct) is not valid JSON: \(error.localizedDescription)")
        }
        guard let object = root as? [String: Any], let entries = object["strategies"] as? [String: Any] else {
            throw CommandFailure("frameprof compare: \(direct): expected an object with a 'strategies' object (summary.json, CONTRACT.md).")
        }
        scenario = object["scenario"] as? String ?? ""
        // JSONSerialization forgets key order; strategies sort in recording order, metrics by the contract's.
        let order = StackStrategy.allCases.map(\.rawValue)
        let rank = { (name: String) in (order.firstIndex(of: name) ?? order.count, name) }
        for name in entries.keys.sorted(by: { rank($0) < rank($1) }) {
            var metrics: [(key: String, value: Double)] = []
            Self.flatten(entries[name], prefix: "", into: &metrics)
            strategies.append((name, metrics.sorted { Self.rank($0.key) < Self.rank($1.key) }))
        }
    }

    /// The contract's key order, read off an empty entry rather than listed again here.
    private static let contractOrder: [String] = {
        guard case let .object(pairs) = StrategySummary().json else { return [] }
        return pairs.map(\.0)
    }()

    private static func rank(_ key: String) -> (Int, String) {
        let head = String(key.split(separator: ".").first ?? "")
        return (contractOrder.firstIndex(of: head) ?? contractOrder.count, key)
    }

    private static func flatten(_ value: Any?, prefix: String, into out: inout [(key: String, value: Double)]) {
        switch value {
        case let number as NSNumber:
            out.append((prefix, number.doubleValue))
        case let object as [String: Any]:
            guard prefix != "run_values" else { return }
            for (key, child) in object { flatten(child, prefix: prefix.isEmpty ? key : "\(prefix).\(key)", into: &out) }
        case let array as [Any]:
            out.append(("\(prefix).count", Double(array.count)))
        default:
            break
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
        for (name, metricsA) in a.strategies {
            guard let listB = entriesB[name] else { continue }
            let metricsB = Dictionary(listB, uniquingKeysWith: { x, _ in x })
            let keysA = Set(metricsA.map(\.key))
            var rows: [[String]] = []
            var unchanged = 0
            for (key, before) in metricsA {
                let after = metricsB[key]
                if after == before { unchanged += 1; continue }
                rows.append([key, Self.number(before), after.map(Self.number) ?? "—", after.map { Self.change(before, $0) } ?? "removed"])
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

    static func number(_ value: Double) -> String { NumberText.trimmed(value, decimals: 3) }

    static func change(_ before: Double, _ after: Double) -> String {
        let delta = after - before
        let sign = delta > 0 ? "+" : ""
        guard before != 0 else { return "\(sign)\(number(delta))" }
        return "\(sign)\(number(delta)) (\(sign)\(NumberText.trimmed(delta / abs(before) * 100, decimals: 1)) %)"
    }
}
