import Observation

/// Bindings to the properties of an `@Observable` object (`$model.title` for a `@Bindable var model`,
/// or `@Bindable var model = model` inside a body).
@propertyWrapper @dynamicMemberLookup
public struct Bindable<Value> {
    /// The object.
    public var wrappedValue: Value

    /// Itself.
    public var projectedValue: Bindable<Value> { self }

    /// Wraps `object`; the public initializers require an `@Observable` class.
    init(object: Value) {
        wrappedValue = object
    }
}

extension Bindable where Value: AnyObject {
    /// A binding to the property at `keyPath`.
    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>) -> Binding<Subject> {
        objectBinding(wrappedValue, keyPath)
    }
}

extension Bindable where Value: AnyObject, Value: Observable {
    /// Makes bindings for `wrappedValue`.
    public init(wrappedValue: Value) {
        self.wrappedValue = wrappedValue
    }

    /// Makes bindings for `wrappedValue`.
    public init(_ wrappedValue: Value) {
        self.wrappedValue = wrappedValue
    }

    /// The same bindings as `projectedValue`.
    public init(projectedValue: Bindable<Value>) {
        self = projectedValue
    }
}

extension Bindable: Identifiable where Value: Identifiable {
    /// The object's identity.
    public var id: Value.ID { wrappedValue.id }

    /// The object's identity type.
    public typealias ID = Value.ID
}

extension Bindable: Sendable where Value: Sendable {}

extension Bindable: DynamicProperty {}

/// `@Bindable`, without its object type.
protocol BindableObject {
    var object: AnyObject { get }
}

extension Bindable: BindableObject {
    var object: AnyObject { wrappedValue as AnyObject }
}
