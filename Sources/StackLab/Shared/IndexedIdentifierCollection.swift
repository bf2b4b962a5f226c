/// The data of a `ForEach` over editable bound data (SwiftUI's `IndexedIdentifierCollection`): each
/// element is an index of the base collection with the identity of the element there.
public struct IndexedIdentifierCollection<Base: Collection, ID: Hashable>: Collection {
    /// An index of the base collection and the identity of its element.
    public struct Element {
        let index: Base.Index
        let id: ID
    }

    /// The base collection's index.
    public typealias Index = Base.Index

    let base: Base
    let idPath: KeyPath<Base.Element, ID>

    init(base: Base, id: KeyPath<Base.Element, ID>) {
        self.base = base
        self.idPath = id
    }

    /// The base collection's start.
    public var startIndex: IndexedIdentifierCollection<Base, ID>.Index { base.startIndex }
    /// The base collection's end.
    public var endIndex: IndexedIdentifierCollection<Base, ID>.Index { base.endIndex }

    /// The index and identity at `position`.
    public subscript(position: IndexedIdentifierCollection<Base, ID>.Index) -> IndexedIdentifierCollection<Base, ID>.Element {
        Element(index: position, id: base[position][keyPath: idPath])
    }

    /// The base collection's next index.
    public func index(after i: IndexedIdentifierCollection<Base, ID>.Index) -> IndexedIdentifierCollection<Base, ID>.Index {
        base.index(after: i)
    }
}

extension IndexedIdentifierCollection: BidirectionalCollection where Base: BidirectionalCollection {
    /// The base collection's previous index.
    public func index(before i: IndexedIdentifierCollection<Base, ID>.Index) -> IndexedIdentifierCollection<Base, ID>.Index {
        base.index(before: i)
    }
}

extension IndexedIdentifierCollection: RandomAccessCollection where Base: RandomAccessCollection {}
