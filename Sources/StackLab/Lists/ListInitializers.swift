import Foundation
@_spi(Nodes) import StackLabCore
import StackLabContent

// SwiftUI's List initializers over data: each makes the `ForEach` (or `OutlineGroup`) SwiftUI's
// signature names as the list's content, so the list lays out one row per element. Selection bindings
// are accepted (the lab does not tap). The lab's `ForEach` indexes its data by `Int`, so data
// initializers also ask `Data.Index == Int` (arrays, ranges and array slices from zero qualify).

extension List {
    /// A row per identifiable element of `data`, several selectable at a time (accepted).
    public init<Data, RowContent>(_ data: Data, selection: Binding<Set<SelectionValue>>?, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
        where Content == ForEach<Data, Data.Element.ID, RowContent>, Data: RandomAccessCollection, RowContent: View, Data.Element: Identifiable, Data.Index == Int {
        self.init(standalone: ForEach(data, id: \.id, content: rowContent))
    }

    /// A row per top-level element of a tree (children collapsed, as an outline starts), several
    /// selectable at a time (accepted).
    public init<Data, RowContent>(_ data: Data, children: KeyPath<Data.Element, Data?>, selection: Binding<Set<SelectionValue>>?, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
        where Content == OutlineGroup<Data, Data.Element.ID, RowContent, RowContent, DisclosureGroup<RowContent, OutlineSubgroupChildren>>, Data: RandomAccessCollection, RowContent: View, Data.Element: Identifiable {
        self.init(standalone: OutlineGroup(data, children: children, content: rowContent))
    }

    /// A row per element of `data` identified by `id`, several selectable at a time (accepted).
    public init<Data, ID, RowContent>(_ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<Set<SelectionValue>>?, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
        where Content == ForEach<Data, ID, RowContent>, Data: RandomAccessCollection, ID: Hashable, RowContent: View, Data.Index == Int {
        self.init(standalone: ForEach(data, id: id, content: rowContent))
    }

    /// A row per top-level element of a tree identified by `id` (children collapsed), several selectable
    /// at a time (accepted).
    public init<Data, ID, RowContent>(_ data: Data, id: KeyPath<Data.Element, ID>, children: KeyPath<Data.Element, Data?>, selection: Binding<Set<SelectionValue>>?, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
        where Content == OutlineGroup<Data, ID, RowContent, RowContent, DisclosureGroup<RowContent, OutlineSubgroupChildren>>, Data: RandomAccessCollection, ID: Hashable, RowContent: View {
        self.init(standalone: OutlineGroup(data, id: id, children: children, content: rowContent))
    }

    /// A row per integer of `data`, each in an `HStack` as SwiftUI wraps it, several selectable at a
    /// time (accepted).
    public init<RowContent>(_ data: Range<Int>, selection: Binding<Set<SelectionValue>>?, @ViewBuilder rowContent: @escaping (Int) -> RowContent)
        where Content == ForEach<Range<Int>, Int, HStack<RowContent>>, RowContent: View {
        self.init(standalone: ForEach(data, id: \.self) { index in HStack { rowContent(index) } })
    }

    /// A row per identifiable element of `data`, one selectable at a time (accepted).
    public init<Data, RowContent>(_ data: Data, selection: Binding<SelectionValue?>?, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
        where Content == ForEach<Data, Data.Element.ID, RowContent>, Data: RandomAccessCollection, RowContent: View, Data.Element: Identifiable, Data.Index == Int {
        self.init(standalone: ForEach(data, id: \.id, content: rowContent))
    }

    /// A row per top-level element of a tree (children collapsed), one selectable at a time (accepted).
    public init<Data, RowContent>(_ data: Data, children: KeyPath<Data.Element, Data?>, selection: Binding<SelectionValue?>?, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
        where Content == OutlineGroup<Data, Data.Element.ID, RowContent, RowContent, DisclosureGroup<RowContent, OutlineSubgroupChildren>>, Data: RandomAccessCollection, RowContent: View, Data.Element: Identifiable {
        self.init(standalone: OutlineGroup(data, children: children, content: rowContent))
    }

    /// A row per element of `data` identified by `id`, one selectable at a time (accepted).
    public init<Data, ID, RowContent>(_ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<SelectionValue?>?, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
        where Content == ForEach<Data, ID, RowContent>, Data: RandomAccessCollection, ID: Hashable, RowContent: View, Data.Index == Int {
        self.init(standalone: ForEach(data, id: id, content: rowContent))
    }

    /// A row per top-level element of a tree identified by `id` (children collapsed), one selectable at
    /// a time (accepted).
    public init<Data, ID, RowContent>(_ data: Data, id: KeyPath<Data.Element, ID>, children: KeyPath<Data.Element, Data?>, selection: Binding<SelectionValue?>?, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
        where Content == OutlineGroup<Data, ID, RowContent, RowContent, DisclosureGroup<RowContent, OutlineSubgroupChildren>>, Data: RandomAccessCollection, ID: Hashable, RowContent: View {
        self.init(standalone: OutlineGroup(data, id: id, children: children, content: rowContent))
    }

    /// A row per integer of `data`, one selectable at a time (accepted).
    public init<RowContent>(_ data: Range<Int>, selection: Binding<SelectionValue?>?, @ViewBuilder rowContent: @escaping (Int) -> RowContent)
        where Content == ForEach<Range<Int>, Int, RowContent>, RowContent: View {
        self.init(standalone: ForEach(data, id: \.self, content: rowContent))
    }
}

extension List where SelectionValue == Never {
    /// A row per identifiable element of `data`.
    public init<Data, RowContent>(_ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
        where Content == ForEach<Data, Data.Element.ID, RowContent>, Data: RandomAccessCollection, RowContent: View, Data.Element: Identifiable, Data.Index == Int {
        self.init(standalone: ForEach(data, id: \.id, content: rowContent))
    }

    /// A row per top-level element of a tree (children collapsed, as an outline starts).
    public init<Data, RowContent>(_ data: Data, children: KeyPath<Data.Element, Data?>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
        where Content == OutlineGroup<Data, Data.Element.ID, RowContent, RowContent, DisclosureGroup<RowContent, OutlineSubgroupChildren>>, Data: RandomAccessCollection, RowContent: View, Data.Element: Identifiable {
        self.init(standalone: OutlineGroup(data, children: children, content: rowContent))
    }

    /// A row per element of `data`, identified by `id`.
    public init<Data, ID, RowContent>(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
        where Content == ForEach<Data, ID, RowContent>, Data: RandomAccessCollection, ID: Hashable, RowContent: View, Data.Index == Int {
        self.init(standalone: ForEach(data, id: id, content: rowContent))
    }

    /// A row per top-level element of a tree identified by `id` (children collapsed).
    public init<Data, ID, RowContent>(_ data: Data, id: KeyPath<Data.Element, ID>, children: KeyPath<Data.Element, Data?>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
        where Content == OutlineGroup<Data, ID, RowContent, RowContent, DisclosureGroup<RowContent, OutlineSubgroupChildren>>, Data: RandomAccessCollection, ID: Hashable, RowContent: View {
        self.init(standalone: OutlineGroup(data, id: id, children: children, content: rowContent))
    }

    /// A row per integer of `data`.
    public init<RowContent>(_ data: Range<Int>, @ViewBuilder rowContent: @escaping (Int) -> RowContent)
        where Content == ForEach<Range<Int>, Int, RowContent>, RowContent: View {
        self.init(standalone: ForEach(data, id: \.self, content: rowContent))
    }
}

// MARK: Bindings to the data

/// The `ForEach` SwiftUI builds over a binding: each element's index paired with its identity, and a
/// binding to the element at that index for the row.
func bindingRows<Data, ID, RowContent>(_ data: Binding<Data>, id: KeyPath<Data.Element, ID>, rowContent: @escaping (Binding<Data.Element>) -> RowContent)
    -> ForEach<LazyMapSequence<Data.Indices, (Data.Index, ID)>, ID, RowContent>
    where Data: MutableCollection & RandomAccessCollection, ID: Hashable, RowContent: View, Data.Index == Int {
    let collection = data.wrappedValue
    let pairs = collection.indices.lazy.map { ($0, collection[$0][keyPath: id]) }
    return ForEach(pairs, id: \.1) { pair in
        rowContent(Binding(get: { data.wrappedValue[pair.0] }, set: { data.wrappedValue[pair.0] = $0 }))
    }
}

extension List {
    /// A row per element of the bound data, each given a binding to its element; several selectable
    /// at a time (accepted).
    @_disfavoredOverload
    public init<Data, RowContent>(_ data: Binding<Data>, selection: Binding<Set<SelectionValue>>?, @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent)
        where Content == ForEach<LazyMapSequence<Data.Indices, (Data.Index, Data.Element.ID)>, Data.Element.ID, RowContent>, Data: MutableCollection, Data: RandomAccessCollection, RowContent: View, Data.Element: Identifiable, Data.Index: Hashable, Data.Index == Int {
        self.init(standalone: bindingRows(data, id: \.id, rowContent: rowContent))
    }

    /// A row per element of the bound data identified by `id`; several selectable at a time (accepted).
    @_disfavoredOverload
    public init<Data, ID, RowContent>(_ data: Binding<Data>, id: KeyPath<Data.Element, ID>, selection: Binding<Set<SelectionValue>>?, @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent)
        where Content == ForEach<LazyMapSequence<Data.Indices, (Data.Index, ID)>, ID, RowContent>, Data: MutableCollection, Data: RandomAccessCollection, ID: Hashable, RowContent: View, Data.Index: Hashable, Data.Index == Int {
        self.init(standalone: bindingRows(data, id: id, rowContent: rowContent))
    }

    /// A row per element of the bound data; one selectable at a time (accepted).
    @_disfavoredOverload
    public init<Data, RowContent>(_ data: Binding<Data>, selection: Binding<SelectionValue?>?, @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent)
        where Content == ForEach<LazyMapSequence<Data.Indices, (Data.Index, Data.Element.ID)>, Data.Element.ID, RowContent>, Data: MutableCollection, Data: RandomAccessCollection, RowContent: View, Data.Element: Identifiable, Data.Index: Hashable, Data.Index == Int {
        self.init(standalone: bindingRows(data, id: \.id, rowContent: rowContent))
    }

    /// A row per element of the bound data identified by `id`; one selectable at a time (accepted).
    @_disfavoredOverload
    public init<Data, ID, RowContent>(_ data: Binding<Data>, id: KeyPath<Data.Element, ID>, selection: Binding<SelectionValue?>?, @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent)
        where Content == ForEach<LazyMapSequence<Data.Indices, (Data.Index, ID)>, ID, RowContent>, Data: MutableCollection, Data: RandomAccessCollection, ID: Hashable, RowContent: View, Data.Index: Hashable, Data.Index == Int {
        self.init(standalone: bindingRows(data, id: id, rowContent: rowContent))
    }
}

extension List where SelectionValue == Never {
    /// A row per element of the bound data, each given a binding to its element.
    @_disfavoredOverload
    public init<Data, RowContent>(_ data: Binding<Data>, @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent)
        where Content == ForEach<LazyMapSequence<Data.Indices, (Data.Index, Data.Element.ID)>, Data.Element.ID, RowContent>, Data: MutableCollection, Data: RandomAccessCollection, RowContent: View, Data.Element: Identifiable, Data.Index: Hashable, Data.Index == Int {
        self.init(standalone: bindingRows(data, id: \.id, rowContent: rowContent))
    }

    /// A row per element of the bound data identified by `id`.
    @_disfavoredOverload
    public init<Data, ID, RowContent>(_ data: Binding<Data>, id: KeyPath<Data.Element, ID>, @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent)
        where Content == ForEach<LazyMapSequence<Data.Indices, (Data.Index, ID)>, ID, RowContent>, Data: MutableCollection, Data: RandomAccessCollection, ID: Hashable, RowContent: View, Data.Index: Hashable, Data.Index == Int {
        self.init(standalone: bindingRows(data, id: id, rowContent: rowContent))
    }
}

// MARK: Edit actions

/// The `ForEach` SwiftUI builds for editable data: an element's index with its identity, and the row
/// given a binding to the element. Deleting and moving (the edit actions) need a finger: accepted.
func editableRows<Data, ID, RowContent>(_ data: Binding<Data>, id: KeyPath<Data.Element, ID>, editActions: EditActions<Data>, rowContent: @escaping (Binding<Data.Element>) -> RowContent)
    -> ForEach<IndexedIdentifierCollection<Data, ID>, ID, EditableCollectionContent<RowContent, Data>>
    where Data: MutableCollection & RandomAccessCollection, ID: Hashable, RowContent: View, Data.Index == Int {
    ForEach(data, id: id, editActions: editActions, content: rowContent)
}

extension List {
    /// Editable rows over the bound data (the edit actions are accepted); several selectable at a time.
    public init<Data, RowContent>(_ data: Binding<Data>, editActions: EditActions<Data>, selection: Binding<Set<SelectionValue>>?, @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent)
        where Content == ForEach<IndexedIdentifierCollection<Data, Data.Element.ID>, Data.Element.ID, EditableCollectionContent<RowContent, Data>>, Data: MutableCollection, Data: RandomAccessCollection, RowContent: View, Data.Element: Identifiable, Data.Index: Hashable, Data.Index == Int {
        self.init(standalone: editableRows(data, id: \.id, editActions: editActions, rowContent: rowContent))
    }

    /// Editable rows identified by `id` (the edit actions are accepted); several selectable at a time.
    public init<Data, ID, RowContent>(_ data: Binding<Data>, id: KeyPath<Data.Element, ID>, editActions: EditActions<Data>, selection: Binding<Set<SelectionValue>>?, @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent)
        where Content == ForEach<IndexedIdentifierCollection<Data, ID>, ID, EditableCollectionContent<RowContent, Data>>, Data: MutableCollection, Data: RandomAccessCollection, ID: Hashable, RowContent: View, Data.Index: Hashable, Data.Index == Int {
        self.init(standalone: editableRows(data, id: id, editActions: editActions, rowContent: rowContent))
    }

    /// Editable rows over the bound data (the edit actions are accepted); one selectable at a time.
    public init<Data, RowContent>(_ data: Binding<Data>, editActions: EditActions<Data>, selection: Binding<SelectionValue?>?, @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent)
        where Content == ForEach<IndexedIdentifierCollection<Data, Data.Element.ID>, Data.Element.ID, EditableCollectionContent<RowContent, Data>>, Data: MutableCollection, Data: RandomAccessCollection, RowContent: View, Data.Element: Identifiable, Data.Index: Hashable, Data.Index == Int {
        self.init(standalone: editableRows(data, id: \.id, editActions: editActions, rowContent: rowContent))
    }

    /// Editable rows identified by `id` (the edit actions are accepted); one selectable at a time.
    public init<Data, ID, RowContent>(_ data: Binding<Data>, id: KeyPath<Data.Element, ID>, editActions: EditActions<Data>, selection: Binding<SelectionValue?>?, @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent)
        where Content == ForEach<IndexedIdentifierCollection<Data, ID>, ID, EditableCollectionContent<RowContent, Data>>, Data: MutableCollection, Data: RandomAccessCollection, ID: Hashable, RowContent: View, Data.Index: Hashable, Data.Index == Int {
        self.init(standalone: editableRows(data, id: id, editActions: editActions, rowContent: rowContent))
    }
}

extension List where SelectionValue == Never {
    /// Editable rows over the bound data (the edit actions are accepted).
    public init<Data, RowContent>(_ data: Binding<Data>, editActions: EditActions<Data>, @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent)
        where Content == ForEach<IndexedIdentifierCollection<Data, Data.Element.ID>, Data.Element.ID, EditableCollectionContent<RowContent, Data>>, Data: MutableCollection, Data: RandomAccessCollection, RowContent: View, Data.Element: Identifiable, Data.Index: Hashable, Data.Index == Int {
        self.init(standalone: editableRows(data, id: \.id, editActions: editActions, rowContent: rowContent))
    }

    /// Editable rows identified by `id` (the edit actions are accepted).
    public init<Data, ID, RowContent>(_ data: Binding<Data>, id: KeyPath<Data.Element, ID>, editActions: EditActions<Data>, @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent)
        where Content == ForEach<IndexedIdentifierCollection<Data, ID>, ID, EditableCollectionContent<RowContent, Data>>, Data: MutableCollection, Data: RandomAccessCollection, ID: Hashable, RowContent: View, Data.Index: Hashable, Data.Index == Int {
        self.init(standalone: editableRows(data, id: id, editActions: editActions, rowContent: rowContent))
    }
}

// MARK: Outlines over bound data

extension List {
    /// A row per top-level element of a bound tree (children collapsed), each given a binding; several
    /// selectable at a time (accepted).
    public init<Data, RowContent>(_ data: Binding<Data>, children: WritableKeyPath<Data.Element, Data?>, selection: Binding<Set<SelectionValue>>?,
                                  @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent)
        where Content == OutlineGroup<Binding<Data>, Data.Element.ID, RowContent, RowContent, DisclosureGroup<RowContent, OutlineSubgroupChildren>>,
        Data: MutableCollection, Data: RandomAccessCollection, RowContent: View, Data.Element: Identifiable {
        self.init(standalone: OutlineGroup(data, children: children, content: rowContent))
    }

    /// A row per top-level element of a bound tree identified by `id`; several selectable (accepted).
    public init<Data, ID, RowContent>(_ data: Binding<Data>, id: KeyPath<Data.Element, ID>, children: WritableKeyPath<Data.Element, Data?>,
                                      selection: Binding<Set<SelectionValue>>?, @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent)
        where Content == OutlineGroup<Binding<Data>, ID, RowContent, RowContent, DisclosureGroup<RowContent, OutlineSubgroupChildren>>,
        Data: MutableCollection, Data: RandomAccessCollection, ID: Hashable, RowContent: View {
        self.init(standalone: OutlineGroup(data, id: id, children: children, content: rowContent))
    }

    /// A row per top-level element of a bound tree; one selectable at a time (accepted).
    public init<Data, RowContent>(_ data: Binding<Data>, children: WritableKeyPath<Data.Element, Data?>, selection: Binding<SelectionValue?>?,
                                  @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent)
        where Content == OutlineGroup<Binding<Data>, Data.Element.ID, RowContent, RowContent, DisclosureGroup<RowContent, OutlineSubgroupChildren>>,
        Data: MutableCollection, Data: RandomAccessCollection, RowContent: View, Data.Element: Identifiable {
        self.init(standalone: OutlineGroup(data, children: children, content: rowContent))
    }

    /// A row per top-level element of a bound tree identified by `id`; one selectable (accepted).
    public init<Data, ID, RowContent>(_ data: Binding<Data>, id: KeyPath<Data.Element, ID>, children: WritableKeyPath<Data.Element, Data?>,
                                      selection: Binding<SelectionValue?>?, @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent)
        where Content == OutlineGroup<Binding<Data>, ID, RowContent, RowContent, DisclosureGroup<RowContent, OutlineSubgroupChildren>>,
        Data: MutableCollection, Data: RandomAccessCollection, ID: Hashable, RowContent: View {
        self.init(standalone: OutlineGroup(data, id: id, children: children, content: rowContent))
    }
}

extension List where SelectionValue == Never {
    /// A row per top-level element of a bound tree (children collapsed), each given a binding.
    public init<Data, RowContent>(_ data: Binding<Data>, children: WritableKeyPath<Data.Element, Data?>,
                                  @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent)
        where Content == OutlineGroup<Binding<Data>, Data.Element.ID, RowContent, RowContent, DisclosureGroup<RowContent, OutlineSubgroupChildren>>,
        Data: MutableCollection, Data: RandomAccessCollection, RowContent: View, Data.Element: Identifiable {
        self.init(standalone: OutlineGroup(data, children: children, content: rowContent))
    }

    /// A row per top-level element of a bound tree identified by `id`.
    public init<Data, ID, RowContent>(_ data: Binding<Data>, id: KeyPath<Data.Element, ID>, children: WritableKeyPath<Data.Element, Data?>,
                                      @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent)
        where Content == OutlineGroup<Binding<Data>, ID, RowContent, RowContent, DisclosureGroup<RowContent, OutlineSubgroupChildren>>,
        Data: MutableCollection, Data: RandomAccessCollection, ID: Hashable, RowContent: View {
        self.init(standalone: OutlineGroup(data, id: id, children: children, content: rowContent))
    }
}
