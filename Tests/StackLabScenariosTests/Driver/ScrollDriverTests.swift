import Foundation
import FrameProf
import Testing
@testable import StackLab
@testable import StackLabContent
@_spi(Nodes) @testable import StackLabCore
@testable import StackLabScenarios

/// The gesture script against the closed-form physics of docs/DESIGN.md §3.
@Suite struct ScrollDriverTests {
    private func driven(_ script: [GestureStep], rows: Int = 2000) -> (ScrollDriver, ScrollViewHandle) {
        let specs = (0..<rows).map { RowSpec(id: $0, height: 100, text: "") }
        let graph = ViewGraph(screen: Size(width: 402, height: 796)) {
            ScrollView { VStack(spacing: 8) { ForEach(specs) { Color.gray.frame(height: $0.height) } } }
        }
        let runner = TransactionRunner(graph: graph, time: .virtual)
        let driver = ScrollDriver(runner: runner, script: script)
        driver.run(limit: .infinity)
        return (driver, graph.scrollViewNodes[0])
    }

    @Test(arguments: ScrollPhysics.Deceleration.allCases)
    func flingPositionsMatchTheClosedForm(deceleration: ScrollPhysics.Deceleration) {
        RecordingContext().run {
            let (driver, _) = driven([.fling(velocity: 8000, deceleration: deceleration)])
            #expect(driver.offsets.count > 20)
            for (t, offset) in driver.offsets {
                let d = deceleration.rate
                let expected = 8000 * (pow(d, 1000 * t) - 1) / (1000 * log(d))
                #expect(abs(offset - expected) < 1e-6, "at \(t) s: \(offset) vs \(expected)")
            }
            // The fling stops once its speed falls under 10 pt/s: v0 · d^(1000 t) = 10.
            let end = log(10.0 / 8000) / (1000 * log(deceleration.rate))
            #expect(abs(ScrollPhysics.flingDuration(8000, deceleration) - end) < 1e-12)
            #expect(driver.offsets.last!.time < end)
        }
    }

    @Test func rubberBandFollowsTheFormula() {
        RecordingContext().run {
            // x · D · c / (D + c · |x|) with D = 796, c = 0.55.
            #expect(abs(ScrollPhysics.rubberBand(100, viewport: 796) - 100 * 796 * 0.55 / (796 + 55)) < 1e-12)
            #expect(ScrollPhysics.rubberBand(-100, viewport: 796) == -ScrollPhysics.rubberBand(100, viewport: 796))
            #expect(ScrollPhysics.rubberBand(1e9, viewport: 796) < 796)
        }
    }

    @Test func aFlingPastTheEndOverscrollsThenSpringsBackToTheEdge() {
        RecordingContext().run {
            let (driver, scroll) = driven([.fling(velocity: 9000, deceleration: .normal), .wait(duration: 0.5)], rows: 20)
            let maxOffset = scroll.maxOffset
            let over = driver.offsets.map { $0.offset - maxOffset }.max()!
            #expect(over > 0, "the content went past the end")
            #expect(over < 796, "by less than the rubber band's limit")
            #expect(driver.offsets.last!.offset == maxOffset)
        }
    }

    @Test func scrubSweepsTheWholeContentDownAndBack() {
        RecordingContext().run {
            let (driver, scroll) = driven([.scrub(duration: 1)], rows: 100)
            let peak = driver.offsets.map(\.offset).max()!
            #expect(abs(peak - scroll.maxOffset) < scroll.maxOffset * 0.02)
            #expect(driver.offsets.last!.offset < scroll.maxOffset * 0.02)
        }
    }

    @Test func aJumpPutsTheRowAtTheTop() {
        RecordingContext().run {
            let (driver, _) = driven([.jump(row: 250)])
            #expect(driver.offsets.map(\.offset) == [250 * 108])
        }
    }
}
