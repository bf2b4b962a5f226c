/// A container's layout algorithm, as SwiftUI's `Layout` protocol works: `sizeThatFits` answers a
/// proposal (measure) and `placeSubviews` puts each subview in the bounds the parent chose (place). Both
/// are signposted with the layout's type name. The lab's stacks, frames and padding are layouts.
protocol LabLayout {
    /// The size this container takes for `proposal`, asking subviews as it needs.
    func sizeThatFits(proposal: ProposedSize, subviews: LayoutSubviews) -> Size
    /// Places every subview inside `bounds` (in the parent's coordinate space).
    func placeSubviews(in bounds: Rect, proposal: ProposedSize, subviews: LayoutSubviews)
    /// Where the first or last line of text inside sits from the container's top, for `proposal`.
    func baseline(_ which: VerticalAlignment.Baseline, for proposal: ProposedSize, subviews: LayoutSubviews) -> Double?
}

extension LabLayout {
    /// A container without text of its own says nothing about baselines.
    func baseline(_ which: VerticalAlignment.Baseline, for proposal: ProposedSize, subviews: LayoutSubviews) -> Double? {
        nil
    }
}

/// Layouts whose subviews are rows stacked top to bottom: the commit reports where they should show
/// content, so the render stage can measure what was left blank.
protocol RowLayout {}

/// A subview as its container's layout sees it.
struct LayoutSubview {
    let node: ViewNode

    /// The subview's size for `proposal` (cached within a layout pass).
    func sizeThatFits(_ proposal: ProposedSize) -> Size {
        node.measure(proposal)
    }

    /// The subview's layout priority; higher is offered space first.
    var priority: Double { node.layoutPriority }

    /// The subview's first or last text baseline for `proposal`, from its top.
    func baseline(_ which: VerticalAlignment.Baseline, for proposal: ProposedSize) -> Double? {
        node.baseline(which, for: proposal)
    }

    /// Places the subview in `rect`.
    func place(in rect: Rect) {
        node.place(in: rect)
    }

    /// Places the subview with its top-leading corner at `position`, sized for `proposal`.
    func place(at position: Point, proposal: ProposedSize) {
        node.place(in: Rect(origin: position, size: node.measure(proposal)))
    }
}

extension LayoutSubview {
    /// Places the subview at its size for `proposal`, aligned inside `bounds`.
    func place(aligned alignment: Alignment, in bounds: Rect, proposal: ProposedSize) {
        let size = sizeThatFits(proposal)
        place(at: alignment.origin(of: size, in: bounds), proposal: proposal)
    }
}

/// The subviews of a layout, in order.
struct LayoutSubviews: RandomAccessCollection {
    let nodes: [ViewNode]

    /// First index.
    var startIndex: Int { 0 }
    /// One past the last index.
    var endIndex: Int { nodes.count }
    /// The subview at `position`.
    subscript(position: Int) -> LayoutSubview { LayoutSubview(node: nodes[position]) }
}

/// A view laid out by a lab layout: stacks, frames, padding, aspect ratios.
nonisolated struct LayoutView<L: LabLayout, Content: View>: View, PrimitiveView {
    /// The layout algorithm.
    let layout: L
    /// The subviews (a builder's result).
    let content: Content
    /// Stacks lay out each view of a builder separately; modifiers treat their content as one subview.
    let flattensContent: Bool

    /// Lays `content` out with `layout`, each view of the builder a subview.
    init(layout: L, content: Content) {
        self.init(layout: layout, content: content, flattensContent: true)
    }

    init(layout: L, content: Content, flattensContent: Bool) {
        self.layout = layout
        self.content = content
        self.flattensContent = flattensContent
    }

    /// Primitive: no body.
    var body: Never { primitiveBody() }

    func makeNode(in graph: ViewGraph) -> ViewNode { LayoutNode<Self>(graph: graph, view: self) }
}

/// A view a `LayoutNode` lays out: a `LayoutView`, or a view that stands for one. The node is generic
/// over it, so an update reads the new view in place instead of casting it.
nonisolated protocol LayoutSource: View {
    associatedtype L: LabLayout
    associatedtype Content: View
    /// The layout and content this view stands for.
    var layoutView: LayoutView<L, Content> { get }
}

extension LayoutView: LayoutSource {
    var layoutView: LayoutView<L, Content> { self }
}

/// Primitive views that are a layout over content under another name (`VStack`, `padding`…).
nonisolated protocol LayoutRepresentable: PrimitiveView, LayoutSource {}

extension LayoutRepresentable {
    func makeNode(in graph: ViewGraph) -> ViewNode { LayoutNode<Self>(graph: graph, view: self) }
}
