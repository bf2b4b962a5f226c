import Testing
@testable import StackLab

@Test func smoke() {
    for strategy in StackStrategy.allCases {
        var runner = ScenarioRunner(scenario: .geometryReaderFeedback, strategy: strategy)
        runner.duration = 0.1
        let log = LayoutLog()
        let result = runner.run(log: log)
        print(strategy, result.contentHeights, result.frames.count, result.settled, result.graph.stats.bodyEvaluations)
        for line in log.lines.prefix(40) { print("  ", line) }
    }
}
