import Testing
@testable import StackLab

/// LazyVStack behaviour against numbers worked out by hand from DESIGN.md §2, with the exact log text.
@Suite struct LazyVStackTests {
    let tag = "(StackPlacement in _60000080)<LazyVStackLayout>"

    private func make(_ heights: [Double], viewport: Double = 300, prefetch: Bool = false) -> (ViewGraph, TransactionRunner) {
        let (graph, runner) = rowsGraph(heights, viewport: viewport) { rows in
            LazyVStack(spacing: 8) { ForEach(rows) { Color.gray.frame(height: $0.height) } }
        }
        graph.prefetchEnabled = prefetch
        return (graph, runner)
    }

    private func lazyNode(_ graph: ViewGraph) -> LazyVStackNode { nodes(of: LazyVStackNode.self, in: graph)[0] }

    private let alternating: [Double] = (0..<10).map { $0 % 2 == 0 ? 100 : 200 }

    @Test func firstSizeMeasuresTwoSeedRowsAndEstimatesTheRest() {
        let (graph, runner) = make(alternating)
        runner.runTransaction()
        // Seed: 100 and 200, average 150 (+ 8 spacing = 158); size 300 + 150 × 8 + 8 × 9 = 1572.
        #expect(graph.log.lines == [
            "LazyVStackLayout: Measured estimates -> 158.0",
            "LazyVStackLayout: sizeThatFits(400.0) -> 1572.0",
            "\(tag): placing from #0, 0.0 in 0.0...300.0",
            "LazyVStackLayout: placed(0.0...300.0) -> 0..<2, 0.0...308.0, invalid: false",
        ])
        #expect(graph.scrollViewNodes[0].contentHeight == 1572)
    }

    @Test func anchorResolvesInProportionAndItsPositionIsEstimated() {
        let (graph, runner) = make(alternating)
        runner.runTransaction()
        let scroll = graph.scrollViewNodes[0]
        runner.runTransaction { scroll.scroll(to: 1000) }
        // anchor = ⌊1000 / 1572 × 10⌋ = 6; rows 2…5 unmeasured, so its top is 6 × 158 = 948.
        // Rows 6, 7, 8 cover 948…1364; implied end 1364 + 140 + 8 = 1512 is within 10 % of 1572.
        #expect(Array(graph.log.lines.suffix(2)) == [
            "\(tag): placing from #6, 948.0 in 1000.0...1300.0",
            "LazyVStackLayout: placed(1000.0...1300.0) -> 6..<9, 948.0...1364.0, invalid: false",
        ])
    }

    @Test func invalidPassRecomputesTheSizeAndPlacesAgain() {
        let heights: [Double] = [50, 50] + Array(repeating: 300, count: 8)
        let (graph, runner) = make(heights)
        runner.runTransaction()
        // Seed average 50: size 100 + 50 × 8 + 72 = 572. Rows 0…2 end at 416; the average becomes 400 / 3.
        let average = 400.0 / 3
        let implied = 416 + 0 + 7 * average + 7 * 8
        let recomputed = 400 + average * 7 + 8 * 9
        #expect(graph.log.lines == [
            "LazyVStackLayout: Measured estimates -> 58.0",
            "LazyVStackLayout: sizeThatFits(400.0) -> 572.0",
            "\(tag): placing from #0, 0.0 in 0.0...300.0",
            "LazyVStackLayout: invalid #1; \(implied) vs 572.0",
            "LazyVStackLayout: Measured estimates -> \(average + 8)",
            "\(tag): placing from #0, 0.0 in 0.0...300.0",
            "LazyVStackLayout: placed(0.0...300.0) -> 0..<3, 0.0...416.0, invalid: false",
        ])
        #expect(graph.stats.invalidPasses == 1)
        // The parent saw 572; the corrected size reaches it in the next transaction.
        #expect(graph.needsTransaction)
        runner.runTransaction()
        #expect(graph.log.lines.contains("LazyVStackLayout: sizeThatFits(400.0) -> \(recomputed)"))
        #expect(graph.scrollViewNodes[0].contentHeight == recomputed)
    }

    @Test func placementStopsAtTheDeadlineAndLeavesTheRestBlank() {
        let (graph, runner) = make(Array(repeating: 100, count: 10), viewport: 600)
        runner.checksDeadlines = true
        var reads = 0
        graph.now = {
            reads += 1
            return reads > 3 ? UInt64.max - 1 : 0
        }
        runner.runTransaction()
        // Three rows fit before time runs out; the fourth is placed, then placement stops at 424 (+8 spacing).
        #expect(graph.log.lines.last == "LazyVStackLayout: placed(0.0...600.0) -> 0..<4, 0.0...424.0, invalid: false")
        #expect(runner.blankFractions.last == 168.0 / 600.0)
    }

    @Test func scrollingUpPastTallRowsTranslatesAndTruncates() {
        // Short rows seed the estimate; tall rows 2…11 are measured only on the way back up.
        let heights = (0..<100).map { $0 < 2 ? 50.0 : ($0 < 12 ? 800 : 50) }
        let (graph, runner) = make(heights)
        runner.runTransaction()
        let scroll = graph.scrollViewNodes[0]
        var offset = 5000.0
        runner.runTransaction { scroll.scroll(to: offset) }
        while offset > 0 {
            offset = max(0, offset - 150)
            runner.runTransaction { scroll.scroll(to: offset) }
        }
        let lines = graph.log.lines
        let translations = lines.indices.filter { lines[$0].hasPrefix("LazyVStackLayout: translate by ") }
        #expect(!translations.isEmpty)
        #expect(graph.stats.truncations == translations.count)
        for index in translations {
            // The line before says where the anchor was put: the row above it (800 tall + 8) reaches below zero.
            let placing = lines[index - 1]
            let anchor = Int(placing.split(separator: "#")[1].split(separator: ",")[0])!
            let position = Double(placing.split(separator: ", ")[1].split(separator: " ")[0])!
            let delta = Double(lines[index].split(separator: " ").last!)!
            #expect(heights[anchor - 1] == 800)
            #expect(abs(delta - (heights[anchor - 1] + 8 - position)) < 1e-9)
        }
    }

    @Test func estimateCacheOnlyGrowsWhileRowsAreRetainedThenDropped() {
        let (graph, runner) = make(Array(repeating: 100, count: 200))
        runner.runTransaction()
        let scroll = graph.scrollViewNodes[0]
        let lazy = lazyNode(graph)
        var measured = [lazy.cachedSizeCount]
        for step in 1...100 {
            runner.runTransaction { scroll.scroll(to: Double(step) * 100) }
            measured.append(lazy.cachedSizeCount)
        }
        for step in stride(from: 99, through: 0, by: -1) {
            runner.runTransaction { scroll.scroll(to: Double(step) * 100) }
            measured.append(lazy.cachedSizeCount)
        }
        #expect(measured == measured.sorted())
        #expect(measured.last! >= 95)
        // Rows more than 30 transactions off screen were dropped: far fewer live rows than measured ones.
        #expect(lazy.children.count < 40)
        #expect(lazy.children.count >= 4)
    }

    @Test func prefetchPreparesRowsPastTheVisibleEdge() {
        let (graph, runner) = make(alternating, prefetch: true)
        runner.runTransaction()
        let lazy = lazyNode(graph)
        // Placed 0..<2; rows 2 and 3 were created and measured ahead of the edge.
        #expect(graph.log.lines.last == "LazyVStackLayout: placed(0.0...300.0) -> 0..<2, 0.0...308.0, invalid: false")
        #expect(lazy.cachedSizeCount == 4)
        #expect(lazy.children.count == 4)
    }
}
