@_spi(Nodes) import StackLabCore
import StackLabContent

/// Focus, as SwiftUI declares it. The lab has no keyboard and no pointer: nothing ever takes focus by
/// itself, so focus changes no layout. A `@FocusState` keeps the value the app sets, as state does (a
/// view that reads it runs again when it changes), and `isFocused` reads false.

/// A property wrapper type that can read and write a value that SwiftUI updates as the placement of
/// focus within the scene changes. In the lab it holds what the app assigns.
@propertyWrapper
public struct FocusState<Value>: DynamicProperty where Value: Hashable {
    /// A property wrapper type that can read and write a value that indicates the current focus
    /// location.
    @propertyWrapper
    public struct Binding {
        let binding: StackLab.Binding<Value>

        /// The underlying value referenced by the bound property.
        public var wrappedValue: Value {
            get { binding.wrappedValue }
            nonmutating set { binding.wrappedValue = newValue }
        }

        /// A projection of the binding value that returns a binding.
        public var projectedValue: FocusState<Value>.Binding { self }
    }

    let state: State<Value>

    /// The current state value, taking into account whatever bindings might be in effect due to the
    /// current location of focus.
    public var wrappedValue: Value {
        get { state.wrappedValue }
        nonmutating set { state.wrappedValue = newValue }
    }

    /// A projection of the focus state value that returns a binding.
    public var projectedValue: FocusState<Value>.Binding {
        Binding(binding: state.projectedValue)
    }

    /// Creates a focus state that binds to a Boolean.
    public init() where Value == Bool {
        state = State(wrappedValue: false)
    }

    /// Creates a focus state that binds to an optional type.
    public init<T>() where Value == T?, T: Hashable {
        state = State(wrappedValue: nil)
    }
}

extension FocusState: NodeBoundProperty, NotAnInput {
    package func bind(to node: CompositeNode, label: String, stateIndex: inout Int) {
        state.bind(to: node, label: label, stateIndex: &stateIndex)
    }
}

/// The ways views can take part in focus interactions (SwiftUI, iOS 17). Accepted: nothing takes focus in
/// the lab.
public struct FocusInteractions: OptionSet, Sendable {
    /// The view has a primary action that can be activated via focus gestures.
    public static let activate = FocusInteractions(rawValue: 1 << 0)
    /// The view captures input from non-spatial sources like a keyboard or Digital Crown.
    public static let edit = FocusInteractions(rawValue: 1 << 1)
    /// The view supports whatever focus-driven interactions are commonly expected for interactive
    /// content on the current platform.
    public static var automatic: FocusInteractions { [.activate, .edit] }
    /// The raw value.
    public var rawValue: Int
    /// Creates interactions from a raw value.
    public init(rawValue: Int) {
        self.rawValue = rawValue
    }
}

/// Prioritizations for default focus preferences when evaluating where to move focus in different
/// circumstances (SwiftUI, iOS 17). Accepted.
public struct DefaultFocusEvaluationPriority: Sendable {
    let kind: Int
    /// Use the default focus preference when focus moves into the affected branch automatically.
    public static let automatic = DefaultFocusEvaluationPriority(kind: 0)
    /// Always use the default focus preference when focus moves into the affected branch.
    public static let userInitiated = DefaultFocusEvaluationPriority(kind: 1)
}

enum FocusEffectKey: EnvironmentKey, NamedEnvironmentKey {
    static let defaultValue = true
    static let name = "isFocusEffectEnabled"
}

extension EnvironmentValues {
    /// Returns whether the nearest focusable ancestor has focus: always false in the lab, where nothing
    /// takes focus.
    public var isFocused: Bool { false }

    /// A Boolean value that indicates whether the view associated with this environment allows focus
    /// effects to be displayed. Nothing in the lab draws a focus effect.
    public var isFocusEffectEnabled: Bool {
        get { self[FocusEffectKey.self] }
        set { self[FocusEffectKey.self] = newValue }
    }
}

extension View {
    /// Modifies this view by binding its focus state to the given state value. Accepted: nothing takes
    /// focus in the lab, which has no keyboard; the value stays what the app sets.
    nonisolated public func focused<Value>(_ binding: FocusState<Value>.Binding, equals value: Value) -> some View where Value: Hashable { self }

    /// Modifies this view by binding its focus state to the given Boolean state value. Accepted, as
    /// `focused(_:equals:)`.
    nonisolated public func focused(_ condition: FocusState<Bool>.Binding) -> some View { self }

    /// Specifies if the view is focusable. Accepted: the lab has no keyboard or pointer to move focus.
    nonisolated public func focusable(_ isFocusable: Bool = true) -> some View { self }

    /// Specifies if the view is focusable, and if so, what focus-driven interactions it supports.
    /// Accepted.
    nonisolated public func focusable(_ isFocusable: Bool = true, interactions: FocusInteractions) -> some View { self }

    /// Adds a condition that controls whether this view can display focus effects. Accepted: no focus
    /// effect is drawn while nothing has focus.
    nonisolated public func focusEffectDisabled(_ disabled: Bool = true) -> some View { self }

    /// Defines a region of the window in which default focus is evaluated by assigning a value to a given
    /// focus state binding. Accepted: no window takes focus in the lab.
    nonisolated public func defaultFocus<V>(_ binding: FocusState<V>.Binding, _ value: V, priority: DefaultFocusEvaluationPriority = .automatic) -> some View where V: Hashable { self }
}
