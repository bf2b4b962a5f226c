import FrameProf
import StackLabScenarios

/// StackLab's scaling figures: a lazy stack's frame time must follow the visible rows, not the total
/// (the same drag over 1,000 and over `largeRowCount` rows), while an eager VStack's first frame grows
/// with the row count. Both sizes run alternately in one process and the medians are compared.
struct StackLabBenchmark {
    let largeRowCount: Int
    let repetitions: Int

    struct Results {
        var lazyFrameUs1k: Double
        var lazyFrameUsLarge: Double
        var vstackFirstFrameMs1k: Double
        var vstackFirstFrameMs10k: Double
        var largeRowCount: Int

        var lazyRatio: Double { lazyFrameUsLarge / lazyFrameUs1k }
    }

    func run() -> Results {
        let small = Scenario.feed(rowCount: 1000)
        let large = Scenario.feed(rowCount: largeRowCount)
        let tenThousand = Scenario.feed(rowCount: 10_000)
        var lazySmall: [Double] = []
        var lazyLarge: [Double] = []
        var eagerSmall: [Double] = []
        var eagerLarge: [Double] = []
        for _ in 0..<repetitions {
            lazySmall.append(medianFrameUs(small))
            lazyLarge.append(medianFrameUs(large))
            eagerSmall.append(firstFrameMs(small))
            eagerLarge.append(firstFrameMs(tenThousand))
        }
        return Results(lazyFrameUs1k: median(lazySmall), lazyFrameUsLarge: median(lazyLarge),
                       vstackFirstFrameMs1k: median(eagerSmall), vstackFirstFrameMs10k: median(eagerLarge),
                       largeRowCount: largeRowCount)
    }

    /// Median commit-minus-start of the drag's frames (the first, which builds the tree, left out).
    private func medianFrameUs(_ scenario: Scenario) -> Double {
        let runner = ScenarioRunner(scenario: scenario.lasting(2), strategy: .lazyVStack)
        let frames = runner.run().frames.dropFirst()
        return median(frames.map { Double($0.durationNs) / 1e3 })
    }

    private func firstFrameMs(_ scenario: Scenario) -> Double {
        let runner = ScenarioRunner(scenario: scenario.lasting(0.05), strategy: .vstack)
        return Double(runner.run().frames[0].durationNs) / 1e6
    }
}
