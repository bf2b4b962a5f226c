/// A value owned by a view identity: it survives re-evaluations of the view's body and is reset only
/// when the identity goes (a new `id`, the other `if/else` branch). Setting a different value marks the
/// owning view, and the next transaction re-evaluates its body.
@propertyWrapper
public struct State<Value>: DynamicProperty {
    let initial: Value
    let box = StateBox()

    /// Declares state with its initial value.
    public init(wrappedValue: Value) {
        initial = wrappedValue
    }

    /// The current value; setting it schedules a transaction when it changed.
    public var wrappedValue: Value {
        get { box.slot?.value as? Value ?? initial }
        nonmutating set { box.slot?.set(newValue) }
    }

    /// A binding that reads and writes this state.
    public var projectedValue: Binding<Value> {
        let box = self.box
        let initial = self.initial
        return Binding(get: { box.slot?.value as? Value ?? initial }, set: { box.slot?.set($0) })
    }
}

/// Connects a `State` value (which views copy freely) to the slot its node owns.
final class StateBox {
    var slot: StateSlot?
}

/// One state value kept by a node.
final class StateSlot {
    var value: Any
    weak var owner: CompositeNode?
    /// The property's name (`isExpanded`), for the cause `state Owner.isExpanded`.
    let label: String

    init(value: Any, owner: CompositeNode, label: String) {
        self.value = value
        self.owner = owner
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
protocol NotAnInput {}

extension State: NotAnInput {}

/// Read and write access to a value owned elsewhere (`$isExpanded` hands a child a `State`'s).
@propertyWrapper @dynamicMemberLookup
public struct Binding<Value>: DynamicProperty {
    private let getter: () -> Value
    private let setter: (Value) -> Void

    /// Creates a binding from accessors.
    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
        getter = get
        setter = set
    }

    /// The bound value.
    public var wrappedValue: Value {
        get { getter() }
        nonmutating set { setter(newValue) }
    }

    /// The binding itself.
    public var projectedValue: Binding<Value> { self }

    /// A binding that always reads `value` and ignores writes (previews, fixed rows).
    public static func constant(_ value: Value) -> Binding<Value> {
        Binding(get: { value }, set: { _ in })
    }

    /// A binding to a property of the bound value (`$post.isLiked`).
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        Binding<Subject>(get: { self.wrappedValue[keyPath: keyPath] }, set: { self.wrappedValue[keyPath: keyPath] = $0 })
    }
}
