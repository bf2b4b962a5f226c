import FrameProf
import Foundation
import Testing
@testable import StackLab
@testable import StackLabContent
@_spi(Nodes) @testable import StackLabCore

/// Stacks and the views they hold — spacers, dividers, groups, tuples, type-erased and conditional
/// content — lay out by SwiftUI's rules: alignment guides, first text baselines, a control's padding.
@Suite struct StackTests: BoxLayoutHarness, NodeLayoutHarness {
    @Test func stacksAndContainers() {
        var cases: [(AnyView, Size)] = []
        cases.append((AnyView(HStack(alignment: .top, spacing: 4) { Self.box(10, 20); Self.box(30, 10) }), Size(width: 44, height: 20)))
        cases.append((AnyView(VStack(alignment: .leading, spacing: 2) { Self.box(10, 20); Self.box(30, 10) }), Size(width: 30, height: 32)))
        cases.append((AnyView(ZStack(alignment: .topLeading) { Self.box(10, 20); Self.box(30, 10) }), Size(width: 30, height: 20)))
        // Lazy stacks: the items' ideal lengths along, the tallest across.
        cases.append((AnyView(LazyHStack(alignment: .top, spacing: 4, pinnedViews: []) { Self.box(10, 20); Self.box(30, 10) }), Size(width: 44, height: 20)))
        // LazyVStack takes the offered width; its two seed rows are 20 + 2 + 10 tall.
        cases.append((AnyView(LazyVStack(alignment: .leading, spacing: 2, pinnedViews: .sectionHeaders) { Self.box(10, 20); Self.box(30, 10) }),
                      Size(width: 300, height: 32)))
        // Columns: fixed 50, then the flexible one takes 300 − 8 − 50 = 242; rows 20 (tallest) + 4 + 5.
        cases.append((AnyView(LazyVGrid(columns: [GridItem(.fixed(50)), GridItem(.flexible())], alignment: .leading, spacing: 4) {
            Self.box(10, 20); Self.box(30, 10); Self.box(10, 5)
        }), Size(width: 300, height: 29)))
        // Rows 30 + 8 + 40 = 78 tall; columns as wide as their widest item, 30 + 6 + 12.
        cases.append((AnyView(LazyHGrid(rows: [GridItem(.fixed(30)), GridItem(.fixed(40), spacing: 2)], alignment: .top, spacing: 6) {
            Self.box(10, 20); Self.box(30, 10); Self.box(12, 5)
        }), Size(width: 48, height: 78)))
        // Columns 10 and 30, 4 apart; rows 20 and 5 (the spanning view), 2 apart.
        cases.append((AnyView(Grid(alignment: .leading, horizontalSpacing: 4, verticalSpacing: 2) {
            GridRow(alignment: .top) { Self.box(10, 20); Self.box(30, 10) }
            Self.box(40, 5)
        }), Size(width: 44, height: 27)))
        // The first view's ideal width, 400, does not fit 300: the second shows.
        cases.append((AnyView(ViewThatFits(in: .horizontal) { Self.box(400, 10); Self.box(100, 20) }), Size(width: 100, height: 20)))
        cases.append((AnyView(ViewThatFits { Self.box(100, 20) }), Size(width: 100, height: 20)))
        cases.append((AnyView(GeometryReader { proxy in Self.box(proxy.size.width / 2, 10) }), Size(width: 300, height: 300)))
        cases.append((AnyView(EmptyView()), Size(width: 0, height: 0)))
        cases.append((AnyView(HStack(spacing: 0) { Spacer(minLength: 12); Self.box(10, 10) }), Size(width: 300, height: 10)))
        cases.append((AnyView(VStack(spacing: 0) { Self.box(10, 10); Divider() }), Size(width: 300, height: 10 + 1.0 / 3)))
        // A group alone stacks its views vertically, 8 apart.
        cases.append((AnyView(Group { Self.box(10, 20); Self.box(30, 10) }), Size(width: 30, height: 38)))
        cases.append((AnyView(Group(subviews: ForEach(0..<3) { _ in Self.box(10, 20) }) { subviews in
            HStack(spacing: 0) { ForEach(subviews) { subview in subview } }
        }), Size(width: 30, height: 20)))
        cases.append((AnyView(TupleView((Self.box(10, 20), Self.box(30, 10)))), Size(width: 30, height: 38)))
        cases.append((AnyView(AnyView(Self.box(10, 20))), Size(width: 10, height: 20)))
        cases.append((AnyView(AnyView(erasing: Self.box(10, 20))), Size(width: 10, height: 20)))
        cases.append((AnyView(_ConditionalContent<Color, Text>(_storage: .trueContent(Color.red))), Size(width: 300, height: 300)))
        check(cases)
    }

    @Test func aTupleHandsBackTheViewsItWasBuiltFromAndListsThemInOrder() {
        // A builder block's tuple, as SwiftUI's `TupleView.value` gives it.
        var block = ViewBuilder.buildBlock(Color.red, Spacer(minLength: 4), Color.blue)
        #expect(block.value.0 == Color.red && block.value.2 == Color.blue)
        #expect(block.value.1.minLength == 4)
        #expect(block.elements.count == 3)
        // A tuple written over, or made by hand, lists its views by reflection.
        block.value = (Color.green, Spacer(), Color.red)
        #expect(block.value.0 == Color.green)
        #expect(block.elements.count == 3)
        #expect(TupleView((Color.red, 42, Color.blue)).elements.count == 2)
    }

    @Test func aHorizontalStackLinesTextUpOnItsFirstBaseline() {
        RecordingContext().run {
            let large = ResolvedFont(pointSize: 34, metrics: .dejaVuSans), small = ResolvedFont(pointSize: 12, metrics: .dejaVuSans)
            let result = lay(.unspecified, TextNode.self) {
                HStack(alignment: .firstTextBaseline) {
                    Text("Title").font(.largeTitle)
                    Text("caption").font(.caption)
                }
            }
            // The caption sits lower by the difference of the ascents; the stack is the title's height.
            #expect(result.frames[1].minY - result.frames[0].minY == large.ascent - small.ascent)
            #expect(result.size.height == line("Title", points: 34).height)
            // Centered, the caption is centered on the title instead.
            let centered = lay(.unspecified, TextNode.self) {
                HStack { Text("Title").font(.largeTitle); Text("caption").font(.caption) }
            }
            #expect(centered.frames[1].minY == (line("Title", points: 34).height - line("caption", points: 12).height) / 2)
        }
    }

    @Test func stacksAlignByTheirGuidesAndControlsAddTheirStylesPadding() {
        RecordingContext().run {
            let leading = lay(ProposedSize(width: 300, height: nil), FillNode.self) {
                VStack(alignment: .leading) { Color.red.frame(width: 100, height: 10); Color.blue.frame(width: 50, height: 10) }
            }
            #expect(leading.frames.map(\.minX) == [0, 0])
            let trailing = lay(ProposedSize(width: 300, height: nil), FillNode.self) {
                VStack(alignment: .trailing) { Color.red.frame(width: 100, height: 10); Color.blue.frame(width: 50, height: 10) }
            }
            #expect(trailing.frames.map(\.minX) == [0, 50])
            let corner = lay(ProposedSize(width: 100, height: 100), FillNode.self) {
                ZStack(alignment: .bottomTrailing) { Color.red; Color.blue.frame(width: 10, height: 10) }
            }
            #expect(corner.frames[1] == Rect(x: 90, y: 90, width: 10, height: 10))
            // A plain button is its label; a bordered one adds 7 × 12 points around it.
            let label = line("Share", points: 17)
            #expect(lay(.unspecified, TextNode.self) { Button("Share") {} }.size == label)
            #expect(lay(.unspecified, TextNode.self) { Button("Share") {}.buttonStyle(.bordered) }.size == Size(width: label.width + 24, height: label.height + 14))
            // A label is its icon and title 8 points apart; a divider is a pixel thick.
            let labelled = lay(.unspecified, TextNode.self) { Label("Share", systemImage: "square.and.arrow.up") }.size
            #expect(labelled.width == (17 * 1.15).rounded() + 8 + label.width)
            #expect(lay(ProposedSize(width: 200, height: nil), DividerNode.self) { VStack { Divider() } }.frames[0].height == 1.0 / 3)
            // A horizontal scroll view shows its content's ideal width inside the width offered.
            let scroller = lay(ProposedSize(width: 100, height: nil), FillNode.self) {
                ScrollView(.horizontal) { HStack(spacing: 0) { ForEach(0..<5) { _ in Color.red.frame(width: 60, height: 20) } } }
            }
            #expect(scroller.size == Size(width: 100, height: 20) && scroller.frames.last?.minX == 240)
        }
    }
}
