@_spi(Simulation) import FrameProf
import Testing
@testable import StackLab
@testable import StackLabContent
@_spi(Nodes) @testable import StackLabCore
@testable import StackLabScenarios
@testable import StackLabPricing

/// LazyVStack behaviour against numbers worked out by hand from docs/DESIGN.md §2, with the exact log text.
@Suite struct LazyVStackTests {
    let tag = "(StackPlacement in _60000080)<LazyVStackLayout>"

    private func make(_ heights: [Double], viewport: Double = 300, prefetch: Bool = false) -> (ViewGraph, TransactionRunner) {
        let (graph, runner) = rowsGraph(heights, viewport: viewport) { rows in
            LazyVStack(spacing: 8) { ForEach(rows) { Color.gray.frame(height: $0.height) } }
        }
        graph.clock.prefetchEnabled = prefetch
        return (graph, runner)
    }

    private func lazyNode(_ graph: ViewGraph) -> LazyVStackNode { nodes(of: LazyVStackNode.self, in: graph)[0] }

    private let alternating: [Double] = (0..<10).map { $0 % 2 == 0 ? 100 : 200 }

    @Test func firstSizeMeasuresTwoSeedRowsAndEstimatesTheRest() {
        RecordingContext().run {
            let (graph, runner) = make(alternating)
            runner.runTransaction()
            // Seed: 100 and 200, average 150 (+ 8 spacing = 158); size 300 + 150 × 8 + 8 × 9 = 1572.
            #expect(graph.log.lines == [
                "LazyVStackLayout: sizeThatFits(400.0) -> 1572.0",
                "LazyVStackLayout: Measured estimates -> 158.0",
                "\(tag): placing from #0, 0.0 in 0.0...300.0",
                "LazyVStackLayout: placed(0.0...300.0) -> 0..<2, 0.0...308.0, invalid: false",
            ])
            #expect(graph.scrollViewNodes[0].contentHeight == 1572)
        }
    }

    @Test func anchorResolvesInProportionAndItsPositionIsEstimated() {
        RecordingContext().run {
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
    }

    @Test func invalidPassRecomputesTheSizeAndPlacesAgain() {
        RecordingContext().run {
            let heights: [Double] = [50, 50] + Array(repeating: 300, count: 8)
            let (graph, runner) = make(heights)
            runner.runTransaction()
            // Seed average 50: size 100 + 50 × 8 + 72 = 572. Rows 0…2 end at 416; the average becomes 400 / 3.
            let average = 400.0 / 3
            let implied = 416 + 0 + 7 * average + 7 * 8
            let recomputed = 400 + average * 7 + 8 * 9
            // SwiftUI numbers the attempt that follows, so the first invalid pass of a layout is #2.
            #expect(graph.log.lines == [
                "LazyVStackLayout: sizeThatFits(400.0) -> 572.0",
                "LazyVStackLayout: Measured estimates -> 58.0",
                "\(tag): placing from #0, 0.0 in 0.0...300.0",
                "LazyVStackLayout: invalid #2; \(implied) vs 572.0",
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
    }

    @Test("An attempt finishes its walk however late; a retry after the deadline waits for the next transaction")
    func anAttemptFinishesItsWalkAndARetryWaits() {
        RecordingContext().run {
            let (graph, runner) = make(Array(repeating: 100, count: 30), viewport: 600)
            runner.checksDeadlines = true
            runner.runTransaction()
            // From the first read on, the deadline has passed.
            graph.clock.now = { UInt64.max - 1 }
            let scroll = graph.scrollViewNodes[0]
            runner.runTransaction { scroll.scroll(to: 1000) }
            // Anchor ⌊1000 / 3232 × 30⌋ = 9 at 9 × 108 = 972: the walk still covers the viewport (rows 9…14),
            // as the device's pass from row 646 measured every row to the last, 125 ms after its deadline.
            #expect(graph.log.lines.last == "LazyVStackLayout: placed(1000.0...1600.0) -> 9..<15, 972.0...1612.0, invalid: false")
            #expect(runner.blankFractions.last == 0)
        }
    }

    @Test("A frame whose pass measures N rows costs N measures and misses the vsyncs that time demands")
    func aLongPassCostsItsMeasuresAndMissesTheVsyncsItNeeds() throws {
        try RecordingContext().run {
            // Two tall seed rows, then 998 short ones: a jump's pass measures short rows until the viewport
            // is covered, well past the deadline.
            let rows = ([1000.0, 1000] + Array(repeating: 50, count: 998)).enumerated().map { RowSpec.numbered($0.offset, height: $0.element) }
            let graph = ViewGraph(screen: Size(width: 400, height: 796)) {
                ScrollView { LazyVStack(spacing: 8) { ForEach(rows) { Color.gray.frame(height: $0.height) } } }
            }
            graph.clock.prefetchEnabled = false
            // Only measuring costs anything: 5 ms a call, no variability.
            var profile = DeviceProfile(name: "measure-only", device: "test", source: "test", refresh: .hz60)
            profile.prices[.measure] = 5000
            graph.profile = profile
            let runner = TransactionRunner(graph: graph, rate: .hz60, time: .virtual)
            VirtualClock.set(1_000_000_000)
            runner.runTransaction()
            let before = graph.stats.measureCalls
            let scroll = graph.scrollViewNodes[0]
            runner.runTransaction { scroll.scroll(to: 504_000) }
            let measures = graph.stats.measureCalls - before
            let frame = try #require(runner.frames.last)
            // Every row the viewport needs was measured (796 pt of 50 pt rows, two measured views each),
            // though the deadline passed after the fourth call.
            #expect(measures >= 2 * 14)
            #expect(graph.log.lines.last?.hasPrefix("LazyVStackLayout: placed(504000.0...504796.0)") == true)
            // Its time is its measures, to the nanosecond, and it misses every vsync that time spans.
            #expect(frame.durationNs == UInt64(measures) * 5_000_000)
            let interval = 1e9 / 60
            #expect(Int(frame.droppedVsyncs) == Int((Double(frame.durationNs) / interval).rounded(.up)) - 1)
            #expect(frame.droppedVsyncs >= 7)
            #expect(frame.hitchTimeNs >= Double(frame.durationNs) - interval)
        }
    }

    @Test func scrollingKeepsTheFirstVisibleRowAsTheAnchorWhereItWasPlaced() {
        RecordingContext().run {
            let (graph, runner) = make(alternating)
            runner.runTransaction()
            let scroll = graph.scrollViewNodes[0]
            runner.runTransaction { scroll.scroll(to: 1000) }
            runner.runTransaction { scroll.scroll(to: 1030) }
            // Row 6 (placed at 948 by the jump, 200 tall) is still visible at 1030: placement starts from it
            // where it is, not from ⌊1030 / cached × 10⌋ at an estimated top.
            #expect(graph.log.lines.suffix(2).first == "\(tag): placing from #6, 948.0 in 1030.0...1330.0")
        }
    }

    @Test func scrollingUpOverRowsTallerThanTheirEstimateTranslatesAndCutsRowsOff() throws {
        try RecordingContext().run {
            // Short rows fill the first screen and seed the estimate; the tall rows 10…19 are measured only on
            // the way back up from a jump past them.
            let heights = (0..<100).map { (10..<20).contains($0) ? 800.0 : 50 }
            let (graph, runner) = make(heights)
            runner.runTransaction()
            let scroll = graph.scrollViewNodes[0]
            var offset = 1500.0
            runner.runTransaction { scroll.scroll(to: offset) }
            while offset > 0 {
                offset = max(0, offset - 150)
                runner.runTransaction { scroll.scroll(to: offset) }
            }
            let lines = graph.log.lines
            let translations = lines.indices.filter { lines[$0].hasPrefix("LazyVStackLayout: translate by ") }
            // One pass translates (its retry after the invalid attempt translates the same way).
            try #require(!translations.isEmpty)
            #expect(Set(translations.map { lines[$0] }).count == 1)
            // The jump placed row 25 by the estimate of the short rows; walking up, row 18 (800 tall) starts
            // below zero with rows 0…17 above it: the content moves down by that distance (less than the 18
            // rows' estimated extent), and those rows can no longer be reached.
            let translate = translations.last!
            let delta = Double(lines[translate].split(separator: " ").last!)!
            let placed = lines[translate + 1]
            #expect(placed.contains("-> 18..<"))
            #expect(placed.contains(", 0.0..."))
            let estimate = Double(lines[..<translate].last { $0.hasPrefix("LazyVStackLayout: Measured estimates -> ") }!.split(separator: " ").last!)!
            #expect(delta > 0 && delta <= 18 * estimate)
            // Every pass from there to the top counts: the translate, then each at offset 0 with rows 0…17 out of reach.
            let atTop = lines.filter { $0.hasPrefix("LazyVStackLayout: placed(0.0...") && $0.contains("-> 18..<") }.count
            #expect(graph.stats.truncations == 1 + atTop)
            #expect(atTop >= 1)
        }
    }

    @Test func aRetryWhoseAnchorFallsPastTheEndPlacesNothingAndLeavesTheScreenBlank() throws {
        try RecordingContext().run {
            // Two tall seed rows make the first size 1,007,992 pt; the rows are really 50 pt.
            let heights = [1000.0, 1000] + Array(repeating: 50, count: 998)
            let (graph, runner) = make(heights, viewport: 796)
            runner.runTransaction()
            let scroll = graph.scrollViewNodes[0]
            let before = graph.log.lines.count
            runner.runTransaction { scroll.scroll(to: 504_000) }
            let lines = Array(graph.log.lines[before...])
            // Attempt 1 places rows at the jump and finds the content far shorter; so does attempt 2; attempt 3
            // resolves its anchor against that shorter size, which the offset lies past: row #1000, nothing placed.
            #expect(lines[1].hasPrefix("LazyVStackLayout: invalid #2; ") && lines[1].hasSuffix(" vs 1007992.0"))
            #expect(lines.contains { $0.hasPrefix("LazyVStackLayout: invalid #3; ") })
            let placing = try #require(lines.last { $0.contains("placing from #") })
            #expect(placing.contains("placing from #1000, "))
            let placed = try #require(lines.last)
            #expect(placed.hasPrefix("LazyVStackLayout: placed(504000.0...504796.0) -> 1000..<1000, "))
            #expect(placed.hasSuffix(", invalid: true"))
            // The scroll view still shows the old size, so the whole viewport is content without rows.
            #expect(runner.blankFractions.last == 1)
        }
    }

    @Test func outsideAScrollViewTheVisibleRangeIsTheScreenFromTheStacksTop() {
        RecordingContext().run {
            let graph = ViewGraph(screen: Size(width: 402, height: 796)) {
                LazyVStack(spacing: 16) { ForEach([20.0, 30, 40, 500, 400].enumerated().map { RowSpec.numbered($0.offset, height: $0.element) }) { Color.gray.frame(height: $0.height) } }
                    .padding(16)
            }
            let runner = TransactionRunner(graph: graph)
            runner.checksDeadlines = false
            runner.runTransaction()
            #expect(graph.log.lines.contains("\(tag): placing from #0, 0.0 in 0.0...796.0"))
        }
    }

    @Test func estimateCacheOnlyGrowsWhileRowsAreRetainedThenDropped() {
        RecordingContext().run {
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
    }

    @Test func prefetchPreparesRowsPastTheVisibleEdge() {
        RecordingContext().run {
            let (graph, runner) = make(alternating, prefetch: true)
            runner.runTransaction()
            let lazy = lazyNode(graph)
            // Placed 0..<2; rows 2 and 3 were created and measured ahead of the edge.
            #expect(graph.log.lines.last == "LazyVStackLayout: placed(0.0...300.0) -> 0..<2, 0.0...308.0, invalid: false")
            #expect(lazy.cachedSizeCount == 4)
            #expect(lazy.children.count == 4)
        }
    }
}
