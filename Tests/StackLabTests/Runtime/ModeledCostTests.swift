import Foundation
@_spi(Simulation) import FrameProf
import FrameProfAnalysis
import FrameProfTrace
import Testing
@testable import StackLab
@testable import StackLabContent
@testable import StackLabCore
@testable import StackLabScenarios
@testable import StackLabPricing

/// What a device profile charged each transaction reaches the trace, by operation and by type, and
/// adds up to what the frame clock saw: the page's "where the hitch frames' time went" is the model's
/// own account, not an estimate beside it.
@Suite struct ModeledCostTests {
    /// Records `strategy` over two seconds of the indicator scrub on the iPhone 12 profile and reads
    /// the trace back item by item.
    private func record(_ strategy: StackStrategy) throws -> (frames: [FrameRecord], costs: [TraceModeledCost], analysis: StrategyAnalysis) {
        try RecordingContext().run {
            let path = NSTemporaryDirectory() + "frameprof-costs-\(UUID().uuidString).fpt"
            defer { try? FileManager.default.removeItem(atPath: path) }
            VirtualClock.set(1_000_000_000)
            let recorder = try Recorder.start(sink: try FileSink(path: path), options: RecorderOptions(clock: .virtual))
            let scenario = Scenario.builtIn(named: "indicator-scrub")!.lasting(2)
            var runner = ScenarioRunner(scenario: scenario, strategy: strategy)
            runner.time = .virtual
            runner.profile = DeviceProfile.builtIn(named: "iphone-12")
            runner.refresh = .hz60
            _ = runner.run()
            try recorder.stop()
            var frames: [FrameRecord] = []
            var costs: [TraceModeledCost] = []
            for item in try TraceReader(path: path) {
                if case let .frame(frame) = item { frames.append(frame) }
                if case let .modeledCost(cost) = item { costs.append(cost) }
            }
            return (frames, costs, try TraceAnalyzer.analyze(path: path, name: strategy.rawValue))
        }
    }

    @Test(arguments: [StackStrategy.lazyVStack, .list])
    func everyFramesCostsAddUpToItsMainThreadAndRenderTimeByOperationAndByType(_ strategy: StackStrategy) throws {
        let (frames, costs, _) = try record(strategy)
        #expect(frames.count > 60)
        var operations: [UInt64: UInt64] = [:], types: [UInt64: UInt64] = [:]
        for cost in costs {
            switch cost.category {
            case .operation: operations[cost.transactionID, default: 0] += cost.nanoseconds
            case .type: types[cost.transactionID, default: 0] += cost.nanoseconds
            }
        }
        for frame in frames {
            // The virtual clock moves only by charges, so the transaction's duration is what was charged.
            let modeled = frame.durationNs + frame.renderDurationNs
            #expect(operations[frame.transactionID] == modeled, "frame \(frame.transactionID)")
            #expect(types[frame.transactionID] == modeled, "frame \(frame.transactionID)")
        }
    }

    @Test func workIsBookedToTheTypeWhoseWorkItWas() throws {
        let (_, costs, analysis) = try record(.list)
        let typeKeys = Set(costs.filter { $0.category == .type }.map(\.key))
        // Hosting and self-sizing belong to List's layout, text to Text, run loop and commit to the frame,
        // and the cell's own body work to the cell.
        #expect(typeKeys.isSuperset(of: ["StackLab.ListLayout", "StackLab.Text", TraceModeledCost.frameKey, "StackLab.FeedCell"]))
        let labels = Dictionary(costs.filter { $0.category == .operation }.map { ($0.key, $0.label) }, uniquingKeysWith: { a, _ in a })
        #expect(labels["self_sizing"] == "self-sizing" && labels["node"] == "node creation" && labels["commit_per_layer"] == "commit")
        // The summary's breakdown is the hitch frames' share of the same entries.
        let costsAnalysis = try #require(analysis.modeledCosts)
        let hitchFrames = analysis.frames.filter(\.frame.isHitch)
        let hitchMs = hitchFrames.reduce(0.0) { $0 + Double($1.frame.durationNs + $1.frame.renderDurationNs) / 1e6 }
        #expect(abs(costsAnalysis.hitchTotalMs - hitchMs) < 1e-6 * max(1, hitchMs))
        #expect(abs(costsAnalysis.hitchByType.reduce(0) { $0 + $1.ms } - hitchMs) < 1e-6 * max(1, hitchMs))
        #expect(costsAnalysis.hitchFrames.map(\.index) == hitchFrames.map(\.index))
        #expect(costsAnalysis.hitchByOperation.first.map { ["self_sizing", "hosting_configuration", "render", "commit_per_layer"].contains($0.key) } == true)
        let keys = analysis.summary.extra.map(\.key)
        #expect(keys.contains("hitch_time_by_operation_ms") && keys.contains("hitch_time_by_type_ms"))
    }

    @Test func aWallClockRecordingHasNoModeledCosts() throws {
        try RecordingContext().run {
            let path = NSTemporaryDirectory() + "frameprof-costs-wall-\(UUID().uuidString).fpt"
            defer { try? FileManager.default.removeItem(atPath: path) }
            let recorder = try Recorder.start(sink: try FileSink(path: path))
            let scenario = Scenario.builtIn(named: "feed-1000")!.lasting(0.2)
            var runner = ScenarioRunner(scenario: scenario, strategy: .lazyVStack)
            runner.time = .timeline
            _ = runner.run()
            try recorder.stop()
            let analysis = try TraceAnalyzer.analyze(path: path, name: "lazy-vstack")
            #expect(analysis.modeledCosts == nil)
            #expect(!analysis.summary.extra.map(\.key).contains("hitch_time_by_operation_ms"))
        }
    }
}
