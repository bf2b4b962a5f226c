import Foundation
@_spi(Simulation) import FrameProf
import FrameProfAnalysis
import Testing
@testable import StackLab
@testable import StackLabContent
@_spi(Nodes) @testable import StackLabCore
@testable import StackLabScenarios
@testable import StackLabPricing

/// Gives its content a new identity whenever its state changes.
nonisolated struct IDResetter: View {
    let trigger: Trigger
    @State private var generation = 0
    var body: some View {
        trigger.action = { generation += 1 }
        return Child(value: 1).id(generation)
    }
}

/// Every body evaluation records why it ran, and reports read it back: the causes of each case a user
/// asks about (a state change, a parent's unequal inputs, a branch switch, an `.id` change, the scroll
/// offset, the live clock) and the chains of the built-in scenarios that exist to explain themselves.
@Suite("causes of body evaluations", .serialized)
struct CauseTests {
    /// Records `steps` on the virtual clock and returns the trace's causes.
    private func record(_ steps: () throws -> Void) throws -> StrategyAnalysis {
        let path = NSTemporaryDirectory() + "frameprof-causes-\(UUID().uuidString).fpt"
        defer { try? FileManager.default.removeItem(atPath: path) }
        VirtualClock.set(1_000_000_000)
        let recorder = try Recorder.start(sink: try FileSink(path: path), options: RecorderOptions(clock: .virtual))
        try steps()
        try recorder.stop()
        return try TraceAnalyzer.analyze(path: path, name: "causes")
    }

    private func transaction(_ graph: ViewGraph) {
        graph.updateAndLayout()
        _ = graph.commit()
        graph.runAfterCommit()
    }

    private func causes(_ analysis: StrategyAnalysis, _ view: String) -> [String: Int] {
        let entry = analysis.causes?.views.first { $0.view.hasSuffix(".\(view)") }
        return Dictionary(uniqueKeysWithValues: (entry?.causes ?? []).map { ($0.cause, $0.count) })
    }

    @Test("a state change names the view and property; the child with new inputs names the owner and the input")
    func stateAndInputs() throws {
        try RecordingContext().run {
            let analysis = try record {
                let trigger = Trigger()
                let graph = ViewGraph(screen: Size(width: 300, height: 300)) { Parent(trigger: trigger) }
                transaction(graph)
                trigger.fire()
                transaction(graph)
            }
            #expect(causes(analysis, "Parent") == ["first appearance": 1, "state Parent.count": 1])
            #expect(causes(analysis, "Child") == ["first appearance": 1, "inputs from Parent: value": 1])
            #expect(causes(analysis, "Static") == ["first appearance": 1], "equal inputs skip the body: no cause, no evaluation")
        }
    }

    @Test("a branch switch and an .id change rebuild the content: identity reset, not first appearance")
    func identityResets() throws {
        try RecordingContext().run {
            let analysis = try record {
                let flip = Trigger(), counter = Trigger()
                let graph = ViewGraph(screen: Size(width: 300, height: 300)) { Switcher(flip: flip, counter: counter) }
                transaction(graph)
                flip.fire()
                transaction(graph)
                let reset = Trigger()
                let other = ViewGraph(screen: Size(width: 300, height: 300)) { IDResetter(trigger: reset) }
                transaction(other)
                reset.fire()
                transaction(other)
            }
            #expect(causes(analysis, "Counter") == ["first appearance": 1, "identity reset: branch switch": 1])
            #expect(causes(analysis, "Child") == ["first appearance": 1, "identity reset: .id changed": 1])
        }
    }

    @Test("a closure input cannot compare equal, and an unchanged output is counted as wasted")
    func closureInputs() throws {
        try RecordingContext().run {
            let analysis = try record {
                let trigger = Trigger()
                let graph = ViewGraph(screen: Size(width: 300, height: 300)) { ClosureParent(trigger: trigger, markEquatable: false) }
                transaction(graph)
                trigger.fire()
                transaction(graph)
            }
            #expect(causes(analysis, "ClosureHolder") == ["first appearance": 1, "inputs from ClosureParent: onTap": 1])
            let wasted = analysis.causes?.views.first { $0.view.hasSuffix(".ClosureHolder") }?.wasted
            #expect(wasted == 1, "the holder's Text is the same: its evaluation was wasted")
            #expect(analysis.summary.extra.contains { $0.key == "wasted_body_evaluations" && $0.value == .int(1) })
        }
    }

    /// A built-in scenario recorded for a few seconds under LazyVStack.
    private func scenario(_ name: String, seconds: Double = 2) throws -> StrategyAnalysis {
        try record {
            var runner = ScenarioRunner(scenario: Scenario.builtIn(named: name)!.lasting(seconds), strategy: .lazyVStack)
            runner.time = .virtual
            runner.profile = DeviceProfile.builtIn(named: "iphone-12")
            _ = runner.run()
        }
    }

    @Test("body-checklist explains itself: the tick through the root to each cell, identity resets where the anti-pattern is")
    func bodyChecklist() throws {
        try RecordingContext().run {
            let analysis = try scenario("body-checklist")
            #expect(causes(analysis, "ScenarioRoot")["tick: state ScenarioModel.tick", default: 0] > 0)
            for cell in ["AllocInBodyCell", "BigBodyCell", "SplitEquatableCell", "BranchChurnCell", "IDEveryCell", "StableIDCell"] {
                #expect(causes(analysis, cell)["inputs from ScenarioRoot: tick", default: 0] > 0, "\(cell)")
            }
            let rows = causes(analysis, "CellLayout")
            #expect(rows["identity reset: .id changed", default: 0] > 0, "IDEveryCell gives its row a new identity")
            #expect(rows["identity reset: branch switch", default: 0] > 0, "BranchChurnCell switches branches")
            #expect(rows["inputs from StableIDCell: tick", default: 0] > 0 && rows["inputs from ModifierParameterCell: tick", default: 0] > 0,
                    "the fixes keep the row and only hand it new inputs")
            // The split cell re-evaluates only the subview whose input changed.
            #expect(causes(analysis, "CellFooter")["inputs from SplitEquatableCell: seconds", default: 0] > 0)
            #expect(!causes(analysis, "CellTitle").keys.contains { $0.hasPrefix("inputs from") })
            #expect(analysis.causes?.triggers.contains { $0.cause.contains("tick") } == true)
        }
    }

    @Test("state-driven-parallax: scroll offset → root state → every row; the local reader runs for the scroll offset")
    func parallax() throws {
        try RecordingContext().run {
            let analysis = try scenario("state-driven-parallax")
            #expect(causes(analysis, "ParallaxRootStateRow")["inputs from ScenarioRoot: offset", default: 0] > 0)
            #expect(causes(analysis, "ParallaxLocalRow").keys.sorted() == ["first appearance"])
            #expect(analysis.causes?.views.contains { $0.view.contains("GeometryReader") && $0.causes.contains { $0.cause == "scroll offset" } } == true)
            let chains = try #require(analysis.causes?.chains.values)
            let scroll = try #require(chains.filter { $0.trigger == "scroll offset" }.max { $0.transactionNs < $1.transactionNs })
            #expect(scroll.steps.map(\.cause) == ["state ScenarioModel.offset", "inputs from ScenarioRoot: offset"])
            #expect(scroll.steps.last?.view == "StackLab.ParallaxRootStateRow" && (scroll.steps.last?.evaluations ?? 0) > 1)
        }
    }
}
