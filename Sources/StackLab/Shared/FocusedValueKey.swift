/// A key for a value the focused view publishes to the rest of the app (`focusedValue(_:_:)`).
public protocol FocusedValueKey {
    /// The value's type.
    associatedtype Value
}
