import ArgumentParser
import Foundation
import FrameProfBudgets
import FrameProfReports
import StackLab

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
        do {
            let result = try judge()
            print(GateTableRenderer().render(result), terminator: "")
            try write(GateMarkdownRenderer().render(result), to: markdown)
            try write(GateJUnitRenderer().render(result), to: junit)
            if result.exitCode != 0 { throw ExitCode(result.exitCode) }
        } catch let failure as CommandFailure {
            printError(failure.description)
            throw ExitCode.failure
        }
    }

    private func judge() throws -> GateResult {
        var file: BudgetFile
        do {
            file = try BudgetFile.load(path: budgets)
        } catch {
            throw CommandFailure("frameprof gate: \(error)")
        }
        for index in file.budgets.indices {
            file.budgets[index].scenarioName = try scenarioName(of: file.budgets[index])
        }
        var kept: Baseline?
        if let baseline {
            guard FileManager.default.fileExists(atPath: baseline) else {
                printError("frameprof gate: the baseline file \(baseline) does not exist; write one with `frameprof baseline update --summary DIR/summary.json --out \(baseline)`.")
                throw ExitCode(5)
            }
            do {
                kept = try Baseline.load(path: baseline)
            } catch {
                throw CommandFailure("frameprof gate: \(error)")
            }
        } else if let (budget, limit) = file.firstRelativeLimit {
            // A usage error (64): the command line lacks what the budget file needs.
            printError("Error: \(budgets):\(limit.line): \(limit.metric) uses \(limit.rule.key) in the budget for \(budget.scenario), which compares against a baseline; give --baseline FILE.json (frameprof baseline update writes one).")
            printError("Usage: " + FrameProfCommand.usageString(for: GateCommand.self).replacingOccurrences(of: "\n", with: " "))
            throw ExitCode.validationFailure
        }
        let locations = summary.isEmpty ? try GateRecordings(budgets: file, options: record, out: out).record() : summary
        var summaries: [SummaryMetrics] = []
        for location in locations {
            do {
                summaries.append(try SummaryMetrics(location: location, strategyOrder: StackStrategy.names))
            } catch {
                throw CommandFailure("frameprof gate: \(error)")
            }
        }
        do {
            return try GateEvaluator(budgets: file, baseline: kept).evaluate(summaries)
        } catch {
            throw CommandFailure("frameprof gate: \(error).")
        }
    }

    /// The name summaries carry for a budget's scenario: a built-in's name, the `name:` of its file, or,
    /// with `--summary`, the name as written (an imported recording's).
    private func scenarioName(of budget: Budget) throws -> String {
        if Scenario.builtIn(named: budget.scenario) != nil { return budget.scenario }
        let path = GateRecordings.scenarioPath(budget.scenario, budgets: budgets)
        // Judging given summaries, a name is what an imported recording carries (`import --scenario`):
        // a budget no summary matches is still reported, by the evaluator.
        if !summary.isEmpty, !FileManager.default.fileExists(atPath: path) { return budget.scenario }
        guard FileManager.default.fileExists(atPath: path) else {
            let names = Scenario.builtIns.map(\.name).joined(separator: ", ")
            throw CommandFailure("frameprof gate: \(budgets):\(budget.line): the scenario '\(budget.scenario)' is neither a built-in (\(names)) nor a scenario file that exists.")
        }
        do {
            return try ScenarioFile.load(path: path).name
        } catch {
            throw CommandFailure("frameprof gate: \(error)")
        }
    }

    private func write(_ text: String, to path: String?) throws {
        guard let path else { return }
        do {
            try text.write(toFile: path, atomically: true, encoding: .utf8)
        } catch {
            throw CommandFailure("frameprof gate: cannot write \(path): \(error.localizedDescription)")
        }
    }
}
