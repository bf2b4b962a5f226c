import ArgumentParser
import Foundation
import FrameProfAnalysis
import FrameProfBudgets
import FrameProfHistory
import FrameProfSession

/// `frameprof history`: read the runs `--history` stored. Reading never writes to the store.
struct HistoryCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "history", abstract: "Read the runs stored with --history: list them, find where a metric changed.",
        subcommands: [List.self, Changes.self])

    /// Which store and which runs, shared by the subcommands.
    struct Selection: ParsableArguments {
        @Option(name: .customLong("history-store"), help: "The history to read: an SQLite file (default: \(HistoryTarget.environmentVariable), else \(HistoryTarget.defaultPath)).")
        var store: String?

        @Option(help: "Only runs of this scenario.")
        var scenario: String?

        @Option(help: "Only runs of this strategy (or all).")
        var strategy: String?

        @Option(help: "Only runs of this branch.")
        var branch: String?

        @Option(help: "Only runs priced by this device profile.")
        var device: String?

        @Option(help: "Only runs stored on or after this day (YYYY-MM-DD).")
        var since: String?

        @Option(help: "Only the last N runs that match.")
        var last: Int?

        func validate() throws {
            if let since, Self.day(since) == nil { throw ValidationError("--since takes a day as YYYY-MM-DD, not '\(since)'.") }
            if let last, last < 1 { throw ValidationError("--last takes a count of runs from 1, not \(last).") }
        }

        /// The runs selected, oldest first.
        func runs() throws -> [StoredRun] {
            let filter = RunFilter(scenario: scenario, strategy: strategy == "all" ? nil : strategy, branch: branch, device: device,
                                   since: since.flatMap(Self.day), last: last)
            return try HistoryStores.open(HistoryTarget.resolve(store), writing: false).runs(filter)
        }

        static func day(_ text: String) -> Date? {
            let formatter = DateFormatter()
            formatter.locale = Locale(identifier: "en_US_POSIX")
            formatter.timeZone = TimeZone(identifier: "UTC")
            formatter.dateFormat = "yyyy-MM-dd"
            return formatter.date(from: text)
        }
    }

    /// `frameprof history list`.
    struct List: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "List the stored runs, oldest first.")

        @OptionGroup var selection: Selection

        func run() throws {
            let runs = try selection.runs()
            guard !runs.isEmpty else {
                print("no stored run matches")
                return
            }
            var rows = [["run", "stored (UTC)", "commit", "branch", "scenario", "strategy", "clock", "device", "hitch time (ms)"]]
            for run in runs {
                rows.append(["\(run.id)", HistoryText.time(run.provenance.recordedAt), HistoryText.commit(run.provenance.commit),
                             run.provenance.branch ?? "—", run.settings.scenario, run.strategy, run.settings.clock,
                             run.settings.device.isEmpty ? "—" : run.settings.device,
                             run.metrics["hitch_time_ms"].map { NumberText.trimmed($0, decimals: 2) } ?? "—"])
            }
            print(HistoryText.table(rows))
        }
    }

    /// `frameprof history changes`.
    struct Changes: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Find where each series changed: every step of an exact series, E-divisive means for a measured one.",
            discussion: """
                A series is one metric of one scenario and strategy recorded the same way, over the runs \
                selected, oldest first. Virtual-clock metrics and counts repeat exactly, so any step is a \
                change; wall-clock times change only where E-divisive means with a permutation test \
                (5 %, 199 permutations) finds a shift of level.
                """)

        @OptionGroup var selection: Selection

        @Option(help: "The metric (a summary.json key as budgets name it), or all.")
        var metric = "hitch_time_ms"

        func run() throws {
            let runs = try selection.runs()
            var series: [String: [StoredRun]] = [:]
            var order: [String] = []
            for run in runs {
                let key = "\(run.settings) · \(run.strategy)"
                if series[key] == nil { order.append(key) }
                series[key, default: []].append(run)
            }
            var printed = 0
            for key in order {
                let group = series[key]!
                let metrics = metric == "all" ? Array(Set(group.flatMap(\.metrics.keys))).sorted { MetricCatalog.rank($0) < MetricCatalog.rank($1) } : [metric]
                for name in metrics {
                    let points = group.compactMap { run in run.metrics[name].map { (run, $0) } }
                    guard points.count > 1 else { continue }
                    let values = points.map(\.1)
                    let exact = ChangeEvidence.isExact(metric: name, clock: group[0].settings.clock)
                    let changes = exact ? ChangePoints.exact(values) : ChangePoints.measured(values)
                    for change in changes {
                        let run = points[change.index].0
                        let relative = change.relativeChange.map { " (\($0 >= 0 ? "+" : "")\(NumberText.trimmed(100 * $0, decimals: 1)) %)" } ?? ""
                        let evidence = change.pValue.map { "p = \(NumberText.trimmed($0, decimals: 3))" } ?? "exact"
                        print("\(key) · \(name): at \(HistoryText.commit(run.provenance.commit)) (\(run.provenance.branch ?? "no branch"), run \(run.id), \(HistoryText.time(run.provenance.recordedAt))): \(NumberText.trimmed(change.before, decimals: 3)) → \(NumberText.trimmed(change.after, decimals: 3))\(relative), \(evidence)")
                        printed += 1
                    }
                }
            }
            if printed == 0 { print("no change point in \(runs.count) run\(runs.count == 1 ? "" : "s")") }
        }
    }
}

/// How the history commands write times, commits and tables.
enum HistoryText {
    /// `2026-11-25 13:40:02`, UTC.
    static func time(_ date: Date) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyy-MM-dd HH:mm:ss"
        return formatter.string(from: date)
    }

    /// A commit's first 10 characters, or `—`.
    static func commit(_ commit: String?) -> String {
        commit.map { String($0.prefix(10)) } ?? "—"
    }

    /// Columns padded to their widest cell.
    static func table(_ rows: [[String]]) -> String {
        let widths = rows[0].indices.map { column in rows.map { $0[column].count }.max() ?? 0 }
        return rows.map { row in
            row.enumerated().map { $1.padding(toLength: widths[$0], withPad: " ", startingAt: 0) }.joined(separator: "  ")
                .replacingOccurrences(of: "\\s+$", with: "", options: .regularExpression)
        }.joined(separator: "\n")
    }
}
