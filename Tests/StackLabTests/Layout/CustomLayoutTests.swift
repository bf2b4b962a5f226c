import FrameProf
import Testing
@testable import StackLab
@testable import StackLabContent
@_spi(Nodes) @testable import StackLabCore

/// A team's own `Layout` runs as SwiftUI runs it: proposals in, sizes out, subviews placed where it says;
/// its cache made once and updated on change; its measure and place named after its type. Expected
/// frames are worked out by hand from the layout's own rule.
@Suite struct CustomLayoutTests {
    /// Tags of these widths (20 points tall), 4 points apart.
    static let tagWidths: [Double] = [60, 80, 50, 120, 40]

    nonisolated struct Tags: View {
        let widths: [Double]
        var body: some View {
            FlowLayout(spacing: 4) {
                ForEach(widths.indices, id: \.self) { index in
                    Color.red.frame(width: widths[index], height: 20)
                }
            }
        }
    }

    /// The flow for a proposed width: each row holds tags while `x + width` stays within the proposal
    /// (x advancing by the width plus 4), a new row starts 24 points lower (20 tall + 4).
    static let flows: [(width: Double, size: Size, frames: [Rect])] = [
        // 60 | 64+80=144 | 148+50=198 | 202+120 > 200: new row | 124+40=164.
        (200, Size(width: 198, height: 44), [Rect(x: 0, y: 0, width: 60, height: 20), Rect(x: 64, y: 0, width: 80, height: 20),
                                            Rect(x: 148, y: 0, width: 50, height: 20), Rect(x: 0, y: 24, width: 120, height: 20),
                                            Rect(x: 124, y: 24, width: 40, height: 20)]),
        // 60 | 64+80=144 | 148+50 > 150: row 2 | 54+120 > 150: row 3 | 124+40 > 150: row 4.
        (150, Size(width: 144, height: 92), [Rect(x: 0, y: 0, width: 60, height: 20), Rect(x: 64, y: 0, width: 80, height: 20),
                                            Rect(x: 0, y: 24, width: 50, height: 20), Rect(x: 0, y: 48, width: 120, height: 20),
                                            Rect(x: 0, y: 72, width: 40, height: 20)]),
        // Everything on one row: 60+4+80+4+50+4+120+4+40 = 366.
        (1000, Size(width: 366, height: 20), [Rect(x: 0, y: 0, width: 60, height: 20), Rect(x: 64, y: 0, width: 80, height: 20),
                                             Rect(x: 148, y: 0, width: 50, height: 20), Rect(x: 202, y: 0, width: 120, height: 20),
                                             Rect(x: 326, y: 0, width: 40, height: 20)]),
    ]

    @Test(arguments: flows)
    func aFlowLayoutOfTagsWrapsAtTheProposedWidth(width: Double, size: Size, frames: [Rect]) {
        RecordingContext().run {
            let result = layout(ProposedSize(width: width, height: nil)) { Tags(widths: Self.tagWidths) }
            #expect(result.size == size)
            #expect(result.fills == frames)
        }
    }

    @Test func aTeamsLayoutIsSignpostedAndPricedUnderItsOwnName() {
        RecordingContext().run {
            let graph = ViewGraph(screen: Size(width: 400, height: 800)) { Tags(widths: Self.tagWidths) }
            graph.update()
            graph.layout()
            let names = nodes(of: ViewNode.self, in: graph).compactMap { $0.layoutName?.resolved.qualified }
            #expect(names.contains { $0.hasSuffix("FlowLayout") })
            #expect(graph.stats.measureCalls > 0 && graph.stats.placeCalls > 0)
        }
    }

    @Test func theCacheIsMadeOnceAndUpdatedWhenTheSubviewsChange() {
        RecordingContext().run {
            let counter = CacheCounter()
            let graph = ViewGraph(screen: Size(width: 400, height: 800)) {
                CachingColumn(counter: counter) {
                    Color.red.frame(width: 40, height: 10)
                    Color.blue.frame(width: 60, height: 30)
                }
            }
            graph.update()
            let size = graph.root.measure(ProposedSize(width: 400, height: nil))
            graph.root.place(in: Rect(origin: .zero, size: size))
            // Widest 60, heights 10 + 30; each subview centered on the column's axis, top anchored.
            #expect(size == Size(width: 60, height: 40))
            let fills = nodes(of: FillNode.self, in: graph).map(\.frame)
            #expect(fills == [Rect(x: 10, y: 0, width: 40, height: 10), Rect(x: 0, y: 10, width: 60, height: 30)])
            #expect(counter.made == 1 && counter.updated == 0)
            graph.root.setNeedsLayout()
            _ = graph.root.measure(ProposedSize(width: 400, height: nil))
            #expect(counter.made == 1 && counter.updated == 1)
        }
    }

    @Test func layoutValuesReachTheLayoutThroughModifiers() {
        RecordingContext().run {
            let result = layout(.unspecified) {
                IndentedColumn {
                    Color.red.frame(width: 30, height: 10).layoutValue(key: Indent.self, value: 12)
                    Color.blue.frame(width: 30, height: 10).layoutValue(key: Indent.self, value: 5).padding(2)
                    Color.green.frame(width: 30, height: 10)
                }
            }
            // The padded subview carries its value through the padding: 5 + 2 of padding inside.
            #expect(result.fills == [Rect(x: 12, y: 0, width: 30, height: 10), Rect(x: 7, y: 12, width: 30, height: 10),
                                     Rect(x: 0, y: 24, width: 30, height: 10)])
            #expect(result.size == Size(width: 42, height: 34))
        }
    }

    /// A team's layout can hand a slice of its subviews to one of SwiftUI's: the header alone, then the
    /// other two side by side below it.
    @Test func aTeamsLayoutComposesABuiltInOneOverASlice() {
        RecordingContext().run {
            let result = layout(.unspecified) {
                HeaderAndRow {
                    Color.red.frame(width: 50, height: 10)
                    Color.green.frame(width: 20, height: 30)
                    Color.blue.frame(width: 40, height: 20)
                }
            }
            // Header 50 × 10; the row 20 + 40 wide, 30 tall, the 20-tall view centered in it.
            #expect(result.size == Size(width: 60, height: 40))
            #expect(result.fills == [Rect(x: 0, y: 0, width: 50, height: 10), Rect(x: 0, y: 10, width: 20, height: 30),
                                     Rect(x: 20, y: 15, width: 40, height: 20)])
        }
    }
}
