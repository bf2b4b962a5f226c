import Observation

/// Reads a value of the environment (`@Environment(\.colorScheme)`) or an observable object put there
/// by its type (`@Environment(Model.self)`). The view runs again when a value it read changes.
@propertyWrapper
public struct Environment<Value>: DynamicProperty {
    let read: (EnvironmentValues) -> Value
    let box = EnvironmentBox()

    /// Reads the value at `keyPath`.
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
        read = { $0[keyPath: keyPath] }
    }

    /// The current value.
    public var wrappedValue: Value {
        read(box.environment)
    }
}

extension Environment: @unchecked Sendable where Value: Sendable {}

extension Environment {
    /// Reads the observable object of this type an ancestor put in the environment
    /// (`.environment(model)`); a missing one stops the program, as in SwiftUI.
    public init(_ objectType: Value.Type) where Value: AnyObject, Value: Observable {
        read = { environment in
            guard let object = environment.object(of: objectType) as? Value else {
                fatalError("No Observable object of type \(objectType) found. A View.environment(_:) for \(objectType) may be missing as an ancestor of this view.")
            }
            return object
        }
    }

    /// Reads the observable object of this type, or nil when no ancestor put one in the environment.
    public init<T>(_ objectType: T.Type) where Value == T?, T: AnyObject, T: Observable {
        read = { $0.object(of: objectType) as? T }
    }
}

extension Environment: NotAnInput {}

extension Environment: NodeBoundProperty {
    package func bind(to node: CompositeNode, label: String, stateIndex: inout Int) {
        box.node = node
    }
}
