@_spi(Nodes) import StackLabCore
import StackLabContent

/// Which element VoiceOver or Switch Control focuses, bound to a value
/// (`@AccessibilityFocusState var isFocused: Bool`). Those technologies are off in the lab, so nothing
/// takes accessibility focus: the value stays at its reset value (false, or nil) and writes are dropped.
@propertyWrapper
public struct AccessibilityFocusState<Value: Hashable>: DynamicProperty {
    /// A binding to the focus state, for `accessibilityFocused(_:)`.
    @propertyWrapper
    public struct Binding {
        let resetValue: Value

        /// The focused value: the reset value, as nothing is focused.
        public var wrappedValue: Value {
            get { resetValue }
            nonmutating set {}
        }

        /// The binding itself.
        public var projectedValue: AccessibilityFocusState<Value>.Binding { self }
    }

    let resetValue: Value

    /// The focused value: the reset value, as nothing is focused.
    public var wrappedValue: Value {
        get { resetValue }
        nonmutating set {}
    }

    /// A binding to the focus state.
    public var projectedValue: AccessibilityFocusState<Value>.Binding { Binding(resetValue: resetValue) }

    /// Whether the bound element is focused, for any technology.
    public init() where Value == Bool { resetValue = false }

    /// Whether the bound element is focused by `technologies`.
    public init(for technologies: AccessibilityTechnologies) where Value == Bool { resetValue = false }

    /// Which element is focused, nil for none.
    public init<T: Hashable>() where Value == T? { resetValue = nil }

    /// Which element `technologies` focus, nil for none.
    public init<T: Hashable>(for technologies: AccessibilityTechnologies) where Value == T? { resetValue = nil }
}

extension AccessibilityFocusState: Sendable where Value: Sendable {}

extension AccessibilityFocusState.Binding: Sendable where Value: Sendable {}

extension AccessibilityFocusState: NotAnInput {}
