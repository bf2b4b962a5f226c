import ArgumentParser
import Foundation

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
        let order = ["vstack", "lazy-vstack", "list", "optimized-vstack"]
        for name in entries.keys.sorted(by: { (order.firstIndex(of: $0) ?? 9, $0) < (order.firstIndex(of: $1) ?? 9, $1) }) {
            var metrics: [(key: String, value: Double)] = []
            Self.flatten(entries[name], prefix: "", into: &metrics)
            strategies.append((name, metrics.sorted { Self.rank($0.key) < Self.rank($1.key) }))
        }
    }

    private static let contractOrder = [
        "duration_ms", "frames", "hitches", "commit_hitches", "render_hitches", "hitch_time_ms", "hitch_time_ratio_ms_per_s",
        "max_hitch_ms", "frame_duration_ms", "frame_overrun_ms", "jank_frames", "frozen_frames", "dropped_vsyncs", "blank_frames",
        "blank_time_ms", "max_blank_fraction", "truncation_events", "invalid_layout_passes", "content_height_reports",
        "final_content_height", "first_frame_ms", "body_evaluations", "body_evaluations_by_view", "measure_calls", "place_calls",
        "max_views_updated_per_transaction", "peak_live_views", "peak_cached_sizes", "peak_rss_bytes",
    ]

    private static func rank(_ key: String) -> (Int, String) {
        let head = String(key.split(separator: ".").first ?? "")
        return (contractOrder.firstIndex(of: head) ?? contractOrder.count, key)
    }

    private static func flatten(_ value: Any?, prefix: String, into out: inout [(key: String, value: Double)]) {
        switch value {
        case let flag as Bool where type(of: value!) == Bool.self:
            out.append((prefix, flag ? 1 : 0))
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
        let namesB = Set(b.strategies.map(\.name))
        let namesA = Set(a.strategies.map(\.name))
        for (name, metricsA) in a.strategies where namesB.contains(name) {
            let metricsB = Dictionary(b.strategies.first { $0.name == name }!.metrics, uniquingKeysWith: { x, _ in x })
            var rows: [[String]] = []
            var unchanged = 0
            var keys = Set<String>()
            for (key, before) in metricsA {
                keys.insert(key)
                let after = metricsB[key]
                if after == before { unchanged += 1; continue }
                rows.append([key, Self.number(before), after.map(Self.number) ?? "—", after.map { Self.change(before, $0) } ?? "removed"])
            }
            for (key, after) in b.strategies.first(where: { $0.name == name })!.metrics where !keys.contains(key) {
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
        let onlyA = a.strategies.map(\.name).filter { !namesB.contains($0) }
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

    static func number(_ value: Double) -> String {
        let rounded = (value * 1000).rounded() / 1000
        if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int(rounded)) }
        return String(rounded)
    }

    static func change(_ before: Double, _ after: Double) -> String {
        let delta = after - before
        let sign = delta > 0 ? "+" : ""
        guard before != 0 else { return "\(sign)\(number(delta))" }
        return "\(sign)\(number(delta)) (\(sign)\(number((delta / abs(before) * 1000).rounded() / 10)) %)"
    }
}
