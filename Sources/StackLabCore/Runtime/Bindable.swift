import Observation

/// Bindings to the properties of an `@Observable` object (`$model.title` for a `@Bindable var model`,
/// or `@Bindable var model = model` inside a body).
@propertyWrapper @dynamicMemberLookup
public struct Bindable<Value> {
    /// The object.
    public var wrappedValue: Value

    /// Itself.
    public var projectedValue: Bindable<Value> { self }

    /// Only an `@Observable` class can be wrapped (the initializers that take one are in the extension
    /// below); declared here, as SwiftUI does, so that a view's memberwise initializer takes the object.
    @available(*, unavailable, message: "The wrapped value must be an object that conforms to Observable")
    public init(wrappedValue: Value) {
        fatalError("The wrapped value must be an object that conforms to Observable")
    }

    /// Only an `@Observable` class can be wrapped.
    @available(*, unavailable, message: "The wrapped value must be an object that conforms to Observable")
    public init(projectedValue: Bindable<Value>) {
        fatalError("The wrapped value must be an object that conforms to Observable")
    }

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
        self.init(object: wrappedValue)
    }

    /// Makes bindings for `wrappedValue`.
    public init(_ wrappedValue: Value) {
        self.init(object: wrappedValue)
    }

    /// The same bindings as `projectedValue`.
    public init(projectedValue: Bindable<Value>) {
        self.init(object: projectedValue.wrappedValue)
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
