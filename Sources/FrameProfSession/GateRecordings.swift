import FrameProfSupport
import Foundation
import FrameProfAnalysis
import FrameProfBudgets
import FrameProfReports
import StackLabScenarios

/// The recordings `gate` makes itself: one per scenario and `record:` settings in the budget file (budgets
/// that share both share the recording), each written like `record` writes it so a failure can be
/// opened in its report.
struct GateRecordings {
    let budgets: BudgetFile
    let request: RecordingRequest
    /// Where the recordings go: the caller's folder, or its scratch folder, which it removes.
    let out: String?
    /// Where each "recorded … into …" line goes.
    let log: (String) -> Void

    /// Records and returns the summary.json paths.
    func record() throws -> [String] {
        var selected = budgets.budgets
        if let only = request.scenario {
            selected = selected.filter { $0.scenario == only || $0.scenarioName == only }
            guard !selected.isEmpty else {
                throw SessionError("\(budgets.path) has no budget for the scenario '\(only)'; it has budgets for \(Set(budgets.budgets.map(\.scenario)).sorted().joined(separator: ", ")).",
                                   code: .usage, context: ErrorContext(file: budgets.path))
            }
        }
        let root = out ?? (NSTemporaryDirectory() as NSString).appendingPathComponent("frameprof-gate-\(getpid())")
        var groups: [(scenario: String, settings: RecordSettings, strategies: Set<String>, all: Bool)] = []
        for budget in selected {
            if let index = groups.firstIndex(where: { $0.scenario == budget.scenario && $0.settings == budget.record }) {
                groups[index].strategies.formUnion(budget.strategies)
                groups[index].all = groups[index].all || budget.strategies.isEmpty
            } else {
                groups.append((budget.scenario, budget.record, Set(budget.strategies), budget.strategies.isEmpty))
            }
        }
        var paths: [String] = []
        var used: Set<String> = []
        for group in groups {
            var options = request.applying(group.settings)
            options.scenario = Self.scenarioPath(group.scenario, budgets: budgets.path)
            options.strategy = .all
            if !group.all, group.strategies.count == 1, let name = group.strategies.first {
                guard let one = StrategySelection(name: name) else { throw SessionError(StrategySelection.unknown(name), code: .usage, context: ErrorContext(file: budgets.path)) }
                options.strategy = one
            }
            let plan = try RecordingPlan(options: options)
            var name = "\(plan.scenario.name)-\(plan.profile?.name ?? options.clock.rawValue)-\(NumberText.trimmed(plan.refresh.hertz, decimals: 2))hz"
            if used.contains(name) { name += "-\(used.count + 1)" }
            used.insert(name)
            let directory = (root as NSString).appendingPathComponent(name)
            let progress = ProgressLine.ifUseful(scenarioSeconds: plan.scenario.duration, recordings: plan.strategies.count * plan.runs)
            _ = try Recording(plan: plan, outputDirectory: directory, progress: progress).run(writing: ReportFormat.defaults)
            let clock = plan.profile.map { "virtual clock, \($0.name)" } ?? "wall clock"
            log("recorded \(plan.scenario.name) (\(clock), \(plan.runs) run\(plan.runs == 1 ? "" : "s")) into \(directory)")
            paths.append((directory as NSString).appendingPathComponent("summary.json"))
        }
        return paths
    }

    /// A budget's scenario: a built-in name as written; a file relative to the budget file's directory
    /// when it is there, else as written (relative to the working directory).
    static func scenarioPath(_ scenario: String, budgets: String) -> String {
        guard !scenario.hasPrefix("/") else { return scenario }
        let beside = ((budgets as NSString).deletingLastPathComponent as NSString).appendingPathComponent(scenario)
        return FileManager.default.fileExists(atPath: beside) ? beside : scenario
    }
}
