/// A key for a value a view hands the container it is in with `containerValue(_:_:)` — SwiftUI's
/// `ContainerValueKey` (iOS 18).
public protocol ContainerValueKey {
    /// The value's type.
    associatedtype Value
    /// The value of a view that sets none.
    static var defaultValue: Self.Value { get }
}

/// The values a view hands its container — SwiftUI's `ContainerValues` (iOS 18), read from a
/// `Subview` or a `LayoutSubview`. Declare a value as a property over a `ContainerValueKey`.
public struct ContainerValues {
    var values: [ObjectIdentifier: Any] = [:]

    init() {}

    /// The value for `key`, or its default.
    public subscript<Key>(key: Key.Type) -> Key.Value where Key: ContainerValueKey {
        get { values[ObjectIdentifier(key)] as? Key.Value ?? Key.defaultValue }
        set { values[ObjectIdentifier(key)] = newValue }
    }

    /// The view's tag of type `type` (none: the lab's `tag` modifier hands no value to containers).
    public func tag<V>(for type: V.Type) -> V? where V: Hashable { nil }

    /// Whether the view is tagged `tag` (never in the lab).
    public func hasTag<V>(_ tag: V) -> Bool where V: Hashable { false }

    /// The container values `node` (or a view it modifies) carries, the outermost modifier's winning.
    static func of(_ node: ViewNode) -> ContainerValues {
        var values = ContainerValues()
        for write in Traits.values(ObjectIdentifier(ContainerValueWrite.self), in: node).reversed() {
            (write as? ContainerValueWrite)?.apply(&values)
        }
        return values
    }
}

/// One `containerValue` modifier's write.
struct ContainerValueWrite {
    let apply: (inout ContainerValues) -> Void
}

extension View {
    /// Hands the container this view is in `value` at `keyPath` of its container values.
    nonisolated public func containerValue<V>(_ keyPath: WritableKeyPath<ContainerValues, V>, _ value: V) -> some View {
        trait(ContainerValueWrite.self, ContainerValueWrite { $0[keyPath: keyPath] = value })
    }
}

extension LayoutSubview {
    /// The values the subview hands its container with `containerValue(_:_:)`.
    public var containerValues: ContainerValues { ContainerValues.of(node) }
}
