/// A tree of data shown as rows that disclose their children (SwiftUI's `OutlineGroup`). An outline
/// starts collapsed, so the lab lays out a row per top-level element: a leaf's view, or a parent's
/// view as the label of a collapsed `DisclosureGroup`. In a list each is a row of the list.
nonisolated public struct OutlineGroup<Data: RandomAccessCollection, ID: Hashable, Parent, Leaf, Subgroup> {
    /// The top-level elements.
    let roots: [Data.Element]
    /// A top-level element's row.
    let makeRow: (Data.Element) -> any View
    /// A top-level element's identity.
    let identify: (Data.Element) -> AnyHashable
}

extension OutlineGroup where ID == Data.Element.ID, Parent: View, Parent == Leaf, Subgroup == DisclosureGroup<Parent, OutlineSubgroupChildren>, Data.Element: Identifiable {
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

extension OutlineGroup where Parent: View, Parent == Leaf, Subgroup == DisclosureGroup<Parent, OutlineSubgroupChildren> {
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
        self.roots = roots
        self.identify = { AnyHashable($0[keyPath: id]) }
        self.makeRow = { element in
            guard let descendants = element[keyPath: children] else { return content(element) }
            let count = descendants.count
            return DisclosureGroup(content: { OutlineSubgroupChildren(count: count) }, label: { content(element) })
        }
    }
}

extension OutlineGroup: View, PrimitiveView, ContentPrimitive where Parent: View, Leaf: View, Subgroup: View {
    /// Primitive: its top-level rows, stacked.
    public var body: Never { primitiveBody() }

    var primitiveContent: any View {
        let roots = roots
        let makeRow = makeRow
        return VStack(alignment: .leading, spacing: 0) { ForEach(0..<roots.count) { OutlineRow(view: makeRow(roots[$0])) } }
    }
}

extension OutlineGroup: RowSource where Parent: View, Leaf: View, Subgroup: View {
    var rowCount: Int { roots.count }
    func rowID(at index: Int) -> AnyHashable { identify(roots[index]) }
    func rowView(at index: Int) -> any View { makeRow(roots[index]) }
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
