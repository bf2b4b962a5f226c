import FrameProf
import Foundation
import Testing
@testable import StackLab

/// The layout family's containers lay out as SwiftUI documents: lazy grids' tracks by their grid items,
/// rows as tall as their tallest item, laziness in a scroll view, `Grid`'s columns, `ViewThatFits` by the
/// space offered, and `Group(subviews:)`.
@Suite struct LayoutContainerRulesTests {
    static func box(_ width: CGFloat, _ height: CGFloat) -> some View { Color.red.frame(width: width, height: height) }

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

    /// A LazyHGrid's column is as wide as its widest item; its rows follow the grid items.
    @Test func aLazyHGridColumnIsAsWideAsItsWidestItem() {
        RecordingContext().run {
            let widths: [CGFloat] = [10, 30, 20]
            let result = layout(ProposedSize(width: nil, height: 300)) {
                LazyHGrid(rows: [GridItem(.fixed(40), spacing: 0), GridItem(.fixed(40))], spacing: 5) {
                    ForEach(0..<3, id: \.self) { index in Self.box(widths[index], 40) }
                }
            }
            // Columns 30 and 20, 5 apart; rows 40 + 0 + 40.
            #expect(result.size == Size(width: 55, height: 80))
            #expect(result.fills == [Rect(x: 10, y: 0, width: 10, height: 40), Rect(x: 0, y: 40, width: 30, height: 40),
                                     Rect(x: 35, y: 0, width: 20, height: 40)])
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

    /// In a 300-point horizontal scroll view, a lazy stack of 50 items 100 wide builds the three it shows.
    @Test func aLazyHStackBuildsOnlyTheItemsShown() {
        RecordingContext().run {
            let graph = ViewGraph(screen: Size(width: 300, height: 300)) {
                ScrollView(.horizontal) {
                    LazyHStack(spacing: 0) { ForEach(0..<50, id: \.self) { _ in Self.box(100, 40) } }
                }
            }
            graph.update()
            graph.layout()
            #expect(nodes(of: FillNode.self, in: graph).count == 3)
        }
    }

    /// A grid's columns share its width as a stack shares it: the fixed column its width, the flexible
    /// ones what is left.
    @Test func gridColumnsShareTheWidthAsAStackDoes() {
        RecordingContext().run {
            let result = layout(ProposedSize(width: 250, height: nil)) {
                Grid(horizontalSpacing: 0, verticalSpacing: 0) {
                    GridRow { Self.box(50, 20); Color.red.frame(height: 20); Color.blue.frame(height: 20) }
                    GridRow { Self.box(30, 10).gridColumnAlignment(.trailing) }
                }
            }
            // Columns 50, 100, 100; rows 20 and 10; the second row's box trailing in the first column.
            #expect(result.size == Size(width: 250, height: 30))
            #expect(result.fills == [Rect(x: 0, y: 0, width: 50, height: 20), Rect(x: 50, y: 0, width: 100, height: 20),
                                     Rect(x: 150, y: 0, width: 100, height: 20), Rect(x: 20, y: 20, width: 30, height: 10)])
        }
    }

    static let fits: [(Double, Size)] = [(250, Size(width: 200, height: 10)), (150, Size(width: 100, height: 20)),
                                         (50, Size(width: 10, height: 30)), (5, Size(width: 10, height: 30))]

    /// The first view whose ideal width fits the offered width shows; the last when none does.
    @Test(arguments: fits)
    func viewThatFitsPicksTheFirstViewThatFitsTheWidth(width: Double, size: Size) {
        RecordingContext().run {
            let result = layout(ProposedSize(width: width, height: 100)) {
                ViewThatFits(in: .horizontal) { Self.box(200, 10); Self.box(100, 20); Self.box(10, 30) }
            }
            #expect(result.size == size)
        }
    }

    /// `Group(subviews:)` hands the transform the content's subviews, which it can reorder and read
    /// container values of.
    @Test func groupOfSubviewsReordersAndReadsContainerValues() {
        RecordingContext().run {
            let reversed = layout(.unspecified) {
                Group(subviews: ForEach(0..<3) { index in Self.box(CGFloat(10 * (index + 1)), 10) }) { subviews in
                    HStack(spacing: 0) { ForEach(subviews.reversed()) { $0 } }
                }
            }
            #expect(reversed.fills == [Rect(x: 0, y: 0, width: 30, height: 10), Rect(x: 30, y: 0, width: 20, height: 10),
                                       Rect(x: 50, y: 0, width: 10, height: 10)])
            // Frames 20 and 40 wide from the badges 1 and 2; each box centered in its frame.
            let badged = layout(.unspecified) {
                Group(subviews: ForEach(0..<2) { index in Self.box(10, 10).containerValue(\.layoutEntriesBadge, index + 1) }) { subviews in
                    HStack(spacing: 0) {
                        ForEach(subviews) { subview in subview.frame(width: CGFloat(subview.containerValues.layoutEntriesBadge) * 20) }
                    }
                }
            }
            #expect(badged.size == Size(width: 60, height: 10))
            #expect(badged.fills == [Rect(x: 5, y: 0, width: 10, height: 10), Rect(x: 35, y: 0, width: 10, height: 10)])
        }
    }
}
