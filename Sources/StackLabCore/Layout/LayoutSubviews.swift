import Foundation

/// The subviews of a layout container, in order — SwiftUI's `LayoutSubviews`, which a `Layout` gets to
/// measure and place. A stack's subviews are each view of its builder (a `ForEach` gives one per
/// element, a `Group` or a body its own children); a modifier's is the view it modifies.
public struct LayoutSubviews: Equatable, RandomAccessCollection, @unchecked Sendable {
    /// A slice is itself a collection of subviews, with the same indices.
    public typealias SubSequence = LayoutSubviews
    /// One subview.
    public typealias Element = LayoutSubview
    /// A position.
    public typealias Index = Int
    /// The positions.
    public typealias Indices = Range<LayoutSubviews.Index>
    /// Iterates the subviews in order.
    public typealias Iterator = IndexingIterator<LayoutSubviews>

    /// Every subview node of the container; a slice shows the part in `range`.
    package let nodes: [ViewNode]
    private let range: Range<Int>
    /// Whether the graph has explicit alignment guides, so placement takes the general alignment path.
    package let explicitGuides: Bool

    /// The direction the container lays out in (left to right in the lab).
    public var layoutDirection: LayoutDirection

    package init(nodes: [ViewNode], explicitGuides: Bool = false) {
        self.init(nodes: nodes, range: 0..<nodes.count, explicitGuides: explicitGuides)
    }

    private init(nodes: [ViewNode], range: Range<Int>, explicitGuides: Bool) {
        self.nodes = nodes
        self.range = range
        self.explicitGuides = explicitGuides
        layoutDirection = .leftToRight
    }

    /// The first position.
    public var startIndex: Int { range.lowerBound }
    /// One past the last position.
    public var endIndex: Int { range.upperBound }

    /// The subview at `index`.
    public subscript(index: Int) -> LayoutSubviews.Element { LayoutSubview(node: nodes[index]) }

    /// Runs `body` on the node of the `offset`th subview (counted from the first, as `enumerated()`
    /// counts) without retaining it, as `self[i]` would around each call: a stack reads every child two
    /// or three times per measure, and those retains and releases were a twentieth of a scrub's
    /// instructions. The collection keeps its nodes alive.
    @inline(__always)
    package func withNode<R>(atOffset offset: Int, _ body: (ViewNode) -> R) -> R {
        nodes.withUnsafeBufferPointer { Unmanaged.passUnretained($0[range.lowerBound + offset])._withUnsafeGuaranteedRef(body) }
    }

    /// The subviews at the positions in `bounds`, keeping their positions.
    public subscript(bounds: Range<Int>) -> LayoutSubviews {
        LayoutSubviews(nodes: nodes, range: bounds, explicitGuides: explicitGuides)
    }

    /// The subviews at `indices`, in that order, as a collection of their own. A range (`subviews[1...]`,
    /// which Swift may resolve here) is a slice that keeps its positions.
    public subscript<S>(indices: S) -> LayoutSubviews where S: Sequence, S.Element == Int {
        if let range = indices as? any RangeExpression<Int> { return self[bounds(of: range)] }
        return LayoutSubviews(nodes: indices.map { nodes[$0] }, explicitGuides: explicitGuides)
    }

    /// The positions `range` stands for in this collection.
    private func bounds<R: RangeExpression<Int>>(of range: R) -> Range<Int> {
        range.relative(to: self)
    }

    /// The subviews indexed from 0, as the lab's layouts index them (a slice keeps its base's indices).
    package var rebased: LayoutSubviews {
        range == 0..<nodes.count ? self : LayoutSubviews(nodes: Array(nodes[range]), explicitGuides: explicitGuides)
    }

    /// The same subviews.
    public static func == (lhs: LayoutSubviews, rhs: LayoutSubviews) -> Bool {
        lhs.range == rhs.range && lhs.nodes.count == rhs.nodes.count && zip(lhs.nodes, rhs.nodes).allSatisfy { $0 === $1 }
    }
}

/// One subview of a layout container — SwiftUI's `LayoutSubview`: ask its size for a proposal, read its
/// dimensions, priority, spacing preferences and layout values, and place it.
public struct LayoutSubview: Equatable {
    package let node: ViewNode

    /// The subview's layout priority (`layoutPriority`): higher is offered space first.
    public var priority: Double { node.layoutPriority }

    /// The subview's size for `proposal` (measured once per proposal and layout pass).
    @_disfavoredOverload
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        CGSize(node.measure(proposal.lab))
    }

    /// The subview's size and alignment guides for `proposal`.
    @_disfavoredOverload
    public func dimensions(in proposal: ProposedViewSize) -> ViewDimensions {
        ViewDimensions(size: node.measure(proposal.lab), node: node, proposal: proposal.lab)
    }

    /// How much space the subview prefers around it (8 points on each edge in the lab).
    public var spacing: ViewSpacing { ViewSpacing() }

    /// Places the subview so that its `anchor` point lies at `position`, at its size for `proposal`
    /// (nil dimensions take its ideal size).
    @_disfavoredOverload
    public func place(at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize) {
        let size = node.measure(proposal.lab)
        let origin = Point(x: Double(position.x) - size.width * Double(anchor.x), y: Double(position.y) - size.height * Double(anchor.y))
        node.place(in: Rect(origin: origin, size: size))
    }

    /// The value the subview gives `key` with `layoutValue(key:value:)`, or the key's default.
    public subscript<K>(key: K.Type) -> K.Value where K: LayoutValueKey {
        Traits.value(ObjectIdentifier(K.self), in: node) as? K.Value ?? K.defaultValue
    }

    /// The same subview.
    public static func == (lhs: LayoutSubview, rhs: LayoutSubview) -> Bool { lhs.node === rhs.node }

    // MARK: The runtime's side

    /// The subview's size for `proposal` (cached within a layout pass).
    package func sizeThatFits(_ proposal: ProposedSize) -> Size {
        node.measure(proposal)
    }

    /// The subview's first or last text baseline for `proposal`, from its top.
    package func baseline(_ which: VerticalAlignment.Baseline, for proposal: ProposedSize) -> Double? {
        node.baseline(which, for: proposal)
    }

    /// Places the subview in `rect`.
    package func place(in rect: Rect) {
        node.place(in: rect)
    }

    /// Places the subview with its top-leading corner at `position`, sized for `proposal`.
    package func place(at position: Point, proposal: ProposedSize) {
        node.place(in: Rect(origin: position, size: node.measure(proposal)))
    }
}
