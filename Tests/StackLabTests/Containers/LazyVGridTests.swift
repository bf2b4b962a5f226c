import FrameProf
import Foundation
import Testing
@testable import StackLab
@testable import StackLabContent
@_spi(Nodes) @testable import StackLabCore

/// A lazy vertical grid lays out as SwiftUI documents: its columns by their grid items, rows as tall as
/// their tallest item, and only the rows shown built in a scroll view.
@Suite struct LazyVGridTests: BoxLayoutHarness {
    /// Columns for 300 points and 8 of default spacing, each shared as `GridTracks` documents: the
    /// columns' origins and widths.
    static let columnCases: [(String, [GridItem], [(Double, Double)])] = [
        // 300 − 2 × 8 = 284, a third each.
        ("three flexible", [GridItem(), GridItem(), GridItem()], [(0, 284.0 / 3), (284.0 / 3 + 8, 284.0 / 3), (2 * 284.0 / 3 + 16, 284.0 / 3)]),
        // Fixed 100, the flexible one the 300 − 8 − 100 = 192 left.
        ("fixed and flexible", [GridItem(.fixed(100)), GridItem(.flexible())], [(0, 100), (108, 192)]),
        // ⌊(300 + 8) / (60 + 8)⌋ = 4 columns of (300 − 3 × 8) / 4 = 69.
        ("adaptive", [GridItem(.adaptive(minimum: 60))], [(0, 69), (77, 69), (154, 69), (231, 69)]),
        // 292 shared: the first clamped to 120, the second takes the 172 left.
        ("clamped flexible", [GridItem(.flexible(minimum: 100, maximum: 120)), GridItem(.flexible())], [(0, 120), (128, 172)]),
        // No spacing: 150 each.
        ("no spacing", [GridItem(.flexible(), spacing: 0), GridItem(.flexible(), spacing: 0)], [(0, 150), (150, 150)]),
    ]

    @Test(arguments: columnCases)
    func lazyVGridColumnsFollowTheirGridItems(name: String, columns: [GridItem], expected: [(Double, Double)]) {
        RecordingContext().run {
            let result = layout(ProposedSize(width: 300, height: nil)) {
                LazyVGrid(columns: columns) { ForEach(0..<expected.count, id: \.self) { _ in Color.red.frame(height: 20) } }
            }
            #expect(result.fills.count == expected.count)
            for (fill, (x, width)) in zip(result.fills, expected) {
                #expect(abs(fill.minX - x) < 1e-9 && abs(fill.width - width) < 1e-9 && fill.minY == 0, "\(name)")
            }
        }
    }

    /// A row is as tall as its tallest item; items are centered in their cells.
    @Test func aLazyVGridRowIsAsTallAsItsTallestItem() {
        RecordingContext().run {
            let heights: [CGFloat] = [10, 30, 20, 5]
            let result = layout(ProposedSize(width: 300, height: nil)) {
                LazyVGrid(columns: [GridItem(.fixed(50)), GridItem(.fixed(50))]) {
                    ForEach(0..<4, id: \.self) { index in Self.box(50, heights[index]) }
                }
            }
            // Rows 30 and 20, 8 apart; the 10-tall item at (30 − 10) / 2, the 5-tall one at 38 + 7.5.
            #expect(result.size == Size(width: 108, height: 58))
            #expect(result.fills == [Rect(x: 0, y: 10, width: 50, height: 10), Rect(x: 58, y: 0, width: 50, height: 30),
                                     Rect(x: 0, y: 38, width: 50, height: 20), Rect(x: 58, y: 45.5, width: 50, height: 5)])
        }
    }

    /// In a 300-point scroll view, a grid of 300 items in rows of 50 builds only the rows on screen,
    /// estimates the rest at their average, and moves with the scroll.
    @Test func aLazyVGridBuildsOnlyTheRowsShown() {
        RecordingContext().run {
            let graph = ViewGraph(screen: Size(width: 300, height: 300)) {
                ScrollView {
                    LazyVGrid(columns: [GridItem(), GridItem(), GridItem()], spacing: 0) {
                        ForEach(0..<300, id: \.self) { _ in Color.red.frame(height: 50) }
                    }
                }
            }
            graph.update()
            graph.layout()
            // Rows 0 through 5: 18 items.
            #expect(nodes(of: FillNode.self, in: graph).count == 18)
            #expect(graph.outermostScrollView?.contentHeight == 5000)
            graph.outermostScrollView?.scroll(to: 2000)
            graph.layout()
            let shown = nodes(of: FillNode.self, in: graph).map(\.frame.minY)
            // Rows 40 through 45 are built; the rows at the top went.
            #expect(shown.count == 18 && shown.min() == 2000 && shown.max() == 2250)
        }
    }
}
