import FrameProf

/// One view per element of a collection — SwiftUI's `ForEach`: elements are identified by their `id`
/// (an `Identifiable`'s, a key path's, the integer of a range, the index of a binding's element). In an
/// eager stack every element's view is built; a lazy container asks only for the rows it places. Each
/// update diffs the identities against the previous ones (a signposted interval), so its cost grows
/// with the collection.
nonisolated public struct ForEach<Data, ID, Content> where Data: RandomAccessCollection, ID: Hashable {
    /// The elements.
    public var data: Data
    /// Builds an element's view.
    public var content: (Data.Element) -> Content
    /// An element's identity.
    let identify: (Data.Element) -> ID

    package init(data: Data, identify: @escaping (Data.Element) -> ID, content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.identify = identify
        self.content = content
    }
}

extension ForEach: View, PrimitiveView where Content: View {
    /// Primitive: no body.
    public typealias Body = Never

    /// Primitive: no body.
    public var body: Never { primitiveBody() }

    package func makeNode(in graph: ViewGraph) -> ViewNode {
        if let subviews = data as? any SubviewCollectionSource {
            return subviews.makeForEachNode(graph: graph, view: self)
        }
        return ForEachNode(graph: graph, view: self)
    }
}

extension ForEach where ID == Data.Element.ID, Content: View, Data.Element: Identifiable {
    /// One view per identifiable element.
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data: data, identify: { $0.id }, content: content)
    }
}

extension ForEach where Content: View {
    /// One view per element, identified by the value at `id`.
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data: data, identify: { $0[keyPath: id] }, content: content)
    }
}

extension ForEach where Content: View {
    /// One view per element of a bound collection, each given a binding to its element (`ForEach($items)
    /// { $item in … }`), identified by the element's `id`.
    @_disfavoredOverload
    public init<C>(_ data: Binding<C>, @ViewBuilder content: @escaping (Binding<C.Element>) -> Content)
        where Data == LazyMapSequence<C.Indices, (C.Index, ID)>, ID == C.Element.ID, C: MutableCollection, C: RandomAccessCollection,
        C.Element: Identifiable, C.Index: Hashable {
        let collection = data.wrappedValue
        self.init(data: collection.indices.lazy.map { ($0, collection[$0].id) }, identify: { $0.1 },
                  content: { element in content(Self.binding(data, at: element.0)) })
    }

    /// One view per element of a bound collection, each given a binding to its element, identified by
    /// the value at `id`.
    @_disfavoredOverload
    public init<C>(_ data: Binding<C>, id: KeyPath<C.Element, ID>, @ViewBuilder content: @escaping (Binding<C.Element>) -> Content)
        where Data == LazyMapSequence<C.Indices, (C.Index, ID)>, C: MutableCollection, C: RandomAccessCollection, C.Index: Hashable {
        let collection = data.wrappedValue
        self.init(data: collection.indices.lazy.map { ($0, collection[$0][keyPath: id]) }, identify: { $0.1 },
                  content: { element in content(Self.binding(data, at: element.0)) })
    }

    /// A binding to the element at `index` of a bound collection.
    package static func binding<C: MutableCollection>(_ data: Binding<C>, at index: C.Index) -> Binding<C.Element> {
        Binding(get: { data.wrappedValue[index] }, set: { data.wrappedValue[index] = $0 })
    }
}

extension ForEach where Data == Range<Int>, ID == Int, Content: View {
    /// One view per integer in `data`, identified by the integer (the range should not change).
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.init(data: data, identify: { $0 }, content: content)
    }
}

/// Content that lazy containers read row by row instead of building whole.
package protocol RowSource {
    /// How many rows.
    var rowCount: Int { get }
    /// The identity of row `index`.
    func rowID(at index: Int) -> AnyHashable
    /// The view of row `index`.
    func rowView(at index: Int) -> any View
}

extension ForEach: RowSource where Content: View {
    package var rowCount: Int { data.count }
    package func rowID(at index: Int) -> AnyHashable { AnyHashable(identify(data[data.index(data.startIndex, offsetBy: index)])) }
    package func rowView(at index: Int) -> any View { content(data[data.index(data.startIndex, offsetBy: index)]) }
}

/// The node of a `ForEach` in an eager container: a child node per element, matched by identity.
final class ForEachNode<Data: RandomAccessCollection, ID: Hashable, Content: View>: ViewNode {
    private var children = IdentifiedChildren<ID>()
    private let diffName: SignpostName

    init(graph: ViewGraph, view: ForEach<Data, ID, Content>) {
        diffName = graph.names.signpostName(for: ForEach<Data, ID, Content>.self)
        super.init(graph: graph, viewType: ForEach<Data, ID, Content>.self)
        update(view)
    }

    override func update(_ view: any View) {
        guard let view = viewValue(view, as: ForEach<Data, ID, Content>.self) else { return }
        graph.work.interval(.custom, diffName) {
            perform(.forEachDiff, count: view.data.count)
            children = children.updated(view.data, ids: view.data.map(view.identify), owner: self, content: view.content)
        }
    }

    override func forEachChild(_ body: (ViewNode) -> Void) {
        for item in children.nodes { body(item) }
    }

    override func flatten(into list: inout [ViewNode]) {
        for item in children.nodes { item.flatten(into: &list) }
    }
}
