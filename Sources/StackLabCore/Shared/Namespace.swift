import Synchronization

/// A property wrapper that gives a view identity a namespace for matched geometry and accessibility
/// links (`@Namespace private var namespace`): one identifier per identity, kept across its body's runs.
@propertyWrapper
public struct Namespace: DynamicProperty, Sendable {
    /// The identifier, kept in the node's state like a `@State` value.
    let state: State<Int>

    /// A namespace for the view that declares it.
    public init() {
        state = State(wrappedValue: Self.counter.add(1, ordering: .relaxed).newValue)
    }

    /// The namespace's identifier.
    public var wrappedValue: Namespace.ID { ID(value: state.wrappedValue) }

    /// A namespace's identifier.
    public struct ID: Hashable {
        let value: Int
    }

    private static let counter = Atomic<Int>(0)
}

extension Namespace.ID: Sendable {}

extension Namespace: NotAnInput {}
