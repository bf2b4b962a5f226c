import FrameProfSupport
import ArgumentParser
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

    @Option(help: "Baseline file for relative limits (frameprof baseline update writes one).")
    var baseline: String?

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
    }

    func run() throws {
        var gate = GateSession(budgets: budgets)
        gate.summaries = summary
        gate.request = record.request
        gate.baseline = baseline
        gate.out = out
        let result = try gate.judge()
        print(GateTableRenderer().render(result), terminator: "")
        try write(GateMarkdownRenderer().render(result), to: markdown)
        try write(GateJUnitRenderer().render(result), to: junit)
        if result.outcome != .withinBudget { throw ExitStatus(result.outcome).exitCode }
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
