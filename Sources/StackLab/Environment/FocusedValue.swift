import Observation

/// A value the focused view publishes (`@FocusedValue(\.selection) var selection`), for menus and
/// commands to act on. Nothing has focus in the lab (no keyboard, no pointer), so it is nil.
@propertyWrapper
public struct FocusedValue<Value>: DynamicProperty {
    /// The focused value: nil, as nothing is focused.
    public var wrappedValue: Value? { nil }

    /// Reads the value at `keyPath` of the focused view's values.
    public init(_ keyPath: KeyPath<FocusedValues, Value?>) {}
}

extension FocusedValue {
    /// Reads the focused view's observable object of this type.
    public init(_ objectType: Value.Type) where Value: AnyObject, Value: Observable {}
}

extension FocusedValue: NotAnInput {}

/// A binding the focused view publishes (`@FocusedBinding(\.text) var text`); nil, as nothing is
/// focused in the lab, and writes go nowhere.
@propertyWrapper
public struct FocusedBinding<Value>: DynamicProperty {
    /// Reads the binding at `keyPath` of the focused view's values.
    public init(_ keyPath: KeyPath<FocusedValues, Binding<Value>?>) {}

    /// The bound value: nil, as nothing is focused.
    public var wrappedValue: Value? {
        get { nil }
        nonmutating set {}
    }

    /// A binding to nil.
    public var projectedValue: Binding<Value?> { .constant(nil) }
}

extension FocusedBinding: NotAnInput {}

/// An `ObservableObject` the focused view publishes (`@FocusedObject var document: Document?`); nil,
/// as nothing is focused in the lab.
@propertyWrapper @MainActor @preconcurrency
public struct FocusedObject<ObjectType: ObservableObject>: DynamicProperty {
    /// Makes bindings to the focused object's properties.
    @dynamicMemberLookup @MainActor @preconcurrency
    public struct Wrapper {
        let root: ObjectType

        /// A binding to the property at `keyPath`.
        public subscript<T>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, T>) -> Binding<T> {
            objectBinding(root, keyPath)
        }
    }

    /// The focused object: nil, as nothing is focused.
    public var wrappedValue: ObjectType? { nil }

    /// Bindings to the focused object's properties: nil.
    public var projectedValue: FocusedObject<ObjectType>.Wrapper? { nil }

    /// Reads the focused view's object of this type.
    nonisolated public init() {}
}

extension FocusedObject: NotAnInput {}
