import Foundation
@_spi(Nodes) import StackLabCore

/// The edits a `ForEach` over a bound collection offers its rows (swipe to delete, drag to move) —
/// SwiftUI's `EditActions`. The lab records a scroll, so no row is deleted or moved; the actions are
/// accepted.
public struct EditActions<Data>: OptionSet, Sendable {
    /// The raw bits.
    public let rawValue: Int
    /// Actions from raw bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Every action the collection supports.
    public static var all: EditActions<Data> { EditActions(rawValue: 0) }
}

extension EditActions where Data: RangeReplaceableCollection {
    /// Deleting rows.
    public static var delete: EditActions<Data> { EditActions(rawValue: 1) }
    /// Deleting rows.
    public static var all: EditActions<Data> { EditActions(rawValue: 1) }
}

extension EditActions where Data: MutableCollection {
    /// Moving rows.
    public static var move: EditActions<Data> { EditActions(rawValue: 2) }
    /// Moving rows.
    public static var all: EditActions<Data> { EditActions(rawValue: 2) }
}

extension EditActions where Data: MutableCollection, Data: RangeReplaceableCollection {
    /// Deleting and moving rows.
    public static var all: EditActions<Data> { EditActions(rawValue: 3) }
}

/// The elements of a bound collection with their identities — SwiftUI's `IndexedIdentifierCollection`,
/// the data of a `ForEach` with edit actions.
public struct IndexedIdentifierCollection<Base, ID>: Collection where Base: Collection, ID: Hashable {
    /// An element's index in the base collection and its identity.
    public struct Element {
        let index: Base.Index
        let id: ID
    }

    let base: Base
    let identify: (Base.Element) -> ID

    /// A position.
    public typealias Index = Base.Index
    /// The first position.
    public var startIndex: IndexedIdentifierCollection<Base, ID>.Index { base.startIndex }
    /// One past the last position.
    public var endIndex: IndexedIdentifierCollection<Base, ID>.Index { base.endIndex }
    /// The element at `position`.
    public subscript(position: IndexedIdentifierCollection<Base, ID>.Index) -> IndexedIdentifierCollection<Base, ID>.Element {
        Element(index: position, id: identify(base[position]))
    }
    /// The position after `i`.
    public func index(after i: IndexedIdentifierCollection<Base, ID>.Index) -> IndexedIdentifierCollection<Base, ID>.Index {
        base.index(after: i)
    }
}

extension IndexedIdentifierCollection: BidirectionalCollection where Base: BidirectionalCollection {
    /// The position before `i`.
    public func index(before i: IndexedIdentifierCollection<Base, ID>.Index) -> IndexedIdentifierCollection<Base, ID>.Index {
        base.index(before: i)
    }
}

extension IndexedIdentifierCollection: RandomAccessCollection where Base: RandomAccessCollection {}

/// A row of a `ForEach` with edit actions — SwiftUI's `EditableCollectionContent`: laid out as the row
/// the content closure built.
nonisolated public struct EditableCollectionContent<Content, Data> {
    let content: Content
}

extension EditableCollectionContent: View, PrimitiveView where Content: View {
    /// Primitive: no body.
    public typealias Body = Never

    /// Primitive: no body.
    public var body: Never { primitiveBody() }

    package func makeNode(in graph: ViewGraph) -> ViewNode { SubviewBoxNode(graph: graph, view: SubviewBox(content: content)) }
}

extension ForEach {
    /// One row per element of a bound collection, each given a binding to its element, offering
    /// `editActions` (accepted: the lab deletes and moves nothing).
    public init<C, R>(_ data: Binding<C>, editActions: EditActions<C>, @ViewBuilder content: @escaping (Binding<C.Element>) -> R)
        where Data == IndexedIdentifierCollection<C, ID>, ID == C.Element.ID, Content == EditableCollectionContent<R, C>,
        C: MutableCollection, C: RandomAccessCollection, R: View, C.Element: Identifiable, C.Index: Hashable {
        self.init(data: IndexedIdentifierCollection(base: data.wrappedValue, identify: { $0.id }), identify: { $0.id },
                  content: { element in EditableCollectionContent(content: content(Self.binding(data, at: element.index))) })
    }

    /// One row per element of a bound collection identified by the value at `id`, offering `editActions`.
    public init<C, R>(_ data: Binding<C>, id: KeyPath<C.Element, ID>, editActions: EditActions<C>,
                      @ViewBuilder content: @escaping (Binding<C.Element>) -> R)
        where Data == IndexedIdentifierCollection<C, ID>, Content == EditableCollectionContent<R, C>,
        C: MutableCollection, C: RandomAccessCollection, R: View, C.Index: Hashable {
        self.init(data: IndexedIdentifierCollection(base: data.wrappedValue, identify: { $0[keyPath: id] }), identify: { $0.id },
                  content: { element in EditableCollectionContent(content: content(Self.binding(data, at: element.index))) })
    }
}
