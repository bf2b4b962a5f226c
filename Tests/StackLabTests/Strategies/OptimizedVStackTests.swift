import FrameProf
import Testing
@testable import StackLab
@testable import StackLabContent
@_spi(Nodes) @testable import StackLabCore
@testable import StackLabScenarios

/// OptimizedVStack on the scenarios that break LazyVStack, on the virtual clock so the runs are exact.
@Suite(.serialized) struct OptimizedVStackTests {
    private func run(_ name: String, _ strategy: StackStrategy, seconds: Double? = nil) -> ScenarioRunner.Result {
        var scenario = Scenario.builtIn(named: name)!
        if let seconds { scenario = scenario.lasting(seconds) }
        var runner = ScenarioRunner(scenario: scenario, strategy: strategy)
        runner.time = .virtual
        return runner.run()
    }

    // On the device's rows (indicator-scrub) the rows after row 646 are a sixth of the estimate: the
    // range is refined until measured rows cover the working area, which took more than eight rounds.
    @Test(arguments: [("indicator-scrub", 4.0), ("feed-uniform", 4.0), ("jump-to-row", nil), ("big-top-small-bottom", nil)] as [(String, Double?)])
    func noBlankFrameNoTruncationNoInvalidPass(name: String, seconds: Double?) {
        RecordingContext().run {
            let result = run(name, .optimizedVStack, seconds: seconds)
            #expect(result.frames.count > 100)
            #expect(result.blankFractions.allSatisfy { $0 == 0 }, "blank frames: \(result.blankFractions.filter { $0 > 0 }.count)")
            #expect(result.graph.stats.truncations == 0)
            #expect(result.graph.stats.invalidPasses == 0)
        }
    }

    @Test func lazyVStackDoesShowTheFailuresOnTheSameScenarios() {
        RecordingContext().run {
            let bigTop = run("big-top-small-bottom", .lazyVStack)
            #expect(bigTop.blankFractions.contains { $0 > 0 })
            #expect(bigTop.graph.stats.invalidPasses > 0)
            #expect(bigTop.graph.stats.truncations > 0)
        }
    }

    @Test func heightIsReportedAtMostOncePerFrameAndExactOnceEveryRowIsMeasured() throws {
        RecordingContext().run {
            var scenario = Scenario(name: "sixty", summary: "", rows: RowSet(count: 60, heights: .pattern([200, 100, 100])))
            scenario.gesture = [.scrub(duration: 2)]
            var runner = ScenarioRunner(scenario: scenario, strategy: .optimizedVStack)
            runner.time = .virtual
            let result = runner.run()
            let lines = result.graph.log.lines
            var reportsInFrame = 0
            var maxReports = 0
            for line in lines {
                if line.hasPrefix("Current cell's range") { reportsInFrame = 0 }
                if line.hasPrefix("OptimizedVStackLayout: height -> ") { reportsInFrame += 1 }
                maxReports = max(maxReports, reportsInFrame)
            }
            #expect(maxReports == 1)
            // 20 rows of 200 and 40 of 100, 59 spacings of 8.
            let exact = 20 * 200 + 40 * 100 + 59 * 8.0
            let heights = lines.filter { $0.hasPrefix("OptimizedVStackLayout: height -> ") }
            #expect(heights.first?.contains("estimated(") == true)
            #expect(heights.last == "OptimizedVStackLayout: height -> exact(\(LayoutLog.number(exact)))")
            #expect(result.contentHeights.last == exact)
            #expect(result.contentHeights.count <= result.frames.count + 1)
        }
    }

    @Test func aJumpLandsOnTheRowAndKeepsItStillWhileRowsAboveAreMeasured() throws {
        RecordingContext().run {
            var scenario = Scenario.builtIn(named: "feed-1000")!
            scenario.gesture = [.jump(row: 600), .wait(duration: 0.1), .drag(velocity: -600, duration: 0.5)]
            var runner = ScenarioRunner(scenario: scenario, strategy: .optimizedVStack)
            runner.time = .virtual
            let result = runner.run()
            let placing = result.graph.log.lines.filter { $0.hasPrefix("Placing from #") }
            #expect(placing.contains { $0.hasPrefix("Placing from #600 downward.") })
            #expect(placing.contains { $0.contains("upward.") })
            #expect(result.blankFractions.allSatisfy { $0 == 0 })
        }
    }
}
