import Observation
@_spi(Nodes) import StackLabCore
import StackLabContent

/// Focused values, as SwiftUI declares them: values a focused view publishes to the scene's commands and
/// to views elsewhere. Nothing is focused in the lab, so every focused value reads nil and publishing one
/// is accepted with no effect.

/// A protocol for identifier types used when publishing and observing focused values.
public protocol FocusedValueKey {
    /// The type of the value.
    associatedtype Value
}

/// A collection of state exported by the focused scene and its focused view.
public struct FocusedValues {
    init() {}

    /// Reads and writes values associated with a given focused value key: nil in the lab.
    public subscript<Key>(key: Key.Type) -> Key.Value? where Key: FocusedValueKey {
        get { nil }
        set {}
    }
}

/// A property wrapper for observing values from the focused view or one of its ancestors: nil in the lab.
@propertyWrapper
public struct FocusedValue<Value>: DynamicProperty {
    /// The value for the focus key given the current scene and first responder state: nil.
    public var wrappedValue: Value? { nil }

    /// A new property wrapper for the given key path.
    public init(_ keyPath: KeyPath<FocusedValues, Value?>) {}
}

extension FocusedValue {
    /// A new property wrapper for the given observable object type.
    public init(_ objectType: Value.Type) where Value: AnyObject, Value: Observable {}
}

/// A convenience property wrapper for observing and automatically unwrapping state bindings from the
/// focused view or one of its ancestors: nil in the lab.
@propertyWrapper
public struct FocusedBinding<Value>: DynamicProperty {
    /// A new property wrapper for the given key path.
    public init(_ keyPath: KeyPath<FocusedValues, Binding<Value>?>) {}

    /// The unwrapped value for the focus key given the current scene and first responder state: nil.
    public var wrappedValue: Value? {
        get { nil }
        nonmutating set {}
    }

    /// A binding to the optional value: it reads nil and keeps nothing.
    public var projectedValue: Binding<Value?> { .constant(nil) }
}

/// A property wrapper type for an observable object supplied by the focused view or one of its
/// ancestors: nil in the lab.
@propertyWrapper
public struct FocusedObject<ObjectType>: DynamicProperty where ObjectType: ObservableObject {
    /// A wrapper around the underlying focused object that can create bindings to its properties.
    @dynamicMemberLookup
    public struct Wrapper {
        let root: ObjectType

        /// Gets a binding to the value of a specified key path.
        public subscript<T>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, T>) -> Binding<T> {
            let root = self.root
            return Binding(get: { root[keyPath: keyPath] }, set: { root[keyPath: keyPath] = $0 })
        }
    }

    /// The underlying value referenced by the focused object: nil.
    public var wrappedValue: ObjectType? { nil }

    /// A projection of the focused object that creates bindings to its properties: nil.
    public var projectedValue: FocusedObject<ObjectType>.Wrapper? { nil }

    /// Creates a focused object.
    public init() {}
}

extension View {
    /// Sets the focused value for the given object type. Accepted: nothing is focused in the lab.
    nonisolated public func focusedValue<T>(_ object: T?) -> some View where T: AnyObject, T: Observable { self }

    /// Sets the focused value for the given object type at a scene-wide scope. Accepted.
    nonisolated public func focusedSceneValue<T>(_ object: T?) -> some View where T: AnyObject, T: Observable { self }

    /// Modifies this view by injecting a value that you provide for use by other views whose state
    /// depends on the focused view hierarchy. Accepted.
    nonisolated public func focusedValue<Value>(_ keyPath: WritableKeyPath<FocusedValues, Value?>, _ value: Value) -> some View { self }

    /// Modifies this view by injecting an optional value for use by views whose state depends on the
    /// focused view hierarchy. Accepted.
    nonisolated public func focusedValue<Value>(_ keyPath: WritableKeyPath<FocusedValues, Value?>, _ value: Value?) -> some View { self }

    /// Modifies this view by injecting a value that you provide for use by other views whose state
    /// depends on the focused scene. Accepted.
    nonisolated public func focusedSceneValue<T>(_ keyPath: WritableKeyPath<FocusedValues, T?>, _ value: T) -> some View { self }

    /// Modifies this view by injecting an optional value for use by views whose state depends on the
    /// focused scene. Accepted.
    nonisolated public func focusedSceneValue<T>(_ keyPath: WritableKeyPath<FocusedValues, T?>, _ value: T?) -> some View { self }

    /// Creates a new view that exposes the provided object to other views whose state depends on the
    /// focused view hierarchy. Accepted.
    nonisolated public func focusedObject<T>(_ object: T) -> some View where T: ObservableObject { self }

    /// Exposes an optional object to views whose state depends on the focused view hierarchy. Accepted.
    nonisolated public func focusedObject<T>(_ object: T?) -> some View where T: ObservableObject { self }

    /// Creates a new view that exposes the provided object to other views whose state depends on the
    /// active scene. Accepted.
    nonisolated public func focusedSceneObject<T>(_ object: T) -> some View where T: ObservableObject { self }

    /// Exposes an optional object to views whose state depends on the active scene. Accepted.
    nonisolated public func focusedSceneObject<T>(_ object: T?) -> some View where T: ObservableObject { self }
}
