/// Read and write access to a value owned elsewhere (`$isExpanded` hands a child a `State`'s), as
/// SwiftUI's `Binding`. Its closures are the app's, called on the graph's thread; SwiftUI takes them
/// `@isolated(any) @Sendable`, which every closure written for it also satisfies here.
@propertyWrapper @dynamicMemberLookup
public struct Binding<Value>: DynamicProperty {
    private let getter: () -> Value
    private let setter: (Value, Transaction) -> Void
    /// The transaction a write through this binding runs in (its animation is not modeled: the lab
    /// commits each transaction's end state).
    public var transaction: Transaction

    /// Creates a binding from accessors.
    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
        getter = get
        setter = { value, _ in set(value) }
        transaction = Transaction()
    }

    /// Creates a binding from accessors; the setter also receives the binding's transaction.
    public init(get: @escaping () -> Value, set: @escaping (Value, Transaction) -> Void) {
        getter = get
        setter = set
        transaction = Transaction()
    }

    /// The binding `projectedValue` is (what `@Binding var value` in an initializer is set from with
    /// `_value = Binding(projectedValue: value)`).
    public init(projectedValue: Binding<Value>) {
        self = projectedValue
    }

    /// A binding that always reads `value` and ignores writes (previews, fixed rows).
    public static func constant(_ value: Value) -> Binding<Value> {
        Binding(get: { value }, set: { _ in })
    }

    /// The bound value.
    public var wrappedValue: Value {
        get { getter() }
        nonmutating set { setter(newValue, transaction) }
    }

    /// The binding itself.
    public var projectedValue: Binding<Value> { self }

    /// A binding to a property of the bound value (`$post.isLiked`).
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        let base = self
        return Binding<Subject>(get: { base.wrappedValue[keyPath: keyPath] }, set: { value, transaction in
            var copy = base
            copy.transaction = transaction
            copy.wrappedValue[keyPath: keyPath] = value
        }).withTransaction(transaction)
    }

    /// This binding with `transaction` as the one its writes run in.
    package func withTransaction(_ transaction: Transaction) -> Binding<Value> {
        var copy = self
        copy.transaction = transaction
        return copy
    }
}

extension Binding {
    /// A binding whose writes run in `transaction`.
    public func transaction(_ transaction: Transaction) -> Binding<Value> {
        withTransaction(transaction)
    }
}

extension Binding {
    /// An optional binding to a non-optional one: reads wrap the value, writing nil is ignored.
    public init<V>(_ base: Binding<V>) where Value == V? {
        self.init(get: { base.wrappedValue }, set: { value, transaction in
            guard let value else { return }
            base.transaction(transaction).wrappedValue = value
        })
        transaction = base.transaction
    }

    /// A non-optional binding to an optional one, or nil when its value is nil now.
    public init?(_ base: Binding<Value?>) {
        guard let initial = base.wrappedValue else { return nil }
        self.init(get: { base.wrappedValue ?? initial }, set: { value, transaction in
            base.transaction(transaction).wrappedValue = value
        })
        transaction = base.transaction
    }

    /// A type-erased binding to a hashable value (a picker's selection); writes of another type are
    /// ignored.
    public init<V>(_ base: Binding<V>) where Value == AnyHashable, V: Hashable {
        self.init(get: { AnyHashable(base.wrappedValue) }, set: { value, transaction in
            guard let value = value.base as? V else { return }
            base.transaction(transaction).wrappedValue = value
        })
        transaction = base.transaction
    }
}

extension Binding: @unchecked Sendable where Value: Sendable {}

extension Binding: Identifiable where Value: Identifiable {
    /// The bound value's identity (`ForEach($items) { $item in … }`).
    public var id: Value.ID { wrappedValue.id }

    /// The bound value's identity type.
    public typealias ID = Value.ID
}

extension Binding: Sequence where Value: MutableCollection {
    /// A binding to one element.
    public typealias Element = Binding<Value.Element>
    /// Iterates the element bindings.
    public typealias Iterator = IndexingIterator<Binding<Value>>
    /// A slice of element bindings.
    public typealias SubSequence = Slice<Binding<Value>>
}

extension Binding: Collection where Value: MutableCollection {
    /// The bound collection's index.
    public typealias Index = Value.Index
    /// The bound collection's indices.
    public typealias Indices = Value.Indices

    /// The bound collection's first index.
    public var startIndex: Binding<Value>.Index { wrappedValue.startIndex }
    /// The bound collection's end index.
    public var endIndex: Binding<Value>.Index { wrappedValue.endIndex }
    /// The bound collection's indices.
    public var indices: Value.Indices { wrappedValue.indices }

    /// The index after `i`.
    public func index(after i: Binding<Value>.Index) -> Binding<Value>.Index { wrappedValue.index(after: i) }

    /// Moves `i` to the index after it.
    public func formIndex(after i: inout Binding<Value>.Index) { wrappedValue.formIndex(after: &i) }

    /// A binding to the element at `position`.
    public subscript(position: Binding<Value>.Index) -> Binding<Value>.Element {
        let base = self
        return Binding<Value.Element>(get: { base.wrappedValue[position] }, set: { value, transaction in
            base.transaction(transaction).wrappedValue[position] = value
        }).withTransaction(transaction)
    }
}

extension Binding: BidirectionalCollection where Value: BidirectionalCollection, Value: MutableCollection {
    /// The index before `i`.
    public func index(before i: Binding<Value>.Index) -> Binding<Value>.Index { wrappedValue.index(before: i) }

    /// Moves `i` to the index before it.
    public func formIndex(before i: inout Binding<Value>.Index) { wrappedValue.formIndex(before: &i) }
}

extension Binding: RandomAccessCollection where Value: MutableCollection, Value: RandomAccessCollection {}
