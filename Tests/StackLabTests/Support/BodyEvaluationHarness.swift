@testable import StackLab
@testable import StackLabContent
@_spi(Nodes) @testable import StackLabCore

/// Data flow's tests: which views a change runs again.
protocol BodyEvaluationHarness {}

extension BodyEvaluationHarness {
    /// Runs one transaction after `change`, returning the body evaluations by view and their causes.
    func evaluations(_ graph: ViewGraph, after change: () -> Void) -> [String: Int] {
        let before = graph.stats.bodyEvaluations
        change()
        graph.update()
        var delta: [String: Int] = [:]
        for (view, count) in graph.stats.bodyEvaluations where count != before[view] { delta[TypeNames.split(view).name] = count - (before[view] ?? 0) }
        return delta
    }
}
