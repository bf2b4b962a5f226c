import ArgumentParser
import Foundation
import FrameProfAnalysis
import FrameProfBudgets
import FrameProfHistory
import FrameProfReports
import FrameProfSession

/// `frameprof history`: read the runs `--history` stored. Reading never writes to the store.
struct HistoryCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "history", abstract: "Read the runs stored with --history: list them, chart a metric's trend, find where it changed.",
        subcommands: [List.self, Trend.self, Changes.self])

    /// Which store and which runs, shared by the subcommands.
    struct Selection: ParsableArguments {
        @Option(name: .customLong("history-store"), help: "The history to read: an SQLite file or a postgres:// URL (default: \(HistoryTarget.environmentVariable), else \(HistoryTarget.defaultPath)).")
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

        /// The selection in words, for a page's header (`scenario indicator-scrub, branch main, last 50 runs`).
        var words: String {
            var parts: [String] = []
            if let scenario { parts.append("scenario \(scenario)") }
            if let strategy, strategy != "all" { parts.append("strategy \(strategy)") }
            if let branch { parts.append("branch \(branch)") }
            if let device { parts.append("device \(device)") }
            if let since { parts.append("since \(since)") }
            if let last { parts.append("last \(last) runs") }
            return parts.isEmpty ? "every run" : parts.joined(separator: ", ")
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
                             run.settings.device.isEmpty ? "—" : run.settings.device + (run.devicePrices.map { " (\($0.prefix(8)))" } ?? ""),
                             run.metrics["hitch_time_ms"].map { NumberText.trimmed($0, decimals: 2) } ?? "—"])
            }
            print(HistoryText.table(rows))
        }
    }

    /// `frameprof history trend`.
    struct Trend: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Chart a metric over the stored runs: trend.html (a chart per strategy), trend.csv and trend.json.",
            discussion: """
                One chart per series (a scenario and strategy recorded the same way), oldest run first, \
                with its change points and budget lines: the --budgets file's max and min limits on the \
                metric, else the bound of the newest gate verdict stored with the runs. Each point links \
                to its commit (--commit-url), else to its row in the page's table of runs.
                """)

        @OptionGroup var selection: Selection

        @Option(help: "The metric (a summary.json key as budgets name it).")
        var metric = "hitch_time_ms"

        @Option(help: "A budget file whose max and min limits on the metric are drawn across the charts.")
        var budgets: String?

        @Option(name: .customLong("commit-url"), help: "A commit's web address with {commit} where the hash goes (default: GitHub's, from GITHUB_SERVER_URL and GITHUB_REPOSITORY when set).")
        var commitURL: String?

        @Option(help: "Directory for trend.html, trend.csv and trend.json.")
        var out: String

        func validate() throws {
            try HistoryText.checkMetric(metric)
            if let commitURL, !commitURL.contains("{commit}") {
                throw ValidationError("--commit-url needs {commit} where the commit's hash goes, as in https://github.com/org/app/commit/{commit}; '\(commitURL)' has none.")
            }
        }

        func run() throws {
            let runs = try selection.runs()
            let file = try budgets.map { try GateSession(budgets: $0).budgetFile() }
            let trend = FrameProfHistory.Trend.make(runs: runs, metric: metric, budgets: file, store: HistoryTarget.resolve(selection.store).description,
                                                    selection: selection.words)
            let output = try ReportOutput(directory: out)
            let environment = ProcessInfo.processInfo.environment
            let github = environment["GITHUB_REPOSITORY"].map { "\(environment["GITHUB_SERVER_URL"] ?? "https://github.com")/\($0)/commit/{commit}" }
            try TrendRenderer(commitURL: commitURL ?? github).render(trend, into: output)
            let points = trend.charts.reduce(0) { $0 + $1.series.points.count }
            let changes = trend.charts.reduce(0) { $0 + $1.series.changes.count }
            print("trend of \(metric): \(trend.charts.count) series, \(points) point\(points == 1 ? "" : "s"), \(changes) change point\(changes == 1 ? "" : "s"); wrote \(output.path("trend.html")), trend.csv, trend.json")
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

        func validate() throws {
            if metric != "all" { try HistoryText.checkMetric(metric) }
        }

        func run() throws {
            let runs = try selection.runs()
            var printed = 0
            for series in MetricSeries.group(runs, metric: metric) {
                for change in series.changes {
                    let point = series.points[change.index]
                    let relative = change.relativeChange.map { " (\($0 >= 0 ? "+" : "")\(NumberText.trimmed(100 * $0, decimals: 1)) %)" } ?? ""
                    // A change at the run where the profile was re-priced is said to be at one, so nobody hunts the code for it.
                    let evidence = (change.pValue.map { "p = \(NumberText.trimmed($0, decimals: 3))" } ?? "exact")
                        + (series.profileStep(at: change.index).map { "; the device profile \($0.device) was re-priced at this run (prices \($0.before) → \($0.after))" } ?? "")
                    print("\(series.name) · \(series.metric): at \(HistoryText.commit(point.provenance.commit)) (\(point.provenance.branch ?? "no branch"), run \(point.run), \(HistoryText.time(point.provenance.recordedAt))): \(NumberText.trimmed(change.before, decimals: 3)) → \(NumberText.trimmed(change.after, decimals: 3))\(relative), \(evidence)")
                    printed += 1
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

    /// A metric a budget could name, else a usage error with the closest names.
    static func checkMetric(_ metric: String) throws {
        guard !MetricCatalog.isValid(metric) else { return }
        let close = MetricCatalog.suggestions(for: metric)
        throw ValidationError("--metric takes a summary.json key as budgets name it; '\(metric)' is none\(close.isEmpty ? "" : " (did you mean \(close.joined(separator: ", "))?)").")
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
