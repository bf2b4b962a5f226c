/// An `ObservableObject` the view owns (`@StateObject private var store = Store()`): made once per
/// view identity from the initial value's closure, kept across evaluations, gone with the identity;
/// the view runs again when it announces a change.
@propertyWrapper @MainActor @preconcurrency
public struct StateObject<ObjectType: ObservableObject>: DynamicProperty {
    nonisolated(unsafe) let make: () -> ObjectType
    nonisolated(unsafe) let box = StateBox()

    /// Makes the object the first time the view's identity appears.
    nonisolated public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) {
        make = thunk
    }

    /// The object.
    public var wrappedValue: ObjectType { current }

    /// Bindings to the object's properties (`$model.title`).
    public var projectedValue: ObservedObject<ObjectType>.Wrapper { ObservedObject<ObjectType>.Wrapper(object: current) }

    /// The node's object; outside a body (a preview, a test) one made each time, as SwiftUI warns.
    nonisolated var current: ObjectType {
        box.slot?.value as? ObjectType ?? make()
    }
}

extension StateObject: Sendable {}

extension StateObject: NotAnInput {}

extension StateObject: NodeBoundProperty {
    package nonisolated func bind(to node: CompositeNode, label: String, stateIndex index: inout Int) {
        if index == node.slots.count {
            node.slots.append(StateSlot(value: make(), owner: node, label: label))
            node.graph.work.perform(.state)
        }
        box.slot = node.slots[index]
        index += 1
    }
}

extension StateObject: PublisherProviding {
    nonisolated var publisher: (ObservableObjectPublisher, String)? { Self.publisher(of: box.slot?.value as? ObjectType) }
}
