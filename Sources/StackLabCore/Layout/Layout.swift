/// A container's layout algorithm as the runtime runs it: `sizeThatFits` answers a proposal (measure)
/// and `placeSubviews` puts each subview in the bounds the parent chose (place), in the runtime's own
/// geometry types. Both are signposted with the layout's type name. The lab's stacks, frames and padding
/// are such layouts; a team's own `Layout` runs through `CustomLayout`, which adapts it.
package protocol LabLayout {
    /// The size this container takes for `proposal`, asking subviews as it needs.
    func sizeThatFits(proposal: ProposedSize, subviews: LayoutSubviews) -> Size
    /// Places every subview inside `bounds` (in the parent's coordinate space).
    func placeSubviews(in bounds: Rect, proposal: ProposedSize, subviews: LayoutSubviews)
    /// Where the first or last line of text inside sits from the container's top, for `proposal`.
    func baseline(_ which: VerticalAlignment.Baseline, for proposal: ProposedSize, subviews: LayoutSubviews) -> Double?
    /// Where the container, at `size` for `proposal`, puts `guide` itself, from its origin: nil when it
    /// keeps the guide's default place (the subviews' explicit guides, moved to where they sit, for
    /// modifiers).
    func explicitAlignment(_ guide: AnyAlignmentGuide, size: Size, proposal: ProposedSize, subviews: LayoutSubviews) -> Double?
    /// The type measure and place intervals are named and priced after: the layout's own, or the team's
    /// layout an adapter runs.
    var signpostType: Any.Type { get }
    /// The axis spacers inside grow along (`LayoutProperties.stackOrientation`), for layouts that are not
    /// the lab's stacks.
    var stackOrientation: Axis? { get }
    /// Takes over what the previous value of the same node kept between passes (a team's layout cache).
    mutating func inherit(from previous: Self)
    /// The subviews, or what they show, changed: anything kept about them is stale.
    func subviewsChanged()
    /// Whether this runs a `Layout` (a team's, or one used as a view): its signpost name and axis come
    /// from the value, and it may put alignment guides explicitly.
    static var runsTeamLayout: Bool { get }
}

extension LabLayout {
    /// A container without text of its own says nothing about baselines.
    package func baseline(_ which: VerticalAlignment.Baseline, for proposal: ProposedSize, subviews: LayoutSubviews) -> Double? {
        nil
    }

    /// Guides keep their default place.
    package func explicitAlignment(_ guide: AnyAlignmentGuide, size: Size, proposal: ProposedSize, subviews: LayoutSubviews) -> Double? {
        nil
    }

    /// The layout's own type.
    package var signpostType: Any.Type { Self.self }

    /// Spacers inside take both axes unless the layout is a stack.
    package var stackOrientation: Axis? { nil }

    /// Nothing kept between passes.
    package mutating func inherit(from previous: Self) {}

    /// Nothing kept about the subviews.
    package func subviewsChanged() {}

    /// One of the lab's own layouts.
    package static var runsTeamLayout: Bool { false }
}

/// Layouts whose subviews are rows stacked top to bottom: the commit reports where they should show
/// content, so the render stage can measure what was left blank.
protocol RowLayout {}

extension LayoutSubview {
    /// Places the subview at its size for `proposal`, aligned inside `bounds`.
    package func place(aligned alignment: Alignment, in bounds: Rect, proposal: ProposedSize) {
        let size = sizeThatFits(proposal)
        place(at: alignment.origin(of: size, in: bounds), proposal: proposal)
    }
}

/// A view laid out by a lab layout: stacks, frames, padding, aspect ratios, a team's `Layout`.
///
/// Usable from inlinable code, so that the modifiers a cell calls most (`padding`, `frame`) are
/// specialized in the cell's module: there the view's type is known, where StackLab's generic code asked
/// the runtime for its metadata on every body. `L` is unconstrained in the declaration for that reason
/// (the layout protocol stays internal); the view is primitive only over a lab layout.
@usableFromInline
package nonisolated struct LayoutView<L, Content: View>: View {
    /// The layout algorithm.
    @usableFromInline package let layout: L
    /// The subviews (a builder's result).
    @usableFromInline package let content: Content
    /// Stacks lay out each view of a builder separately; modifiers treat their content as one subview.
    @usableFromInline package let flattensContent: Bool

    /// Lays `content` out with `layout`, each view of the builder a subview.
    @inlinable
    package init(layout: L, content: Content) {
        self.init(layout: layout, content: content, flattensContent: true)
    }

    @inlinable
    package init(layout: L, content: Content, flattensContent: Bool) {
        self.layout = layout
        self.content = content
        self.flattensContent = flattensContent
    }

    /// Primitive: no body.
    @usableFromInline package var body: Never { primitiveBody() }
}

extension LayoutView: PrimitiveView where L: LabLayout {
    package func makeNode(in graph: ViewGraph) -> ViewNode { LayoutNode<Self>.make(graph: graph, view: self) }
}

/// A view a `LayoutNode` lays out: a `LayoutView`, or a view that stands for one (a stack). The node is
/// generic over it, so an update reads the new view in place instead of casting it, and reads the
/// layout and content straight from it: building a `LayoutView` from a stack in the node's generic code
/// asked the runtime for that type's metadata on every node made and every update.
package nonisolated protocol LayoutSource: View {
    associatedtype L: LabLayout
    associatedtype Content: View
    /// The layout algorithm.
    var layout: L { get }
    /// The subviews (a builder's result).
    var content: Content { get }
    /// Whether each view of the builder is a subview of its own (stacks) rather than the content one
    /// subview (modifiers).
    var flattensContent: Bool { get }
}

extension LayoutSource {
    /// Stacks lay out each view of their builder separately.
    package var flattensContent: Bool { true }
}

extension LayoutView: LayoutSource where L: LabLayout {}

/// Primitive views that are a layout over content under another name (`VStack`, `padding`…).
package nonisolated protocol LayoutRepresentable: PrimitiveView, LayoutSource {}

extension LayoutRepresentable {
    package func makeNode(in graph: ViewGraph) -> ViewNode { LayoutNode<Self>.make(graph: graph, view: self) }
}

/// What the layout machinery of one graph has met so far, kept with the graph: whether any view gives
/// an alignment guide an explicit value, so stacks and frames take their general alignment path only
/// when one does (the path gives the same frames without one, at more work).
package final class LayoutFlags {
    /// An `alignmentGuide` or a team's `Layout` exists in the graph.
    @exclusivity(unchecked) package var explicitGuides = false
}
