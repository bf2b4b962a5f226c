import Observation

/// A value owned by a view identity: it survives re-evaluations of the view's body and is reset only
/// when the identity goes (a new `id`, the other `if/else` branch). Setting a different value marks the
/// owning view, and the next transaction re-evaluates its body.
@propertyWrapper
public struct State<Value>: DynamicProperty {
    /// The value the slot starts with: a value, or a closure run when the view's identity first appears.
    let start: StateStart<Value>
    let box = StateBox()

    /// Declares state with its initial value.
    public init(wrappedValue value: Value) {
        start = .value(value)
    }

    /// Declares state holding an `@Observable` object, made only when the identity first appears (the
    /// iOS 17 SDK's variant; internal there too, so `@State var model = Model()` calls
    /// `init(wrappedValue:)` in a team's code, as on a phone).
    init(wrappedValue thunk: @autoclosure @escaping () -> Value) where Value: AnyObject, Value: Observable {
        start = .make(thunk)
    }

    /// Declares state with its initial value (the spelling `_value = State(initialValue:)` in an
    /// initializer uses): the value is kept only the first time the identity appears, as in SwiftUI.
    public init(initialValue value: Value) {
        self.init(wrappedValue: value)
    }

    /// The current value; setting it schedules a transaction when it changed.
    public var wrappedValue: Value {
        get { box.slot?.value as? Value ?? start.value }
        nonmutating set { box.slot?.set(newValue) }
    }

    /// A binding that reads and writes this state.
    public var projectedValue: Binding<Value> {
        let box = self.box
        let start = self.start
        return Binding(get: { box.slot?.value as? Value ?? start.value }, set: { box.slot?.set($0) })
    }
}

extension State where Value: ExpressibleByNilLiteral {
    /// Declares optional state that starts as nil.
    public init() {
        self.init(wrappedValue: nil)
    }
}

extension State: @unchecked Sendable where Value: Sendable {}

/// How a `State` starts: a value (no allocation, the common case) or a closure that makes it.
enum StateStart<Value> {
    case value(Value)
    case make(() -> Value)

    /// The starting value, made now when it is a closure's.
    var value: Value {
        switch self {
        case let .value(value): value
        case let .make(make): make()
        }
    }
}

/// Connects a `State` value (which views copy freely) to the slot its node owns.
final class StateBox {
    var slot: StateSlot?
}

/// One state value kept by a node.
final class StateSlot {
    var value: Any
    /// The owner, through its link (a weak reference slowed every retain of it: see `NodeLink`).
    private let ownerLink: NodeLink
    /// The node that owns the slot, while it lives.
    var owner: CompositeNode? { ownerLink.compositeNode }
    /// The property's name (`isExpanded`), for the cause `state Owner.isExpanded`.
    let label: String

    init(value: Any, owner: CompositeNode, label: String) {
        self.value = value
        ownerLink = owner.link
        self.label = label
    }

    /// Stores `newValue`; an equal value changes nothing, as in SwiftUI.
    func set(_ newValue: Any) {
        if InputComparison.valuesEqual(value, newValue, plans: owner?.graph.inputPlans) { return }
        value = newValue
        guard let owner else { return }
        let graph = owner.graph
        let state = "state \(Causes.ownerName(owner)).\(label)"
        graph.markDirty(owner, cause: graph.causes.named(graph.deliveringPreference.map { "preference \($0): \(state)" } ?? state))
    }
}

/// Dynamic properties that are not inputs from the parent: state the node owns, values the
/// environment provides. Comparing a view's new value with its old one skips them.
package protocol NotAnInput {}

extension State: NotAnInput {}
