import FrameProfSupport
import ArgumentParser
import FrameProfHistory
import Foundation
import FrameProfBudgets
import FrameProfReports
import FrameProfSession

/// `frameprof gate`: judge recordings against a budget file (and a baseline) with the contract's exit
/// codes: 0 within budget, 2 over budget or regressed, 4 improved only, 5 baseline missing.
struct GateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "gate",
        abstract: "Judge recordings against a budget file; exit 2 when over budget.",
        discussion: """
            With --summary, judges existing summaries. With --scenario, records that scenario (each budget's \
            `record:` settings win over the command line's) and judges it. With neither, records every \
            scenario the budget file names. Exit codes: 0 within budget, 1 error, 2 over budget or \
            regressed, 4 improvements only (update the baseline), 5 the baseline file does not exist.
            """)

    @Option(help: "The budget file (YAML).")
    var budgets: String

    @Option(help: "A summary.json (or its directory) to judge instead of recording; repeat for several.")
    var summary: [String] = []

    @OptionGroup var record: RecordOptions

    @Option(help: "Baseline for relative limits: a file (frameprof baseline update writes one), or history[:BRANCH] for the last runs stored in the run history.")
    var baseline: String?

    @Option(name: .customLong("baseline-runs"), help: "With --baseline history: how many of the branch's last recordings to compare with.")
    var baselineRuns = 10

    @OptionGroup var history: HistoryOptions

    @Option(help: "Write JUnit XML here (one test case per limit).")
    var junit: String?

    @Option(help: "Write the verdict as Markdown here, for a pull-request comment.")
    var markdown: String?

    @Option(help: "Directory for the gate's own recordings (default: a new temporary directory).")
    var out: String?

    func validate() throws {
        if !summary.isEmpty, record.scenario != nil {
            throw ValidationError("Give either --summary (judge existing recordings) or --scenario (record and judge), not both.")
        }
        guard baselineRuns >= 1 else { throw ValidationError("--baseline-runs takes a count of recordings from 1, not \(baselineRuns).") }
    }

    func run() throws {
        var gate = GateSession(budgets: budgets)
        gate.summaries = summary
        gate.request = record.request
        gate.baseline = baseline.map { value in
            // `history` or `history:BRANCH` reads the run history; anything else is a file.
            guard value == "history" || value.hasPrefix("history:") else { return .file(value) }
            let branch = value == "history" ? nil : String(value.dropFirst("history:".count))
            return .history(HistoryTarget.resolve(history.store), branch: branch?.isEmpty == true ? nil : branch, runs: baselineRuns)
        }
        // The gate's own recordings go somewhere known when they are to be stored, and away afterwards.
        let scratch = out == nil && history.history && summary.isEmpty ? try ScratchDirectory(purpose: "gate") : nil
        defer { scratch?.remove() }
        let recordings = out ?? scratch?.path
        gate.out = recordings
        let result = try gate.judge()
        print(GateTableRenderer().render(result), terminator: "")
        try write(GateMarkdownRenderer().render(result), to: markdown)
        try write(GateJUnitRenderer().render(result), to: junit)
        // Stored after every local output is written, so a store that fails loses none of them.
        for location in summary.isEmpty ? recordedSummaries(in: recordings) : summary {
            try history.store(summaryIn: location.hasSuffix(".json") ? (location as NSString).deletingLastPathComponent : location,
                              seed: record.request.seed, verdicts: result.verdicts, onlyWhenFlagged: true)
        }
        if result.outcome != .withinBudget { throw ExitStatus(result.outcome).exitCode }
    }

    /// The recordings' directories the gate wrote under `directory`.
    private func recordedSummaries(in directory: String?) -> [String] {
        guard let directory, let names = try? FileManager.default.contentsOfDirectory(atPath: directory) else { return [] }
        return names.sorted().map { (directory as NSString).appendingPathComponent($0) }
            .filter { FileManager.default.fileExists(atPath: ($0 as NSString).appendingPathComponent("summary.json")) }
    }

    private func write(_ text: String, to path: String?) throws {
        guard let path else { return }
        do {
            try text.write(toFile: path, atomically: true, encoding: .utf8)
        } catch {
            throw SessionError("cannot write \(path): \(error.localizedDescription)", code: .unwritable, context: ErrorContext(file: path, underlying: error))
        }
    }
}
