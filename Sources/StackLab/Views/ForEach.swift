import FrameProf

/// One view per element of a collection, identified by a key path. In an eager stack every element's
/// view is built; a lazy container asks only for the rows it places. Each update diffs the identities
/// against the previous ones (a signposted interval), so its cost grows with the collection.
nonisolated public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: View, PrimitiveView where Data.Index == Int {
    /// The elements.
    public let data: Data
    /// Where each element's identity is.
    public let id: KeyPath<Data.Element, ID>
    /// Builds an element's view.
    public let content: (Data.Element) -> Content

    /// One view per element, identified by `id`.
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.id = id
        self.content = content
    }

    /// Primitive: no body.
    public var body: Never { primitiveBody() }

    func makeNode(in graph: ViewGraph) -> ViewNode { ForEachNode(graph: graph, view: self) }
}

extension ForEach where Data == Range<Int>, ID == Int {
    /// One view per integer in `range`, identified by the integer.
    public init(_ range: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.init(range, id: \.self, content: content)
    }
}

extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID {
    /// One view per identifiable element.
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data, id: \.id, content: content)
    }
}

/// Content that lazy containers read row by row instead of building whole.
protocol RowSource {
    /// How many rows.
    var rowCount: Int { get }
    /// The identity of row `index`.
    func rowID(at index: Int) -> AnyHashable
    /// The view of row `index`.
    func rowView(at index: Int) -> any View
}

extension ForEach: RowSource {
    var rowCount: Int { data.count }
    func rowID(at index: Int) -> AnyHashable { AnyHashable(data[data.startIndex + index][keyPath: id]) }
    func rowView(at index: Int) -> any View { content(data[data.startIndex + index]) }
}

/// The node of a `ForEach` in an eager container: a child node per element, matched by identity.
final class ForEachNode<Data: RandomAccessCollection, ID: Hashable, Content: View>: ViewNode where Data.Index == Int {
    private var items: [ViewNode] = []
    private var ids: [ID] = []
    private let diffName: SignpostName

    init(graph: ViewGraph, view: ForEach<Data, ID, Content>) {
        diffName = graph.names.signpostName(for: ForEach<Data, ID, Content>.self)
        super.init(graph: graph, viewType: ForEach<Data, ID, Content>.self)
        update(view)
    }

    override func update(_ view: any View) {
        guard let view = viewValue(view, as: ForEach<Data, ID, Content>.self) else { return }
        FrameProf.begin(.custom, diffName)
        defer { FrameProf.end(.custom) }
        charge(.forEachDiff, count: view.data.count)
        let newIDs = view.data.map { $0[keyPath: view.id] }
        var old: [ID: ViewNode] = [:]
        old.reserveCapacity(ids.count)
        for (id, node) in zip(ids, items) { old[id] = node }
        var next: [ViewNode] = []
        next.reserveCapacity(newIDs.count)
        for (offset, element) in view.data.enumerated() {
            let id = newIDs[offset]
            let existing = old.removeValue(forKey: id)
            next.append(reconcile(existing, with: view.content(element)))
        }
        for stale in old.values { stale.teardown() }
        if !old.isEmpty || newIDs != ids { structureChanged() }
        items = next
        ids = newIDs
    }

    override func forEachChild(_ body: (ViewNode) -> Void) {
        for item in items { body(item) }
    }

    override func flatten(into list: inout [ViewNode]) {
        for item in items { item.flatten(into: &list) }
    }
}
