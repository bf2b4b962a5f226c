import FrameProfSupport
import Foundation
import FrameProfAnalysis
import FrameProfBudgets
import FrameProfHistory
import StackLabScenarios

/// Where a gate's relative limits find their baseline.
public enum BaselineSource: Sendable, Equatable {
    /// A baseline file (or a plain summary.json).
    case file(String)
    /// The last `runs` recordings of `branch` (nil: any branch) in a run history, made the same way as
    /// each summary judged.
    case history(HistoryTarget, branch: String?, runs: Int)
}

/// One `gate` run: reads the budget file and the baseline, records what the budgets name (or takes the
/// summaries given) and judges them. What the verdicts add up to is the result's `outcome`.
public struct GateSession {
    /// The budget file (YAML).
    public var budgets: String
    /// summary.json files (or their directories) to judge instead of recording.
    public var summaries: [String] = []
    /// How to record, before each budget's `record:` settings apply.
    public var request = RecordingRequest()
    /// The baseline for relative limits.
    public var baseline: BaselineSource?
    /// Where the gate's own recordings go (default: a new temporary directory).
    public var out: String?
    /// Where progress lines ("recorded … into …") go.
    public var log: (String) -> Void = { print($0) }

    /// A gate of `budgets`.
    public init(budgets: String) {
        self.budgets = budgets
    }

    /// Every verdict. A missing baseline is a `.baselineMissing` error; a relative limit without a
    /// baseline is a usage error.
    public func judge() throws -> GateResult {
        let file = try loadBudgets()
        var kept = try loadBaseline(for: file)
        // Recordings nobody asked to keep go to a scratch folder, removed once they are read.
        let scratch = summaries.isEmpty && out == nil ? try ScratchDirectory(purpose: "gate") : nil
        defer { scratch?.remove() }
        let locations = summaries.isEmpty ? try GateRecordings(budgets: file, request: request, out: out ?? scratch?.path, log: log).record() : summaries
        let judged = try locations.map { try SummaryMetrics(location: $0) }
        if case let .history(target, branch, runs) = baseline {
            // The runs to compare with depend on how the judged summaries were recorded.
            let store = try HistoryStores.open(target, writing: false)
            guard let made = try HistoryBaseline.make(store: store, target: target, branch: branch, runs: runs, for: judged.map(\.settings)) else {
                let ways = Set(judged.map(\.settings.description)).sorted().joined(separator: "; ")
                throw SessionError("the history \(target) has no run\(branch.map { " of branch \($0)" } ?? "") recorded as \(ways) to compare with; store some with `\(ToolName.current) record --history`\(branch.map { " --branch \($0)" } ?? "").",
                                   code: .baselineMissing, context: ErrorContext(file: target.description))
            }
            kept = made
        }
        do {
            return try GateEvaluator(budgets: file, baseline: kept).evaluate(judged)
        } catch {
            throw SessionError("", wrapping: error, suffix: ".")
        }
    }

    /// Records every budget's scenario as `judge()` would, judging nothing, into `out`, and returns the
    /// summary.json paths: what a first baseline is made of (`frameprof baseline update --budgets`).
    public func record() throws -> [String] {
        try GateRecordings(budgets: loadBudgets(), request: request, out: out, log: log).record()
    }

    /// The budget file with each budget's scenario resolved to the name summaries carry, as the gate
    /// reads it (what `history trend` draws budget lines from).
    public func budgetFile() throws -> BudgetFile {
        try loadBudgets()
    }

    private func loadBudgets() throws -> BudgetFile {
        var file = try BudgetFile.load(path: budgets)
        for index in file.budgets.indices {
            file.budgets[index].scenarioName = try scenarioName(of: file.budgets[index])
        }
        return file
    }

    private func loadBaseline(for file: BudgetFile) throws -> Baseline? {
        guard let source = baseline else {
            if let (budget, limit) = file.firstRelativeLimit {
                throw SessionError("\(budgets):\(limit.line): \(limit.metric) uses \(limit.rule.key) in the budget for \(budget.scenario), which compares against a baseline; give --baseline FILE.json (frameprof baseline update writes one).",
                                   code: .usage, context: ErrorContext(file: budgets, line: limit.line))
            }
            return nil
        }
        // A history's baseline is made once the judged summaries say how they were recorded.
        guard case let .file(baseline) = source else { return nil }
        guard FileManager.default.fileExists(atPath: baseline) else {
            throw SessionError("the baseline file \(baseline) does not exist; write one with `\(ToolName.current) baseline update --summary DIR/summary.json --out \(baseline)`.",
                               code: .baselineMissing, context: ErrorContext(file: baseline))
        }
        return try Baseline.load(path: baseline)
    }

    /// The name summaries carry for a budget's scenario: a built-in's name, the `name:` of its file, or,
    /// with summaries given, the name as written (an imported recording's).
    private func scenarioName(of budget: Budget) throws -> String {
        if Scenario.named(budget.scenario) != nil { return budget.scenario }
        let path = GateRecordings.scenarioPath(budget.scenario, budgets: budgets)
        // Judging given summaries, a name is what an imported recording carries (`import --scenario`):
        // a budget no summary matches is still reported, by the evaluator.
        if !summaries.isEmpty, !FileManager.default.fileExists(atPath: path) { return budget.scenario }
        guard FileManager.default.fileExists(atPath: path) else {
            // A lab's budgets name its own scenarios: a missing one was most likely removed or renamed.
            let lab = Scenario.labScenarios.map(\.name)
            let known = lab.isEmpty ? Scenario.builtIns.map(\.name) : lab
            let near = NearestNames.closest(to: budget.scenario, among: known, most: 1).first.map { " (did you mean '\($0)'?)" } ?? ""
            let what = lab.isEmpty ? "neither a built-in scenario (\(known.joined(separator: ", "))) nor a scenario file that exists"
                : "no scenario of \(ToolName.current) (its scenarios: \(lab.joined(separator: ", ")))"
            throw SessionError("\(budgets):\(budget.line): '\(budget.scenario)' is \(what)\(near). Remove its budget from \(budgets), or name a scenario that exists.",
                               code: .invalidInput, context: ErrorContext(file: budgets, line: budget.line))
        }
        return try ScenarioFile.load(path: path).name
    }
}
