import FrameProf
import Foundation
import Testing
@testable import StackLab

/// The layout family's modifiers lay out as SwiftUI documents: padding by edge, frames by alignment,
/// position, offset, alignment guides, safe-area insets, container-relative frames. Every expected frame
/// is worked out by hand in the comment beside it, from fixed-size colours (`box`).
@Suite struct LayoutModifierRulesTests {
    static func box(_ width: CGFloat, _ height: CGFloat) -> some View { Color.red.frame(width: width, height: height) }

    static let edgeSets: [(String, Edge.Set)] = [("top", .top), ("leading", .leading), ("bottom", .bottom), ("trailing", .trailing),
                                                  ("horizontal", .horizontal), ("vertical", .vertical), ("all", .all)]

    /// Padding adds its length on each edge in the set: the size grows by it, the content moves by the
    /// leading and top insets.
    @Test(arguments: edgeSets)
    func paddingAddsItsLengthOnTheEdgesGiven(name: String, edges: Edge.Set) {
        RecordingContext().run {
            let result = layout(.unspecified) { Self.box(100, 50).padding(edges, 10) }
            func has(_ edge: Edge.Set) -> Double { edges.contains(edge) ? 10 : 0 }
            #expect(result.size == Size(width: 100 + has(.leading) + has(.trailing), height: 50 + has(.top) + has(.bottom)))
            #expect(result.fills == [Rect(x: has(.leading), y: has(.top), width: 100, height: 50)])
        }
    }

    static let alignments: [(String, Alignment, Double, Double)] = [
        ("topLeading", .topLeading, 0, 0), ("top", .top, 0.5, 0), ("topTrailing", .topTrailing, 1, 0),
        ("leading", .leading, 0, 0.5), ("center", .center, 0.5, 0.5), ("trailing", .trailing, 1, 0.5),
        ("bottomLeading", .bottomLeading, 0, 1), ("bottom", .bottom, 0.5, 1), ("bottomTrailing", .bottomTrailing, 1, 1),
    ]

    /// A 20 × 10 view in a 100 × 50 frame sits at the alignment's fraction of the 80 × 40 left over.
    @Test(arguments: alignments)
    func aFrameAlignsItsContentByItsAlignment(name: String, alignment: Alignment, fx: Double, fy: Double) {
        RecordingContext().run {
            let fixed = layout(.unspecified) { Self.box(20, 10).frame(width: 100, height: 50, alignment: alignment) }
            #expect(fixed.size == Size(width: 100, height: 50))
            #expect(fixed.fills == [Rect(x: 80 * fx, y: 40 * fy, width: 20, height: 10)])
            // The flexible frame, filling a 100 × 50 offer, aligns the same way.
            let flexible = layout(ProposedSize(width: 100, height: 50)) {
                Self.box(20, 10).frame(maxWidth: .infinity, maxHeight: .infinity, alignment: alignment)
            }
            #expect(flexible.size == Size(width: 100, height: 50) && flexible.fills == fixed.fills)
        }
    }

    /// `position` takes the whole offer and centers its content on the point; `offset` moves the drawing,
    /// not the frame, so neither the view's frame nor its neighbours move.
    @Test func positionCentersOnThePointAndOffsetMovesNoFrame() {
        RecordingContext().run {
            // 20 × 10 centered on (50, 40): origin (40, 35).
            let positioned = layout(ProposedSize(width: 300, height: 200)) { Self.box(20, 10).position(x: 50, y: 40) }
            #expect(positioned.size == Size(width: 300, height: 200) && positioned.fills == [Rect(x: 40, y: 35, width: 20, height: 10)])
            // Asked for its ideal size, it takes 10 × 10 (SwiftUI's unspecified dimensions).
            #expect(layout(.unspecified) { Self.box(20, 10).position(CGPoint(x: 0, y: 0)) }.size == Size(width: 10, height: 10))
            let offset = layout(.unspecified) { HStack(spacing: 0) { Self.box(20, 10).offset(x: 50, y: 5); Self.box(30, 10) } }
            #expect(offset.fills == [Rect(x: 0, y: 0, width: 20, height: 10), Rect(x: 20, y: 0, width: 30, height: 10)])
        }
    }

    /// An explicit guide moves where a stack lines a child up; the stack grows to hold every child on
    /// both sides of the line.
    @Test func alignmentGuidesMoveWhereContainersLineChildrenUp() {
        RecordingContext().run {
            // Leading guides at 0 and −10: the line at 0; the second child starts 10 right of it.
            let indented = layout(.unspecified) {
                VStack(alignment: .leading, spacing: 0) { Self.box(40, 10); Self.box(20, 10).alignmentGuide(.leading) { _ in -10 } }
            }
            #expect(indented.size == Size(width: 40, height: 20))
            #expect(indented.fills == [Rect(x: 0, y: 0, width: 40, height: 10), Rect(x: 10, y: 10, width: 20, height: 10)])
            // A guide at the child's trailing edge: the line at 20, the first child starts there, the
            // stack is 20 + 40 wide.
            let hanging = layout(.unspecified) {
                VStack(alignment: .leading, spacing: 0) { Self.box(40, 10); Self.box(20, 10).alignmentGuide(.leading) { d in d[.trailing] } }
            }
            #expect(hanging.size == Size(width: 60, height: 20))
            #expect(hanging.fills == [Rect(x: 20, y: 0, width: 40, height: 10), Rect(x: 0, y: 10, width: 20, height: 10)])
            // Through padding: the guide at 10 in the box is at 15 in the padded view.
            let padded = layout(.unspecified) {
                VStack(alignment: .leading, spacing: 0) { Self.box(40, 10); Self.box(20, 10).alignmentGuide(.leading) { _ in 10 }.padding(.leading, 5) }
            }
            #expect(padded.size == Size(width: 55, height: 20))
            #expect(padded.fills == [Rect(x: 15, y: 0, width: 40, height: 10), Rect(x: 5, y: 10, width: 20, height: 10)])
            // In a ZStack, both guides: the small view 5 in from the top-leading corner.
            let stacked = layout(.unspecified) {
                ZStack(alignment: .topLeading) {
                    Self.box(40, 40)
                    Self.box(10, 10).alignmentGuide(.leading) { _ in -5 }.alignmentGuide(.top) { _ in -5 }
                }
            }
            #expect(stacked.size == Size(width: 40, height: 40) && stacked.fills.last == Rect(x: 5, y: 5, width: 10, height: 10))
            // In a frame: the guide at 5 meets the frame's leading edge, so the box starts at −5.
            let framed = layout(.unspecified) { Self.box(20, 10).alignmentGuide(.leading) { _ in 5 }.frame(width: 100, height: 50, alignment: .leading) }
            #expect(framed.fills == [Rect(x: -5, y: 20, width: 20, height: 10)])
        }
    }

    /// A guide of the team's own: its default (a third of the height) lines children up, and an explicit
    /// value overrides it.
    @Test func aCustomAlignmentIDLinesChildrenUpOnItsDefaultOrExplicitValue() {
        RecordingContext().run {
            let third = VerticalAlignment(LayoutEntriesThird.self)
            // Defaults 10 and 20: the line at 20; reaches 20 above and max(20, 40) below.
            let byDefault = layout(.unspecified) { HStack(alignment: third, spacing: 0) { Self.box(10, 30); Self.box(10, 60) } }
            #expect(byDefault.size == Size(width: 20, height: 60))
            #expect(byDefault.fills == [Rect(x: 0, y: 10, width: 10, height: 30), Rect(x: 10, y: 0, width: 10, height: 60)])
            let explicit = layout(.unspecified) {
                HStack(alignment: third, spacing: 0) { Self.box(10, 30).alignmentGuide(third) { _ in 0 }; Self.box(10, 60) }
            }
            #expect(explicit.fills == [Rect(x: 0, y: 20, width: 10, height: 30), Rect(x: 10, y: 0, width: 10, height: 60)])
        }
    }

    static let insetEdges: [(String, Rect, Rect)] = [
        // Bottom: the 100 × 20 inset centered at the bottom, the colour in the 280 above.
        ("bottom", Rect(x: 0, y: 0, width: 300, height: 280), Rect(x: 100, y: 280, width: 100, height: 20)),
        ("top", Rect(x: 0, y: 20, width: 300, height: 280), Rect(x: 100, y: 0, width: 100, height: 20)),
        // Leading and trailing: a 20 × 100 inset, vertically centered.
        ("leading", Rect(x: 20, y: 0, width: 280, height: 300), Rect(x: 0, y: 100, width: 20, height: 100)),
        ("trailing", Rect(x: 0, y: 0, width: 280, height: 300), Rect(x: 280, y: 100, width: 20, height: 100)),
    ]

    /// `safeAreaInset` puts its content against the edge and lays the view out in what is left.
    @Test(arguments: insetEdges)
    func safeAreaInsetShrinksTheSafeAreaAndPlacesItsContent(edge: String, content: Rect, inset: Rect) {
        RecordingContext().run {
            let result = layout(ProposedSize(width: 300, height: 300)) {
                switch edge {
                case "bottom": AnyView(Color.red.safeAreaInset(edge: .bottom, spacing: 0) { Self.box(100, 20) })
                case "top": AnyView(Color.red.safeAreaInset(edge: .top) { Self.box(100, 20) })
                case "leading": AnyView(Color.red.safeAreaInset(edge: .leading) { Self.box(20, 100) })
                default: AnyView(Color.red.safeAreaInset(edge: .trailing, alignment: .center, spacing: 0) { Self.box(20, 100) })
                }
            }
            #expect(result.size == Size(width: 300, height: 300))
            #expect(result.fills == [content, inset])
        }
    }

    /// With spacing, the content ends `spacing` before the inset.
    @Test func safeAreaInsetSpacingSeparatesTheContentFromTheInset() {
        RecordingContext().run {
            let result = layout(ProposedSize(width: 300, height: 300)) {
                Color.red.safeAreaInset(edge: .bottom, alignment: .leading, spacing: 10) { Self.box(100, 20) }
            }
            #expect(result.fills == [Rect(x: 0, y: 0, width: 300, height: 270), Rect(x: 0, y: 280, width: 100, height: 20)])
        }
    }

    /// Sized from the enclosing scroll view once it is placed: three cards 10 apart share a 310-point
    /// scroll view, (310 − 20) / 3 each.
    @Test func containerRelativeFrameSizesFromTheEnclosingScrollView() {
        RecordingContext().run {
            let graph = ViewGraph(screen: Size(width: 1000, height: 1000)) {
                ScrollView(.horizontal) {
                    HStack(spacing: 10) {
                        ForEach(0..<5) { _ in Color.red.frame(height: 50).containerRelativeFrame(.horizontal, count: 3, spacing: 10) }
                    }
                }
                .frame(width: 310)
            }
            graph.update()
            graph.layout()
            graph.root.setNeedsLayout()
            for node in nodes(of: ViewNode.self, in: graph) { node.sizeCache.removeAll() }
            graph.layout()
            let cards = nodes(of: FillNode.self, in: graph).map(\.frame.width)
            #expect(cards.count == 5 && cards.allSatisfy { abs($0 - 290.0 / 3) < 1e-9 })
        }
    }

    /// `onGeometryChange` hands the action the transformed geometry when the view is laid out, before the
    /// frame commits; an unchanged value runs nothing.
    @Test func onGeometryChangeDeliversTheValueAfterLayout() {
        final class Seen: @unchecked Sendable { var sizes: [CGSize] = []; var pairs: [CGFloat] = [] }
        let seen = Seen()
        RecordingContext().run {
            let graph = ViewGraph(screen: Size(width: 400, height: 400)) {
                VStack {
                    Self.box(40, 10).onGeometryChange(for: CGSize.self, of: { $0.size }) { seen.sizes.append($0) }
                    Self.box(30, 10).onGeometryChange(for: CGFloat.self, of: { $0.size.width }) { old, new in seen.pairs += [old, new] }
                }
            }
            graph.updateAndLayout()
            graph.updateAndLayout()
        }
        #expect(seen.sizes == [CGSize(width: 40, height: 10)])
        #expect(seen.pairs == [30, 30])
    }

    /// The preference overlay is built from the value its content wrote, and aligned in the content.
    @Test func overlayPreferenceValueBuildsItsDecorationFromTheContentsPreference() {
        RecordingContext().run {
            let result = layout(.unspecified) {
                Self.box(100, 50)
                    .preference(key: LayoutEntriesWidthKey.self, value: 30)
                    .overlayPreferenceValue(LayoutEntriesWidthKey.self, alignment: .topLeading) { width in Color.blue.frame(width: width, height: 10) }
            }
            #expect(result.fills == [Rect(x: 0, y: 0, width: 100, height: 50), Rect(x: 0, y: 0, width: 30, height: 10)])
        }
    }
}
