/// A container's layout algorithm, as SwiftUI's `Layout` protocol: `sizeThatFits` answers a proposal
/// (measure) and `placeSubviews` puts each subview in the bounds the parent chose (place). Both are
/// signposted with the layout's type name. Use a layout as a view with `MyLayout() { content }`.
public protocol Layout {
    /// The size this container takes for `proposal`, asking subviews as it needs.
    func sizeThatFits(proposal: ProposedSize, subviews: LayoutSubviews) -> Size
    /// Places every subview inside `bounds` (in the parent's coordinate space).
    func placeSubviews(in bounds: Rect, proposal: ProposedSize, subviews: LayoutSubviews)
}

extension Layout {
    /// A view that lays `content` out with this layout.
    public func callAsFunction<Content: View>(@ViewBuilder _ content: () -> Content) -> LayoutView<Self, Content> {
        LayoutView(layout: self, content: content(), flattensContent: true)
    }
}

/// Layouts whose subviews are rows stacked top to bottom: the commit reports where they should show
/// content, so the render stage can measure what was left blank.
protocol RowLayout {}

/// A subview as its container's layout sees it.
public struct LayoutSubview {
    let node: ViewNode

    /// The subview's size for `proposal` (cached within a layout pass).
    public func sizeThatFits(_ proposal: ProposedSize) -> Size {
        node.measure(proposal)
    }

    /// The subview's layout priority; higher is offered space first.
    public var priority: Double { node.layoutPriority }

    /// Places the subview with its `anchor` point at `position`, sized for `proposal`.
    public func place(at position: Point, anchor: Alignment = .topLeading, proposal: ProposedSize) {
        let size = node.measure(proposal)
        let origin = Point(x: position.x - size.width * anchor.horizontal, y: position.y - size.height * anchor.vertical)
        node.place(in: Rect(origin: origin, size: size))
    }
}

extension LayoutSubview {
    /// Places the subview at its size for `proposal`, aligned inside `bounds`.
    public func place(aligned alignment: Alignment, in bounds: Rect, proposal: ProposedSize) {
        let size = sizeThatFits(proposal)
        place(at: alignment.origin(of: size, in: bounds), proposal: proposal)
    }
}

/// The subviews of a layout, in order.
public struct LayoutSubviews: RandomAccessCollection {
    let nodes: [ViewNode]

    /// First index.
    public var startIndex: Int { 0 }
    /// One past the last index.
    public var endIndex: Int { nodes.count }
    /// The subview at `position`.
    public subscript(position: Int) -> LayoutSubview { LayoutSubview(node: nodes[position]) }
}

/// A view laid out by a `Layout`.
public struct LayoutView<L: Layout, Content: View>: View, PrimitiveView {
    /// The layout algorithm.
    public let layout: L
    /// The subviews (a builder's result).
    public let content: Content
    /// Stacks lay out each view of a builder separately; modifiers treat their content as one subview.
    let flattensContent: Bool

    /// Lays `content` out with `layout`, each view of the builder a subview.
    public init(layout: L, content: Content) {
        self.init(layout: layout, content: content, flattensContent: true)
    }

    init(layout: L, content: Content, flattensContent: Bool) {
        self.layout = layout
        self.content = content
        self.flattensContent = flattensContent
    }

    /// Primitive: no body.
    public var body: Never { primitiveBody() }

    func makeNode(in graph: ViewGraph) -> ViewNode { LayoutNode(graph: graph, view: self, viewType: Self.self) }
}

/// Primitive views that are a layout over content under another name (`VStack`, `padding`…).
protocol LayoutRepresentable: PrimitiveView {
    associatedtype L: Layout
    associatedtype Content: View
    /// The layout and content this view stands for.
    var layoutView: LayoutView<L, Content> { get }
    /// `layoutView` without its generic type, for nodes that receive any view.
    var erasedLayoutView: Any { get }
}

extension LayoutRepresentable {
    var erasedLayoutView: Any { layoutView }
    func makeNode(in graph: ViewGraph) -> ViewNode { LayoutNode(graph: graph, view: layoutView, viewType: Self.self) }
}
