import FrameProf
import Foundation
import Testing
@testable import StackLab

/// A preference the decoration entries read.
struct LayoutEntriesWidthKey: PreferenceKey {
    static let defaultValue: CGFloat = 0
    static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) { value = max(value, nextValue()) }
}

/// A container value the `containerValue` entry writes.
struct LayoutEntriesBadgeKey: ContainerValueKey {
    static let defaultValue = 0
}

extension ContainerValues {
    var layoutEntriesBadge: Int {
        get { self[LayoutEntriesBadgeKey.self] }
        set { self[LayoutEntriesBadgeKey.self] = newValue }
    }
}

/// A guide of the team's own, a third of the way down a view.
enum LayoutEntriesThird: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height / 3 }
}

struct LayoutEntriesItem: Identifiable, Hashable {
    let id: Int
    let name: String
}

/// Every entry of the layout family, called as SwiftUI code calls it, built and laid out in a graph, each
/// with the size its own rule gives (worked out in the comments beside it). Sizes use fixed-size colours
/// (`box`), so only the entry under test decides them. The proposal is 300 × 300 on a 1,000 × 1,000 screen.
@Suite struct LayoutEntriesTests {
    /// A fixed-size colour.
    static func box(_ width: CGFloat, _ height: CGFloat) -> some View { Color.red.frame(width: width, height: height) }

    static let items = [LayoutEntriesItem(id: 1, name: "a"), LayoutEntriesItem(id: 2, name: "b"), LayoutEntriesItem(id: 3, name: "c")]

    /// Lays each view out for 300 × 300 and compares its size.
    private func check(_ cases: [(AnyView, Size)], sourceLocation: SourceLocation = #_sourceLocation) {
        RecordingContext().run {
            for (index, (view, expected)) in cases.enumerated() {
                let size = layout(ProposedSize(width: 300, height: 300)) { view }.size
                #expect(size == expected, "case \(index)", sourceLocation: sourceLocation)
            }
        }
    }

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

    @Test func timelinesAndCanvases() {
        var cases: [(AnyView, Size)] = []
        cases.append((AnyView(TimelineView(.periodic(from: .now, by: 1)) { context in Self.box(10, context.cadence == .live ? 20 : 0) }), Size(width: 10, height: 20)))
        cases.append((AnyView(TimelineView(.everyMinute) { _ in Self.box(10, 20) }), Size(width: 10, height: 20)))
        cases.append((AnyView(TimelineView(.animation) { _ in Self.box(10, 20) }), Size(width: 10, height: 20)))
        cases.append((AnyView(TimelineView(.animation(minimumInterval: 1, paused: true)) { _ in Self.box(10, 20) }), Size(width: 10, height: 20)))
        cases.append((AnyView(TimelineView(.explicit([Date(timeIntervalSince1970: 0)])) { _ in Self.box(10, 20) }), Size(width: 10, height: 20)))
        cases.append((AnyView(TimelineView<EveryMinuteTimelineSchedule, Color>(.everyMinute) { (_: TimelineView<EveryMinuteTimelineSchedule, Color>.Context) in Color.red }),
                      Size(width: 300, height: 300)))
        // A canvas fills what it is offered, like a colour.
        cases.append((AnyView(Canvas { context, size in
            context.fill(Path(CGRect(origin: .zero, size: size)), with: .color(.red))
            context.stroke(Path(CGRect(x: 0, y: 0, width: 4, height: 4)), with: .foreground, lineWidth: 2)
        }), Size(width: 300, height: 300)))
        cases.append((AnyView(Canvas(opaque: true, colorMode: .linear, rendersAsynchronously: true, renderer: { context, _ in
            var copy = context
            copy.opacity = 0.5
            copy.translateBy(x: 1, y: 1)
            copy.addFilter(.blur(radius: 2))
            if let symbol = copy.resolveSymbol(id: 1) { copy.draw(symbol, at: .zero) }
        }, symbols: { Self.box(10, 10) }).frame(width: 40, height: 40)), Size(width: 40, height: 40)))
        check(cases)
    }

    @Test func forEachInitializers() {
        let items = Self.items
        // The bound rows' closures take the binding itself: `{ $item in … }` needs `Binding.init(projectedValue:)`,
        // which the data-flow family's `Binding` declares.
        let bound = Binding.constant(items)
        var cases: [(AnyView, Size)] = []
        // Three rows of 10 × 10, no spacing.
        cases.append((AnyView(VStack(spacing: 0) { ForEach(items) { _ in Self.box(10, 10) } }), Size(width: 10, height: 30)))
        cases.append((AnyView(VStack(spacing: 0) { ForEach(items, id: \.name) { _ in Self.box(10, 10) } }), Size(width: 10, height: 30)))
        cases.append((AnyView(VStack(spacing: 0) { ForEach(0..<3) { _ in Self.box(10, 10) } }), Size(width: 10, height: 30)))
        cases.append((AnyView(VStack(spacing: 0) { ForEach(bound) { item in Self.box(CGFloat(item.wrappedValue.id) * 10, 10) } }), Size(width: 30, height: 30)))
        cases.append((AnyView(VStack(spacing: 0) { ForEach(bound, id: \.name) { item in Self.box(item.wrappedValue.name.isEmpty ? 0 : 10, 10) } }), Size(width: 10, height: 30)))
        cases.append((AnyView(VStack(spacing: 0) { ForEach(bound, editActions: .all) { item in Self.box(item.wrappedValue.name.isEmpty ? 0 : 10, 10) } }), Size(width: 10, height: 30)))
        cases.append((AnyView(VStack(spacing: 0) { ForEach(bound, id: \.name, editActions: .delete) { item in Self.box(item.wrappedValue.name.isEmpty ? 0 : 10, 10) } }), Size(width: 10, height: 30)))
        // Each subview of the base padded by 1: 12 × 12 each.
        cases.append((AnyView(VStack(spacing: 0) {
            ForEach(subviews: ForEach(0..<3) { _ in Self.box(10, 10) }) { subview in subview.padding(1) }
        }), Size(width: 12, height: 36)))
        check(cases)
    }

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

    @Test func frameAndPaddingModifiers() {
        let base = Self.box(100, 50)
        var cases: [(AnyView, Size)] = []
        cases.append((AnyView(base.frame(width: 40, height: 30, alignment: .topLeading)), Size(width: 40, height: 30)))
        cases.append((AnyView(base.frame()), Size(width: 100, height: 50)))
        // maxWidth ∞ fills the 300 offered; height min(60, max(50, 300)) = 60.
        cases.append((AnyView(base.frame(minWidth: 10, idealWidth: 20, maxWidth: .infinity, minHeight: 10, idealHeight: 20, maxHeight: 60, alignment: .bottom)),
                      Size(width: 300, height: 60)))
        cases.append((AnyView(base.padding(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))), Size(width: 106, height: 54)))
        cases.append((AnyView(base.padding(.horizontal, 10)), Size(width: 120, height: 50)))
        cases.append((AnyView(base.padding()), Size(width: 132, height: 82)))
        cases.append((AnyView(base.padding(5)), Size(width: 110, height: 60)))
        cases.append((AnyView(base.fixedSize()), Size(width: 100, height: 50)))
        cases.append((AnyView(base.fixedSize(horizontal: true, vertical: false)), Size(width: 100, height: 50)))
        cases.append((AnyView(base.layoutPriority(1)), Size(width: 100, height: 50)))
        // A colour's ideal size is square: fit 2:1 in 300 × 300 is 300 × 150.
        cases.append((AnyView(Color.red.aspectRatio(2, contentMode: .fit)), Size(width: 300, height: 150)))
        cases.append((AnyView(Color.red.aspectRatio(CGSize(width: 1, height: 1), contentMode: .fill)), Size(width: 300, height: 300)))
        cases.append((AnyView(Color.red.scaledToFit()), Size(width: 300, height: 300)))
        cases.append((AnyView(Color.red.scaledToFill()), Size(width: 300, height: 300)))
        // Position takes the whole offer; offset moves no frame.
        cases.append((AnyView(base.position(x: 10, y: 10)), Size(width: 300, height: 300)))
        cases.append((AnyView(base.position(CGPoint(x: 1, y: 1))), Size(width: 300, height: 300)))
        cases.append((AnyView(base.offset(x: 5, y: 5)), Size(width: 100, height: 50)))
        cases.append((AnyView(base.offset(CGSize(width: 3, height: 3))), Size(width: 100, height: 50)))
        cases.append((AnyView(base.alignmentGuide(HorizontalAlignment.leading) { d in d[.trailing] }), Size(width: 100, height: 50)))
        cases.append((AnyView(base.alignmentGuide(VerticalAlignment.top) { d in d.height / 2 }), Size(width: 100, height: 50)))
        // The screen is 1,000 wide: the whole, 2 of 4 parts 10 apart ((1000 − 30) / 4 × 2 + 10), a tenth.
        cases.append((AnyView(base.containerRelativeFrame(.horizontal)), Size(width: 1000, height: 50)))
        cases.append((AnyView(base.containerRelativeFrame(.horizontal, count: 4, span: 2, spacing: 10)), Size(width: 495, height: 50)))
        cases.append((AnyView(base.containerRelativeFrame([.horizontal, .vertical], alignment: .top) { length, _ in length / 10 }), Size(width: 100, height: 100)))
        cases.append((AnyView(base.scenePadding()), Size(width: 132, height: 82)))
        cases.append((AnyView(base.scenePadding(.minimum, edges: .horizontal)), Size(width: 132, height: 50)))
        check(cases)
    }

    @Test func safeAreaModifiers() {
        let base = Self.box(100, 50)
        var cases: [(AnyView, Size)] = []
        // The inset (10 tall) and 4 of spacing below the content.
        cases.append((AnyView(base.safeAreaInset(edge: VerticalEdge.bottom, alignment: .center, spacing: 4) { Self.box(20, 10) }), Size(width: 100, height: 64)))
        cases.append((AnyView(base.safeAreaInset(edge: HorizontalEdge.leading, alignment: .top) { Self.box(20, 10) }), Size(width: 120, height: 50)))
        cases.append((AnyView(base.safeAreaPadding(EdgeInsets(top: 1, leading: 1, bottom: 1, trailing: 1))), Size(width: 102, height: 52)))
        cases.append((AnyView(base.safeAreaPadding(.vertical, 5)), Size(width: 100, height: 60)))
        cases.append((AnyView(base.safeAreaPadding(3)), Size(width: 106, height: 56)))
        cases.append((AnyView(base.ignoresSafeArea()), Size(width: 100, height: 50)))
        cases.append((AnyView(base.ignoresSafeArea(.keyboard, edges: .bottom)), Size(width: 100, height: 50)))
        cases.append((AnyView(base.edgesIgnoringSafeArea(.all)), Size(width: 100, height: 50)))
        check(cases)
    }

    @Test func decorationModifiers() {
        let base = Self.box(100, 50)
        var cases: [(AnyView, Size)] = []
        cases.append((AnyView(base.overlay(alignment: .top) { Self.box(10, 10) }), Size(width: 100, height: 50)))
        cases.append((AnyView(base.overlay(Self.box(10, 10), alignment: .center)), Size(width: 100, height: 50)))
        cases.append((AnyView(base.overlay(.blue, ignoresSafeAreaEdges: .all)), Size(width: 100, height: 50)))
        cases.append((AnyView(base.overlay(.blue, in: Circle(), fillStyle: FillStyle())), Size(width: 100, height: 50)))
        cases.append((AnyView(base.background(alignment: .center) { Self.box(10, 10) }), Size(width: 100, height: 50)))
        cases.append((AnyView(base.background(Self.box(10, 10), alignment: .top)), Size(width: 100, height: 50)))
        cases.append((AnyView(base.background(ignoresSafeAreaEdges: .all)), Size(width: 100, height: 50)))
        cases.append((AnyView(base.background(.red, ignoresSafeAreaEdges: .all)), Size(width: 100, height: 50)))
        cases.append((AnyView(base.background(in: Path(CGRect(x: 0, y: 0, width: 1, height: 1)), fillStyle: FillStyle())), Size(width: 100, height: 50)))
        cases.append((AnyView(base.background(.red, in: Path(CGRect(x: 0, y: 0, width: 1, height: 1)), fillStyle: FillStyle())), Size(width: 100, height: 50)))
        cases.append((AnyView(base.background(in: Capsule(), fillStyle: FillStyle())), Size(width: 100, height: 50)))
        cases.append((AnyView(base.background(.red, in: RoundedRectangle(cornerRadius: 4))), Size(width: 100, height: 50)))
        cases.append((AnyView(base.overlayPreferenceValue(LayoutEntriesWidthKey.self, alignment: .top) { width in Self.box(width, 10) }), Size(width: 100, height: 50)))
        cases.append((AnyView(base.overlayPreferenceValue(_v0: (), LayoutEntriesWidthKey.self, alignment: .top) { width in Self.box(width, 10) }),
                      Size(width: 100, height: 50)))
        cases.append((AnyView(base.overlayPreferenceValue(LayoutEntriesWidthKey.self) { width in Self.box(width, 10) }), Size(width: 100, height: 50)))
        cases.append((AnyView(base.backgroundPreferenceValue(LayoutEntriesWidthKey.self, alignment: .top) { width in Self.box(width, 10) }), Size(width: 100, height: 50)))
        cases.append((AnyView(base.backgroundPreferenceValue(_v0: (), LayoutEntriesWidthKey.self, alignment: .top) { width in Self.box(width, 10) }),
                      Size(width: 100, height: 50)))
        cases.append((AnyView(base.backgroundPreferenceValue(LayoutEntriesWidthKey.self) { width in Self.box(width, 10) }), Size(width: 100, height: 50)))
        check(cases)
    }

    @Test func acceptedAndTransformModifiers() {
        let base = Self.box(100, 50)
        var cases: [(AnyView, Size)] = []
        cases.append((AnyView(base.zIndex(1)), Size(width: 100, height: 50)))
        cases.append((AnyView(base.scaleEffect(2)), Size(width: 100, height: 50)))
        cases.append((AnyView(base.scaleEffect(CGSize(width: 2, height: 1), anchor: .top)), Size(width: 100, height: 50)))
        cases.append((AnyView(base.scaleEffect(x: 1, y: 2)), Size(width: 100, height: 50)))
        cases.append((AnyView(base.rotationEffect(.degrees(10))), Size(width: 100, height: 50)))
        cases.append((AnyView(base.rotation3DEffect(.degrees(10), axis: (x: 0, y: 1, z: 0), anchor: .center, anchorZ: 0, perspective: 1)), Size(width: 100, height: 50)))
        cases.append((AnyView(base.projectionEffect(ProjectionTransform())), Size(width: 100, height: 50)))
        cases.append((AnyView(base.coordinateSpace(name: "cell")), Size(width: 100, height: 50)))
        cases.append((AnyView(base.coordinateSpace(.named("cell"))), Size(width: 100, height: 50)))
        cases.append((AnyView(base.containerShape(Circle())), Size(width: 100, height: 50)))
        cases.append((AnyView(base.geometryGroup()), Size(width: 100, height: 50)))
        cases.append((AnyView(base.onGeometryChange(for: CGFloat.self, of: { $0.size.width }) { _ in }), Size(width: 100, height: 50)))
        cases.append((AnyView(base.onGeometryChange(for: CGFloat.self, of: { $0.size.height }) { _, _ in }), Size(width: 100, height: 50)))
        cases.append((AnyView(base.visualEffect { effect, proxy in effect.offset(y: proxy.size.height).opacity(0.5).blur(radius: 1) }), Size(width: 100, height: 50)))
        cases.append((AnyView(base.layoutDirectionBehavior(.mirrors)), Size(width: 100, height: 50)))
        cases.append((AnyView(base.layoutDirectionBehavior(.mirrors(in: .leftToRight))), Size(width: 100, height: 50)))
        cases.append((AnyView(base.flipsForRightToLeftLayoutDirection(true)), Size(width: 100, height: 50)))
        cases.append((AnyView(base.backgroundStyle(.red)), Size(width: 100, height: 50)))
        cases.append((AnyView(base.containerValue(\.layoutEntriesBadge, 3)), Size(width: 100, height: 50)))
        check(cases)
    }

    @Test func gridCellModifiers() {
        // Columns 10 and 10 (8 apart): the spanning cell and the unsized colour do not widen them;
        // rows 10, 10 and 10 (the colour's ideal height), 8 apart.
        check([(AnyView(Grid {
            GridRow { Self.box(10, 10).gridCellColumns(2) }
            GridRow { Self.box(10, 10).gridCellAnchor(.center); Self.box(10, 10).gridColumnAlignment(.leading) }
            GridRow { Color.red.gridCellUnsizedAxes(.horizontal) }
        }), Size(width: 28, height: 46))])
    }

    @Test func supportingValues() {
        #expect(HorizontalAlignment(LayoutEntriesThird.self) == HorizontalAlignment(LayoutEntriesThird.self))
        #expect(VerticalAlignment(LayoutEntriesThird.self) != VerticalAlignment.center)
        #expect(HorizontalAlignment.center.combineExplicit([10, nil, 20]) == 15)
        #expect(VerticalAlignment.firstTextBaseline.combineExplicit([10, 5]) == 5)
        #expect(VerticalAlignment.lastTextBaseline.combineExplicit([10, 5]) == 10)
        #expect(VerticalAlignment.center.combineExplicit([CGFloat?]()) == nil)
        let alignments: [Alignment] = [.center, .leading, .trailing, .top, .bottom, .topLeading, .topTrailing, .bottomLeading, .bottomTrailing,
                                       .centerFirstTextBaseline, .centerLastTextBaseline, .leadingFirstTextBaseline, .leadingLastTextBaseline,
                                       .trailingFirstTextBaseline, .trailingLastTextBaseline]
        #expect(Set(alignments).count == 15)
        #expect(HorizontalAlignment.listRowSeparatorLeading != .leading && HorizontalAlignment.listRowSeparatorTrailing != .trailing)
        #expect(Edge.Set(.top).union(Edge.Set(Edge.bottom)) == .vertical && Edge.allCases.count == 4 && Edge(rawValue: 1) == .leading)
        #expect(HorizontalEdge.Set(.leading) == .leading && VerticalEdge.Set(.bottom) == .bottom && HorizontalEdge.Set.all.contains(.trailing))
        #expect(VerticalEdge.allCases == [.top, .bottom] && VerticalEdge.Set.all == [.top, .bottom])
        #expect(Axis.horizontal.description == "horizontal" && Axis.Set.vertical.rawValue == 2 && Axis(rawValue: 1) == .vertical)
        #expect(Visibility.allCases.count == 3 && SafeAreaRegions.all == [.container, .keyboard])
        #expect(UnitPoint() == .zero && UnitPoint.bottomTrailing == UnitPoint(x: 1, y: 1))
        var point = UnitPoint.center
        point.animatableData = AnimatablePair(0.25, 0.75)
        #expect(point == UnitPoint(x: 0.25, y: 0.75))
        var angle = Angle.degrees(90)
        angle.degrees = 180
        #expect(abs(angle.radians - .pi) < 1e-9 && Angle() == .zero && Angle.radians(1) > Angle(degrees: 1))
        #expect((Angle.degrees(30) + .degrees(60)).degrees.rounded() == 90)
        var insets = EdgeInsets()
        insets.animatableData = AnimatablePair(1, AnimatablePair(2, AnimatablePair(3, 4)))
        #expect(insets == EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
        var transform = ProjectionTransform()
        transform.m31 = 10
        #expect(!transform.isIdentity && transform.isAffine && CGPoint(x: 1, y: 1).applying(transform) == CGPoint(x: 11, y: 1))
        #expect(transform.inverted().concatenating(transform).isIdentity)
        #expect(CoordinateSpace.global.isGlobal && CoordinateSpace.local.isLocal && CoordinateSpace.named("a") == .named("a"))
        #expect(NamedCoordinateSpace.named("a").coordinateSpace == .named("a") && LocalCoordinateSpace.local.coordinateSpace == .local)
        #expect(GlobalCoordinateSpace.global.coordinateSpace == .global && NamedCoordinateSpace.scrollView != NamedCoordinateSpace.scrollView(axis: .vertical))
        #expect(LayoutDirectionBehavior.mirrors == .mirrors(in: .rightToLeft) && LayoutDirectionBehavior.fixed != .mirrors)
        #expect(ContentMode.allCases == [.fit, .fill] && LayoutDirection.allCases.count == 2)
        let item = GridItem(.adaptive(minimum: 40, maximum: 80), spacing: 2, alignment: .leading)
        #expect(item.spacing == 2 && item.alignment == .leading && GridItem().alignment == nil)
        if case let .flexible(minimum, maximum) = GridItem().size { #expect(minimum == 10 && maximum == .infinity) }
        #expect(ScenePadding.minimum == .minimum && EmptyVisualEffect().animatableData == EmptyAnimatableData())
        var values = ContainerValues()
        values.layoutEntriesBadge = 4
        #expect(values.layoutEntriesBadge == 4 && values.tag(for: Int.self) == nil && !values.hasTag(1))
        #expect(TimelineView<EveryMinuteTimelineSchedule, Never>.Context.Cadence.live < .minutes)
        let start = Date(timeIntervalSinceReferenceDate: 90)
        #expect(Array(PeriodicTimelineSchedule(from: start, by: 10).entries(from: start, mode: .normal).prefix(2)) == [start, start.addingTimeInterval(10)])
        #expect(EveryMinuteTimelineSchedule().entries(from: start, mode: .lowFrequency).first(where: { _ in true }) == Date(timeIntervalSinceReferenceDate: 60))
        #expect(Array(AnimationTimelineSchedule(paused: true).entries(from: start, mode: .normal)) == [start])
        #expect(Array(ExplicitTimelineSchedule([start]).entries(from: start, mode: .normal)) == [start])
        #expect(EditActions<[Int]>.all.rawValue == 3 && EditActions<[Int]>.move.rawValue == 2 && EditActions<[Int]>.delete.rawValue == 1)
        #expect(ColorRenderingMode.extendedLinear != .linear)
        #expect(GraphicsContext.BlendMode.multiply != .normal && GraphicsContext.ClipOptions.inverse.rawValue == 1)
    }

    @Test func geometryProxyMeasuresInEverySpace() {
        final class Seen: @unchecked Sendable {
            var local = CGRect.zero, global = CGRect.zero, named = CGRect.zero, deprecated = CGRect.zero
            var bounds: CGRect?, missing: CGRect?, anchored = CGRect.zero, point = CGPoint.zero, insets = EdgeInsets(top: 1, leading: 1, bottom: 1, trailing: 1)
        }
        let seen = Seen()
        RecordingContext().run {
            // The reader sits below a 30-tall box in a column named "column", 50 × 40.
            _ = layout(.unspecified) {
                VStack(spacing: 0) {
                    Self.box(10, 30)
                    GeometryReader { proxy in
                        let _ = {
                            seen.local = proxy.frame(in: .local)
                            seen.global = proxy.frame(in: .global)
                            seen.named = proxy.frame(in: .named("column"))
                            seen.deprecated = proxy.frame(in: CoordinateSpace.named("column"))
                            seen.bounds = proxy.bounds(of: .named("column"))
                            seen.missing = proxy.bounds(of: .named("nowhere"))
                            seen.anchored = proxy[Anchor<CGRect>.Source.bounds.anchor(in: CGRect(x: 5, y: 35, width: 10, height: 10))]
                            seen.point = proxy[Anchor<CGPoint>.Source.center.anchor(in: CGRect(x: 0, y: 30, width: 10, height: 10))]
                            seen.insets = proxy.safeAreaInsets
                        }()
                        Color.clear
                    }
                    .frame(width: 50, height: 40)
                }
                .coordinateSpace(name: "column")
            }
        }
        #expect(seen.local == CGRect(x: 0, y: 0, width: 50, height: 40))
        #expect(seen.global == CGRect(x: 0, y: 30, width: 50, height: 40))
        #expect(seen.named == CGRect(x: 0, y: 30, width: 50, height: 40) && seen.deprecated == seen.named)
        // The column (50 × 70) seen from the reader's origin.
        #expect(seen.bounds == CGRect(x: 0, y: -30, width: 50, height: 70) && seen.missing == nil)
        #expect(seen.anchored == CGRect(x: 5, y: 5, width: 10, height: 10) && seen.point == CGPoint(x: 5, y: 5))
        #expect(seen.insets == EdgeInsets())
    }
}
