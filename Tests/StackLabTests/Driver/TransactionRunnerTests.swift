import Foundation
@_spi(Simulation) import FrameProf
import Testing
@testable import StackLab
@testable import StackLabContent
@_spi(Nodes) @testable import StackLabCore
@testable import StackLabPricing

/// The runner's frame clock on modeled time (`iphone-12`, 60 Hz): when transactions start, which
/// frames it calls hitches, and what a frame the app does not commit costs.
@Suite struct TransactionRunnerTests {
    /// A screen of `texts` lines in a plain stack, priced as an iPhone 12, with modeled time starting at
    /// one second.
    private func makeRunner(texts: Int) -> (ViewGraph, TransactionRunner) {
        let graph = ViewGraph(screen: Size(width: 390, height: 844)) {
            VStack(spacing: 4) {
                ForEach(0..<texts, id: \.self) { index in Text("Line \(index) of a screen that lays out every row") }
            }
        }
        graph.profile = DeviceProfile.builtIn(named: "iphone-12")
        let runner = TransactionRunner(graph: graph, rate: .hz60, time: .virtual)
        VirtualClock.set(1_000_000_000)
        return (graph, runner)
    }

    /// Building two thousand rows at once takes the phone longer than a frame; the next transaction,
    /// with nothing changed, starts on the vsync after that commit and is on time.
    @Test func aFirstBuildPastTheDeadlineIsAHitchAndAQuietFrameIsNot() {
        RecordingContext().run {
            let (_, runner) = makeRunner(texts: 2_000)
            let first = runner.runTransaction()
            #expect(first.missedCommitDeadline)
            #expect(first.isHitch && first.droppedVsyncs > 0)
            let second = runner.runTransaction()
            #expect(!second.isHitch && !second.missedCommitDeadline)
            #expect(second.startNs >= first.commitNs)
            // On the vsync grid: a transaction waits for the first vsync at or after the last commit.
            #expect(abs(Double(second.startNs) - Double(second.startVsyncNs)) <= 1)
            #expect(second.startVsync > first.startVsync)
            #expect(runner.frames == [first, second])
        }
    }

    /// A few rows fit in a frame, transaction after transaction.
    @Test func aSmallScreenMakesEveryFrame() {
        RecordingContext().run {
            let (_, runner) = makeRunner(texts: 5)
            var seen: [FrameRecord] = []
            runner.onCommit = { seen.append($0) }
            for _ in 0..<5 { runner.runTransaction() }
            #expect(runner.frames.count == 5)
            #expect(runner.frames.allSatisfy { !$0.isHitch && $0.commitNs > $0.startNs })
            #expect(seen == runner.frames, "onCommit sees every frame once, as recorded")
            #expect(zip(runner.frames, runner.frames.dropFirst()).allSatisfy { $1.startVsync > $0.startVsync })
        }
    }

    /// A frame the render server draws from the layers committed last: no main-thread work, so it
    /// commits the moment it starts, on the vsync asked for.
    @Test func aFrameTheAppDoesNotCommitTakesNoMainThreadTime() {
        RecordingContext().run {
            let (_, runner) = makeRunner(texts: 5)
            let committed = runner.runTransaction()
            let redrawn = runner.renderCommittedLayers(at: committed.commitNs + 50_000_000)
            #expect(redrawn.commitNs == redrawn.startNs)
            #expect(redrawn.startNs >= committed.commitNs + 50_000_000)
            #expect(!redrawn.isHitch)
            #expect(runner.frames.count == 2)
        }
    }
}
