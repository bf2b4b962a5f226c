/// An `ObservableObject` an ancestor put in the environment (`.environmentObject(store)`); a missing
/// one stops the program, as in SwiftUI. The view runs again when the object announces a change.
@propertyWrapper @MainActor @preconcurrency
public struct EnvironmentObject<ObjectType: ObservableObject>: DynamicProperty {
    nonisolated(unsafe) let box = EnvironmentBox()

    /// Reads the object of this type from the environment.
    nonisolated public init() {}

    /// The object.
    public var wrappedValue: ObjectType { object }

    /// Bindings to the object's properties (`$store.name`).
    public var projectedValue: EnvironmentObject<ObjectType>.Wrapper { Wrapper(object: object) }

    /// Makes bindings to the environment object's properties.
    @dynamicMemberLookup @MainActor @preconcurrency
    public struct Wrapper {
        nonisolated(unsafe) let object: ObjectType

        nonisolated init(object: ObjectType) {
            self.object = object
        }

        /// A binding to the property at `keyPath`.
        public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> {
            objectBinding(object, keyPath)
        }
    }

    nonisolated var object: ObjectType {
        guard let object = box.environment.object(of: ObjectType.self) as? ObjectType else {
            fatalError("No ObservableObject of type \(ObjectType.self) found. A View.environmentObject(_:) for \(ObjectType.self) may be missing as an ancestor of this view.")
        }
        return object
    }
}

extension EnvironmentObject: Sendable {}

extension EnvironmentObject: NotAnInput {}

extension EnvironmentObject: NodeBoundProperty {
    package nonisolated func bind(to node: CompositeNode, label: String, stateIndex: inout Int) {
        box.node = node
    }
}

extension EnvironmentObject: PublisherProviding {
    nonisolated var publisher: (ObservableObjectPublisher, String)? {
        Self.publisher(of: box.environment.object(of: ObjectType.self) as? ObjectType)
    }
}
