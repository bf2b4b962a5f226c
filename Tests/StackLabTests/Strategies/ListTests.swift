import FrameProf
import Testing
@testable import StackLab
@testable import StackLabContent
@_spi(Nodes) @testable import StackLabCore
@testable import StackLabScenarios

/// List: self-sizing from an estimate, cells reconfigured from the reuse pool, and the offset moved so
/// rows that change size above the screen do not move what is on it.
@Suite struct ListTests {
    private func make(_ heights: [Double]) -> (ViewGraph, TransactionRunner) {
        rowsGraph(heights, viewport: 796, width: 402) { rows in List(estimatedRowHeight: 44, spacing: 8) { ForEach(rows) { RowView(spec: $0) } } }
    }

    private func listNode(_ graph: ViewGraph) -> ListNode { nodes(of: ListNode.self, in: graph)[0] }

    @Test func rowsStartAtTheEstimateAndAreSelfSizedWhenShown() {
        RecordingContext().run {
            let (graph, runner) = make(Array(repeating: 100, count: 1000))
            runner.runTransaction()
            let list = listNode(graph)
            // 44 pt estimates put rows 0…15 on the first screen; self-sizing finds 100 pt rows, so only
            // rows 0…7 are still on screen: 8 × 108 = 864 > 796.
            #expect(list.placedRange == 0..<8)
            #expect(list.positions.measuredCount >= 8)
            // Content height: measured rows exactly, the rest at 44 pt, 8 pt between rows.
            let measured = list.positions.measuredCount
            let expected = Double(measured) * 100 + Double(1000 - measured) * 44 + 999 * 8
            #expect(graph.scrollViewNodes[0].contentHeight == expected)
        }
    }

    @Test func reuseKeepsLiveViewsBoundedAndReconfiguresBodies() {
        RecordingContext().run {
            let (graph, runner) = make(Array(repeating: 100, count: 1000))
            runner.runTransaction()
            let list = listNode(graph)
            let scroll = graph.scrollViewNodes[0]
            let perScreen = 8 + 1
            var maxCells = 0
            for step in 1...300 {
                runner.runTransaction { scroll.scroll(to: Double(step) * 60) }
                maxCells = max(maxCells, list.live.count + list.pooledCells)
            }
            // 300 × 60 pt = 18 000 pt ≈ 167 rows went by, yet the cells alive stay those on screen, the
            // prefetched ones and the pool.
            #expect(maxCells <= perScreen + ListNode.prefetchRows + RowWindowNode.poolCapacity)
            #expect(graph.stats.cellReuses > 150, "cells for new rows come from the pool")
            #expect(graph.stats.bodies(of: "RowView") >= 170, "a reused cell's body runs for its new row")
            #expect(graph.peakLiveViews < 200)
        }
    }

    @Test func offsetAdjustmentKeepsTheVisibleRowInPlace() throws {
        try RecordingContext().run {
            let (graph, runner) = make(Array(repeating: 100, count: 200))
            runner.runTransaction()
            let scroll = graph.scrollViewNodes[0]
            let list = listNode(graph)
            // Jump to row 100 by its estimated position: rows 0…99 above are mostly never measured.
            let target = try #require(scroll.offset(ofRow: 100))
            runner.runTransaction { scroll.scroll(to: target) }
            let anchor = list.placedRange.lowerBound
            let before = try #require(list.live[anchor]).frame.minY - scroll.offset
            // Scroll up 30 pt: rows above self-size at 100 pt instead of 44, which would push row `anchor`
            // down by 56 pt; the offset moves with them.
            runner.runTransaction { scroll.scroll(to: scroll.offset - 30) }
            let after = try #require(list.live[anchor]).frame.minY - scroll.offset
            #expect(after == before + 30)
            #expect(list.placedRange.lowerBound < anchor, "a row above came on screen and was self-sized")
        }
    }
}
