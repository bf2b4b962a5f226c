/// A property wrapper that gives a view a namespace for matched geometry and zoom transitions
/// (SwiftUI's `Namespace`). The lab accepts what namespaces are used for (matched geometry,
/// navigation transitions animate between states; the lab records the end state), so every
/// namespace has the same identity.
@propertyWrapper
public struct Namespace: DynamicProperty, Sendable {
    /// A namespace.
    public init() {}

    /// The namespace's identity.
    public var wrappedValue: Namespace.ID { ID() }

    /// A namespace's identity.
    public struct ID: Hashable {}
}

extension Namespace: BitwiseCopyable {}
extension Namespace.ID: Sendable {}
extension Namespace.ID: BitwiseCopyable {}
