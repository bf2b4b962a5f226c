/// A property wrapper for which view has keyboard focus (SwiftUI's `FocusState`). The lab has no
/// keyboard, so nothing takes focus on its own; a value written is kept and read back.
@propertyWrapper
public struct FocusState<Value>: DynamicProperty where Value: Hashable {
    /// A binding to a focus state.
    @propertyWrapper
    public struct Binding {
        let box: FocusBox<Value>

        /// The focus state's value.
        public var wrappedValue: Value {
            get { box.value }
            nonmutating set { box.value = newValue }
        }

        /// The binding itself.
        public var projectedValue: FocusState<Value>.Binding { self }
    }

    private let box: FocusBox<Value>

    /// The focus state's value.
    public var wrappedValue: Value {
        get { box.value }
        nonmutating set { box.value = newValue }
    }

    /// A binding to the focus state.
    public var projectedValue: FocusState<Value>.Binding { Binding(box: box) }

    /// A focus state of whether one view has focus.
    public init() where Value == Bool {
        box = FocusBox(value: false)
    }

    /// A focus state of which of several views has focus.
    public init<T>() where Value == T?, T: Hashable {
        box = FocusBox(value: nil)
    }
}

/// Where a focus state keeps its value.
final class FocusBox<Value> {
    var value: Value
    init(value: Value) { self.value = value }
}
