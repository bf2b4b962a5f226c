import Foundation

/// One subview of another view's content, as `Group(subviews:transform:)` and `ForEach(subviews:content:)`
/// hand it out — SwiftUI's `Subview` (iOS 18). Placed in a view, it shows that subview: the same node,
/// state included, laid out where it is placed.
nonisolated public struct Subview: View, PrimitiveView, Identifiable {
    /// A subview's identity, stable while the subview exists.
    public struct ID: Hashable {
        let node: ObjectIdentifier
    }

    /// The subview's node, built by the view whose subviews these are.
    let node: ViewNode

    /// The subview's identity.
    public var id: Subview.ID { ID(node: ObjectIdentifier(node)) }

    /// The values the subview hands its container with `containerValue(_:_:)`.
    public var containerValues: ContainerValues { ContainerValues.of(node) }

    /// Primitive: no body.
    public typealias Body = Never

    /// Primitive: no body.
    public var body: Never { primitiveBody() }

    package func makeNode(in graph: ViewGraph) -> ViewNode { SubviewNode(graph: graph, view: self) }
}

/// The node of a `Subview` placed in a view: it lays the subview's node out as its own content. The node
/// stays owned by the view that built it, so tearing this one down leaves it alone.
final class SubviewNode: PassthroughNode {
    init(graph: ViewGraph, view: Subview) {
        super.init(graph: graph, viewType: Subview.self)
        adopt(view.node)
    }

    private func adopt(_ node: ViewNode) {
        content = node
        node.parent = self
    }

    override func update(_ view: any View) {
        guard let view = viewValue(view, as: Subview.self), view.node !== content else { return }
        adopt(view.node)
        structureChanged()
    }

    override func teardown() {
        content = nil
        super.teardown()
    }
}

/// The subviews of a view — SwiftUI's `SubviewsCollection` (iOS 18); as a view, all of them in order.
nonisolated public struct SubviewsCollection: RandomAccessCollection, View, PrimitiveView {
    let subviews: [Subview]

    /// A subview.
    public typealias Element = Subview
    /// A position.
    public typealias Index = Int
    /// The positions.
    public typealias Indices = Range<Int>
    /// Iterates in order.
    public typealias Iterator = IndexingIterator<SubviewsCollection>
    /// A part of the collection.
    public typealias SubSequence = SubviewsCollectionSlice

    /// The position before `i`.
    public func index(before i: Int) -> Int { i - 1 }
    /// The position after `i`.
    public func index(after i: Int) -> Int { i + 1 }
    /// The subview at `index`.
    public subscript(index: Int) -> Subview { subviews[index] }
    /// The subviews in `bounds`.
    public subscript(bounds: Range<Int>) -> SubviewsCollectionSlice { SubviewsCollectionSlice(base: subviews, range: bounds) }
    /// The first position.
    public var startIndex: Int { 0 }
    /// One past the last position.
    public var endIndex: Int { subviews.count }

    /// Primitive: no body.
    public typealias Body = Never
    /// Primitive: no body.
    public var body: Never { primitiveBody() }

    package func makeNode(in graph: ViewGraph) -> ViewNode { GroupNode(graph: graph, view: self, list: Self.self) }
}

/// Part of a view's subviews — SwiftUI's `SubviewsCollectionSlice`; as a view, those subviews in order.
nonisolated public struct SubviewsCollectionSlice: RandomAccessCollection, View, PrimitiveView {
    let base: [Subview]
    let range: Range<Int>

    /// A subview.
    public typealias Element = Subview
    /// A position (the same as in the whole collection).
    public typealias Index = Int
    /// The positions.
    public typealias Indices = Range<Int>
    /// Iterates in order.
    public typealias Iterator = IndexingIterator<SubviewsCollectionSlice>
    /// A part of the slice.
    public typealias SubSequence = SubviewsCollectionSlice

    /// The subview at `index`.
    public subscript(index: Int) -> Subview { base[index] }
    /// The subviews in `bounds`.
    public subscript(bounds: Range<Int>) -> SubviewsCollectionSlice { SubviewsCollectionSlice(base: base, range: bounds) }
    /// The first position.
    public var startIndex: Int { range.lowerBound }
    /// One past the last position.
    public var endIndex: Int { range.upperBound }

    /// Primitive: no body.
    public typealias Body = Never
    /// Primitive: no body.
    public var body: Never { primitiveBody() }

    package func makeNode(in graph: ViewGraph) -> ViewNode { GroupNode(graph: graph, view: self, list: Self.self) }
}

extension SubviewsCollection: ViewList {
    package var elements: [any View] { subviews }
}

extension SubviewsCollectionSlice: ViewList {
    package var elements: [any View] { Array(base[range]) }
}

/// Builds a view's subviews without laying them out, for the views that hand them out: the nodes live
/// under the holder, and are laid out wherever a `Subview` places them.
struct SubviewsHolder {
    private(set) var root: ViewNode?

    /// Builds or updates the nodes of `base`'s content, as children of `owner`.
    mutating func update(_ base: any View, owner: ViewNode) -> [Subview] {
        root = owner.reconcile(root, with: base)
        var nodes: [ViewNode] = []
        root?.flatten(into: &nodes)
        return nodes.map { Subview(node: $0) }
    }
}

extension Group {
    /// A group of what `transform` makes of `view`'s subviews (iOS 18): it can reorder them, wrap each,
    /// or place them in a container of its own.
    public init<Base, Result>(subviews view: Base, @ViewBuilder transform: @escaping (SubviewsCollection) -> Result)
        where Content == GroupElementsOfContent<Base, Result>, Base: View, Result: View {
        self.init { GroupElementsOfContent(subviews: view, content: transform) }
    }
}

/// The content of `Group(subviews:transform:)` — SwiftUI's `GroupElementsOfContent`: the transform's
/// result over the base view's subviews; the base itself is not laid out.
nonisolated public struct GroupElementsOfContent<Subviews, Content>: View, PrimitiveView where Subviews: View, Content: View {
    let subviews: Subviews
    let content: (SubviewsCollection) -> Content

    /// Primitive: no body.
    public typealias Body = Never
    /// Primitive: no body.
    public var body: Never { primitiveBody() }

    package func makeNode(in graph: ViewGraph) -> ViewNode { GroupElementsNode<Subviews, Content>(graph: graph, view: self) }
}

/// The node of `GroupElementsOfContent`: the base's nodes held apart, the transform's result laid out.
final class GroupElementsNode<Subviews: View, Content: View>: ViewNode {
    private var holder = SubviewsHolder()
    private var result: ViewNode?

    init(graph: ViewGraph, view: GroupElementsOfContent<Subviews, Content>) {
        super.init(graph: graph, viewType: GroupElementsOfContent<Subviews, Content>.self)
        update(view)
    }

    override func update(_ view: any View) {
        guard let view = viewValue(view, as: GroupElementsOfContent<Subviews, Content>.self) else { return }
        let subviews = holder.update(view.subviews, owner: self)
        result = reconcile(result, with: view.content(SubviewsCollection(subviews: subviews)))
    }

    /// Only the result is laid out, drawn and asked for preferences.
    override func forEachChild(_ body: (ViewNode) -> Void) {
        if let result { body(result) }
    }

    override func flatten(into list: inout [ViewNode]) {
        result?.flatten(into: &list)
    }

    override func computeSize(_ proposal: ProposedSize) -> Size {
        result?.measure(proposal) ?? .zero
    }

    override func placeContent(in rect: Rect) {
        result?.place(in: rect)
    }

    override func teardown() {
        super.teardown()
        holder.root?.teardown()
    }
}

/// The data of `ForEach(subviews:content:)` — SwiftUI's `ForEachSubviewCollection` (iOS 18): the
/// subviews of a view, known once the lab has built them.
public struct ForEachSubviewCollection<Content>: RandomAccessCollection where Content: View {
    let base: any View
    let subviews: [Subview]

    /// A subview.
    public typealias Element = Subview
    /// A position.
    public typealias Index = Int
    /// The positions.
    public typealias Indices = Range<Int>
    /// Iterates in order.
    public typealias Iterator = IndexingIterator<ForEachSubviewCollection<Content>>
    /// A part of the collection.
    public typealias SubSequence = Slice<ForEachSubviewCollection<Content>>

    /// The first position.
    public var startIndex: Int { 0 }
    /// One past the last position.
    public var endIndex: Int { subviews.count }
    /// The subview at `index`.
    public subscript(index: Int) -> Subview { subviews[index] }
}

extension ForEach {
    /// One view per subview of `view` (iOS 18), each built by `content` from the subview.
    public init<V>(subviews view: V, @ViewBuilder content: @escaping (Subview) -> Content)
        where Data == ForEachSubviewCollection<Content>, ID == Subview.ID, Content: View, V: View {
        self.init(data: ForEachSubviewCollection(base: view, subviews: []), identify: { $0.id }, content: content)
    }
}

/// A `ForEach`'s data that is another view's subviews: its node builds them.
protocol SubviewCollectionSource {
    func makeForEachNode<Data, ID, Content>(graph: ViewGraph, view: ForEach<Data, ID, Content>) -> ViewNode
}

extension ForEachSubviewCollection: SubviewCollectionSource {
    func makeForEachNode<Data, ID, C>(graph: ViewGraph, view: ForEach<Data, ID, C>) -> ViewNode {
        SubviewsForEachNode<Content>(graph: graph, view: view as! ForEach<ForEachSubviewCollection<Content>, Subview.ID, Content>)
    }
}

/// The node of `ForEach(subviews:content:)`: the base's nodes held apart, a view per subview laid out.
final class SubviewsForEachNode<Content: View>: ViewNode {
    private typealias ViewType = ForEach<ForEachSubviewCollection<Content>, Subview.ID, Content>
    private var holder = SubviewsHolder()
    private var children = IdentifiedChildren<Subview.ID>()

    init(graph: ViewGraph, view: ForEach<ForEachSubviewCollection<Content>, Subview.ID, Content>) {
        super.init(graph: graph, viewType: ViewType.self)
        update(view)
    }

    override func update(_ view: any View) {
        guard let view = viewValue(view, as: ViewType.self) else { return }
        let subviews = holder.update(view.data.base, owner: self)
        perform(.forEachDiff, count: subviews.count)
        children = children.updated(subviews, ids: subviews.map(\.id), owner: self, content: view.content)
    }

    override func forEachChild(_ body: (ViewNode) -> Void) {
        for item in children.nodes { body(item) }
    }

    override func flatten(into list: inout [ViewNode]) {
        for item in children.nodes { item.flatten(into: &list) }
    }

    override func teardown() {
        super.teardown()
        holder.root?.teardown()
    }
}
