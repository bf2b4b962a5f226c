@_spi(Nodes) import StackLabCore
import StackLabContent

/// A tree of data shown as rows that disclose their children (SwiftUI's `OutlineGroup`). An outline
/// starts collapsed, so the lab lays out a row per top-level element: a leaf's view, or a parent's
/// view as the label of a collapsed `DisclosureGroup`. In a list each is a row of the list.
///
/// SwiftUI declares `Data: RandomAccessCollection` on the type; the lab asks it of the initializers
/// instead, so the outline over a `Binding` to the data (`Data == Binding<C>`) exists without the
/// lab's `Binding` being a collection.
nonisolated public struct OutlineGroup<Data, ID: Hashable, Parent, Leaf, Subgroup> {
    /// How many top-level rows.
    let count: Int
    /// A top-level element's row.
    let makeRow: (Int) -> any View
    /// A top-level element's identity.
    let identify: (Int) -> AnyHashable
}

extension OutlineGroup where Data: RandomAccessCollection, ID == Data.Element.ID, Parent: View, Parent == Leaf,
    Subgroup == DisclosureGroup<Parent, OutlineSubgroupChildren>, Data.Element: Identifiable {
    /// The outline of one root element and its descendants.
    public init<DataElement>(_ root: DataElement, children: KeyPath<DataElement, Data?>, @ViewBuilder content: @escaping (DataElement) -> Leaf)
        where ID == DataElement.ID, DataElement: Identifiable, DataElement == Data.Element {
        self.init(roots: [root], id: \.id, children: children, content: content)
    }

    /// The outline of several root elements and their descendants.
    public init<DataElement>(_ data: Data, children: KeyPath<DataElement, Data?>, @ViewBuilder content: @escaping (DataElement) -> Leaf)
        where ID == DataElement.ID, DataElement: Identifiable, DataElement == Data.Element {
        self.init(roots: Array(data), id: \.id, children: children, content: content)
    }
}

extension OutlineGroup where Data: RandomAccessCollection, Parent: View, Parent == Leaf, Subgroup == DisclosureGroup<Parent, OutlineSubgroupChildren> {
    /// The outline of one root element, identified by `id`.
    public init<DataElement>(_ root: DataElement, id: KeyPath<DataElement, ID>, children: KeyPath<DataElement, Data?>, @ViewBuilder content: @escaping (DataElement) -> Leaf)
        where DataElement == Data.Element {
        self.init(roots: [root], id: id, children: children, content: content)
    }

    /// The outline of several root elements, identified by `id`.
    public init<DataElement>(_ data: Data, id: KeyPath<DataElement, ID>, children: KeyPath<DataElement, Data?>, @ViewBuilder content: @escaping (DataElement) -> Leaf)
        where DataElement == Data.Element {
        self.init(roots: Array(data), id: id, children: children, content: content)
    }

    init(roots: [Data.Element], id: KeyPath<Data.Element, ID>, children: KeyPath<Data.Element, Data?>, content: @escaping (Data.Element) -> Leaf) {
        count = roots.count
        identify = { AnyHashable(roots[$0][keyPath: id]) }
        makeRow = { index in
            let element = roots[index]
            guard let descendants = element[keyPath: children] else { return content(element) }
            let count = descendants.count
            return DisclosureGroup(content: { OutlineSubgroupChildren(count: count) }, label: { content(element) })
        }
    }
}

extension OutlineGroup where Parent: View, Parent == Leaf, Subgroup == DisclosureGroup<Parent, OutlineSubgroupChildren> {
    /// The outline of one bound root element and its descendants, each row given a binding.
    public init<C, E>(_ root: Binding<E>, children: WritableKeyPath<E, C?>, @ViewBuilder content: @escaping (Binding<E>) -> Leaf)
        where Data == Binding<C>, ID == E.ID, C: MutableCollection, C: RandomAccessCollection, E: Identifiable, E == C.Element {
        self.init(boundRoots: [root], id: \.id, children: children, content: content)
    }

    /// The outline of bound data and its descendants, each row given a binding.
    public init<C, E>(_ data: Binding<C>, children: WritableKeyPath<E, C?>, @ViewBuilder content: @escaping (Binding<E>) -> Leaf)
        where Data == Binding<C>, ID == E.ID, C: MutableCollection, C: RandomAccessCollection, E: Identifiable, E == C.Element {
        self.init(boundRoots: Self.elements(of: data), id: \.id, children: children, content: content)
    }

    /// The outline of one bound root element identified by `id`.
    public init<C, E>(_ root: Binding<E>, id: KeyPath<E, ID>, children: WritableKeyPath<E, C?>, @ViewBuilder content: @escaping (Binding<E>) -> Leaf)
        where Data == Binding<C>, C: MutableCollection, C: RandomAccessCollection, E == C.Element {
        self.init(boundRoots: [root], id: id, children: children, content: content)
    }

    /// The outline of bound data identified by `id`.
    public init<C, E>(_ data: Binding<C>, id: KeyPath<E, ID>, children: WritableKeyPath<E, C?>, @ViewBuilder content: @escaping (Binding<E>) -> Leaf)
        where Data == Binding<C>, C: MutableCollection, C: RandomAccessCollection, E == C.Element {
        self.init(boundRoots: Self.elements(of: data), id: id, children: children, content: content)
    }

    /// A binding to each element of bound data.
    static func elements<C: MutableCollection & RandomAccessCollection>(of data: Binding<C>) -> [Binding<C.Element>] {
        data.wrappedValue.indices.map { index in Binding(get: { data.wrappedValue[index] }, set: { data.wrappedValue[index] = $0 }) }
    }

    init<C, E>(boundRoots: [Binding<E>], id: KeyPath<E, ID>, children: WritableKeyPath<E, C?>, content: @escaping (Binding<E>) -> Leaf) where C: Collection {
        count = boundRoots.count
        identify = { AnyHashable(boundRoots[$0].wrappedValue[keyPath: id]) }
        makeRow = { index in
            let element = boundRoots[index]
            guard let descendants = element.wrappedValue[keyPath: children] else { return content(element) }
            let count = descendants.count
            return DisclosureGroup(content: { OutlineSubgroupChildren(count: count) }, label: { content(element) })
        }
    }
}

extension OutlineGroup: View, PrimitiveView, ContentPrimitive where Parent: View, Leaf: View, Subgroup: View {
    /// Primitive: its top-level rows, stacked.
    public var body: Never { primitiveBody() }

    var primitiveContent: any View {
        let makeRow = makeRow
        return VStack(alignment: .leading, spacing: 0) { ForEach(0..<count) { OutlineRow(view: makeRow($0)) } }
    }
}

extension OutlineGroup: RowSource where Parent: View, Leaf: View, Subgroup: View {
    package var rowCount: Int { count }
    package func rowID(at index: Int) -> AnyHashable { identify(index) }
    package func rowView(at index: Int) -> any View { makeRow(index) }
}

/// One top-level row of an outline outside a list.
nonisolated struct OutlineRow: View, ContentPrimitive {
    let view: any View
    var body: Never { primitiveBody() }
    var primitiveContent: any View { view }
}

/// The children of a collapsed outline row (SwiftUI's `OutlineSubgroupChildren`): they show when the
/// row is expanded, which needs a tap, so the lab lays out none.
nonisolated public struct OutlineSubgroupChildren: View, ContentPrimitive {
    let count: Int

    /// Primitive: nothing while collapsed.
    public var body: Never { primitiveBody() }

    var primitiveContent: any View { EmptyView() }
}
