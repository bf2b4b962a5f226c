/// The node of a `LayoutView`: it keeps the content's node, flattens it into subviews and runs the
/// layout's measure and place under signposts named after the layout type.
package final class LayoutNode<Source: LayoutSource>: ViewNode, RowContainer, ExplicitAlignmentSource, UnaryModifierNode {
    package typealias L = Source.L
    package typealias Content = Source.Content

    @exclusivity(unchecked) package private(set) var layout: L
    @exclusivity(unchecked) private var content: ViewNode?
    @exclusivity(unchecked) private var subviewCache: [ViewNode]?
    private let flattens: Bool
    /// Whether `L` is a `RowLayout` and its `StackLayout` axis, from the graph's per-type answers: the
    /// layout is generic here, so asking it searched the conformance tables for every node made.
    private let isRowLayout: Bool
    @exclusivity(unchecked) private var axis: Axis?
    /// The graph's layout flags: whether explicit alignment guides exist, read on every measure.
    private let flags: LayoutFlags

    /// A node for `source`, its class from the graph's table (see `ViewTypes.nodeClass`).
    @inline(__always)
    static func make(graph: ViewGraph, view source: Source) -> LayoutNode {
        let made: LayoutNode.Type = graph.types.nodeClass(for: Source.self)
        return made.init(graph: graph, view: source)
    }

    required init(graph: ViewGraph, view source: Source) {
        layout = source.layout
        flattens = source.flattensContent
        let traits = graph.types.traits(of: L.self)
        isRowLayout = traits.isRow
        axis = traits.axis ?? source.layout.stackOrientation
        flags = graph.layoutFlags
        super.init(graph: graph, viewType: Source.self)
        layoutName = graph.names.signpostName(for: source.layout.signpostType)
        // A team's layout may put guides explicitly: alignment takes the general path from now on.
        if L.runsTeamLayout { flags.explicitGuides = true }
        // Registered before the content is built, so the outermost row container comes first.
        if isRowLayout { graph.rowContainers.append(RowContainerEntry(self)) }
        content = reconcile(nil, with: source.content)
    }

    /// An eager stack keeps a measured size for every subview.
    var cachedSizeCount: Int { subviews.count }

    /// Every row is placed: its frame says where it is.
    func top(ofRow index: Int) -> Double? {
        let nodes = subviews
        return index < nodes.count ? nodes[index].frame.minY - frame.minY : nil
    }

    package override func update(_ view: any View) {
        // Reconciling hands a node only views of its own type.
        let view = withView(view, as: Source.self) { $0 }
        if !InputComparison.equal(layout, view.layout, plans: graph.inputPlans) { setNeedsLayout() }
        var next = view.layout
        next.inherit(from: layout)
        layout = next
        // An `AnyLayout` may now hold another layout: the intervals follow it, and spacers its axis.
        if L.runsTeamLayout {
            layoutName = graph.names.signpostName(for: layout.signpostType)
            let orientation = graph.types.traits(of: L.self).axis ?? layout.stackOrientation
            if orientation != axis {
                axis = orientation
                subviewCache = nil
            }
        }
        content = reconcile(content, with: view.content)
    }

    package override func setNeedsLayout() {
        subviewCache = nil
        layout.subviewsChanged()
        super.setNeedsLayout()
    }

    package override func forgetFlattenedSubviews() -> Bool {
        subviewCache = nil
        layout.subviewsChanged()
        return true
    }

    /// A modifier's layout (padding, a frame) lays out the one view it modifies: its traits and guides
    /// are that view's.
    package var modifiedContent: ViewNode? { flattens ? nil : content }

    package override func forEachChild(_ body: (ViewNode) -> Void) {
        if let content { body(content) }
    }

    /// The flattened subviews, rebuilt after any change below.
    package var subviews: [ViewNode] {
        if let subviewCache { return subviewCache }
        var list: [ViewNode] = []
        // Room for a typical stack's children at once: grown from empty, a list of three or four
        // allocated and copied two or three times (1.3 % of a VStack scrub's instructions).
        list.reserveCapacity(4)
        if flattens {
            content?.flatten(into: &list)
        } else if let content {
            list.append(content)
        }
        for node in list { node.stackAxis = axis }
        subviewCache = list
        return list
    }

    /// The subviews as the layout sees them.
    private var layoutSubviews: LayoutSubviews {
        LayoutSubviews(nodes: subviews, explicitGuides: flags.explicitGuides)
    }

    package override func computeSize(_ proposal: ProposedSize) -> Size {
        layout.sizeThatFits(proposal: proposal, subviews: layoutSubviews)
    }

    package override func placeContent(in rect: Rect) {
        layout.placeSubviews(in: rect, proposal: ProposedSize(rect.size), subviews: layoutSubviews)
    }

    package override func baseline(_ which: VerticalAlignment.Baseline, for proposal: ProposedSize) -> Double? {
        layout.baseline(which, for: proposal, subviews: layoutSubviews)
    }

    package func explicitAlignment(_ guide: AnyAlignmentGuide, for proposal: ProposedSize) -> Double? {
        layout.explicitAlignment(guide, size: measure(proposal), proposal: proposal, subviews: layoutSubviews)
    }

    package override func encode(into list: inout RenderList, clip: Rect, dy: Double) {
        let nodes = subviews
        guard isRowLayout, !nodes.isEmpty else {
            for node in nodes where node.frame.intersects(clip) { node.encode(into: &list, clip: clip, dy: dy) }
            return
        }
        // Rows are placed top to bottom: find the first visible one by bisection, so a long eager stack
        // commits in time proportional to what is on screen.
        list.append(.content(frame.offsetBy(dx: 0, dy: dy)))
        // A row covers up to the next row's top, so the spacing between two rows is not blank.
        func spanEnd(_ index: Int) -> Double {
            index + 1 < nodes.count ? max(nodes[index].frame.maxY, nodes[index + 1].frame.minY) : nodes[index].frame.maxY
        }
        var low = 0
        var high = nodes.count
        while low < high {
            let mid = (low + high) / 2
            if spanEnd(mid) <= clip.minY { low = mid + 1 } else { high = mid }
        }
        var index = low
        while index < nodes.count, nodes[index].frame.minY < clip.maxY {
            let node = nodes[index]
            list.appendRow(Rect(x: node.frame.minX, y: node.frame.minY + dy, width: node.frame.width, height: spanEnd(index) - node.frame.minY)) {
                node.encode(into: &$0, clip: clip, dy: dy)
            }
            index += 1
        }
    }
}
