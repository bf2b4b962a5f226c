import FrameProf
import Foundation
import Testing
@testable import StackLab
@testable import StackLabContent
@_spi(Nodes) @testable import StackLabCore

/// Layouts used as views, and the `Layout` protocol's values: proposals, spacing, properties.
@Suite struct LayoutProtocolTests: BoxLayoutHarness {
    @Test func layoutsAsViews() {
        var cases: [(AnyView, Size)] = []
        cases.append((AnyView(FlowLayout(spacing: 4) { Self.box(10, 10); Self.box(10, 10) }), Size(width: 24, height: 10)))
        cases.append((AnyView(AnyLayout(FlowLayout(spacing: 2)) { Self.box(10, 10); Self.box(10, 10) }), Size(width: 22, height: 10)))
        cases.append((AnyView(HStackLayout(alignment: .top, spacing: 2) { Self.box(10, 20); Self.box(30, 10) }), Size(width: 42, height: 20)))
        cases.append((AnyView(VStackLayout(alignment: .leading, spacing: 2) { Self.box(10, 20); Self.box(30, 10) }), Size(width: 30, height: 32)))
        cases.append((AnyView(ZStackLayout(alignment: .center) { Self.box(10, 20); Self.box(30, 10) }), Size(width: 30, height: 20)))
        cases.append((AnyView(GridLayout(alignment: .center, horizontalSpacing: 2, verticalSpacing: 2) {
            GridRow { Self.box(10, 20); Self.box(30, 10) }
        }), Size(width: 42, height: 20)))
        cases.append((AnyView(IndentedColumn { Self.box(10, 10).layoutValue(key: Indent.self, value: 5) }), Size(width: 15, height: 10)))
        check(cases)
    }

    @Test func layoutProtocolValues() {
        #expect(ProposedViewSize.zero == ProposedViewSize(width: 0, height: 0))
        #expect(ProposedViewSize.unspecified == ProposedViewSize(width: nil, height: nil))
        #expect(ProposedViewSize.infinity == ProposedViewSize(CGSize(width: CGFloat.infinity, height: .infinity)))
        #expect(ProposedViewSize(width: 20, height: nil).replacingUnspecifiedDimensions() == CGSize(width: 20, height: 10))
        #expect(ProposedViewSize.unspecified.replacingUnspecifiedDimensions(by: CGSize(width: 1, height: 2)) == CGSize(width: 1, height: 2))
        var spacing = ViewSpacing()
        spacing.formUnion(ViewSpacing.zero, edges: .horizontal)
        #expect(spacing.distance(to: ViewSpacing(), along: .horizontal) == 8)
        #expect(ViewSpacing.zero.union(ViewSpacing.zero).distance(to: .zero, along: .vertical) == 0)
        #expect(LayoutProperties().stackOrientation == nil)
        #expect(HStackLayout.layoutProperties.stackOrientation == .horizontal)
        #expect(VStackLayout.layoutProperties.stackOrientation == .vertical)
        #expect(FlowLayout.layoutProperties.stackOrientation == nil)
        var stack = HStackLayout()
        stack.spacing = 3
        stack.alignment = .bottom
        #expect(stack == HStackLayout(alignment: .bottom, spacing: 3))
        #expect(VStackLayout(alignment: .trailing).alignment == .trailing && ZStackLayout().alignment == .center)
        var grid = GridLayout()
        grid.horizontalSpacing = 1
        #expect(grid.verticalSpacing == nil && grid.alignment == .center)
        var animated = FlowLayout()
        animated.animatableData = EmptyAnimatableData()
        #expect(AnimatablePair(CGFloat(1), 2.0) + AnimatablePair(1, 1) == AnimatablePair(2, 3))
    }
}
