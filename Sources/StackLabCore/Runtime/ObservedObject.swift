/// An `ObservableObject` a view is handed (`@ObservedObject var store: Store`): the view runs again
/// when the object announces a change. A main-actor type with nonisolated initializers, as in SwiftUI's
/// iOS 18 SDK; the runtime reads the object through its storage, off the main actor's checks. Two
/// values holding the same object are the same input (hence `Equatable`, which the lab's input
/// comparison reads; SwiftUI compares them the same way without declaring it).
@propertyWrapper @MainActor @preconcurrency
public struct ObservedObject<ObjectType: ObservableObject>: DynamicProperty, Equatable {
    /// The object, as the runtime reads it.
    nonisolated(unsafe) var object: ObjectType

    /// Observes `initialValue`.
    nonisolated public init(initialValue: ObjectType) {
        object = initialValue
    }

    /// Observes `wrappedValue`.
    nonisolated public init(wrappedValue: ObjectType) {
        object = wrappedValue
    }

    /// The object.
    public var wrappedValue: ObjectType {
        get { object }
        set { object = newValue }
    }

    /// Bindings to the object's properties (`$model.title`).
    public var projectedValue: ObservedObject<ObjectType>.Wrapper { Wrapper(object: object) }

    /// Makes bindings to an object's properties.
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

    /// Same object, same input.
    nonisolated public static func == (a: ObservedObject, b: ObservedObject) -> Bool { a.object === b.object }
}

extension ObservedObject: Sendable {}

/// A binding to `object`'s property at `keyPath`, made outside any actor so its closures carry no
/// isolation check.
nonisolated func objectBinding<Object: AnyObject, Subject>(_ object: Object, _ keyPath: ReferenceWritableKeyPath<Object, Subject>) -> Binding<Subject> {
    Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
}

extension ObservedObject: PublisherProviding {
    nonisolated var publisher: (ObservableObjectPublisher, String)? { Self.publisher(of: object) }
}
