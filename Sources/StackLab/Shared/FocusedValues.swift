/// The values the focused view and its ancestors publish, read with `@FocusedValue`. Nothing has focus
/// in the lab (it has no keyboard), so every key reads nil.
public struct FocusedValues {
    private var values: [ObjectIdentifier: Any] = [:]

    init() {}

    /// The value for `key`, nil when no focused view publishes one.
    public subscript<Key: FocusedValueKey>(key: Key.Type) -> Key.Value? {
        get { values[ObjectIdentifier(key)] as? Key.Value }
        set { values[ObjectIdentifier(key)] = newValue }
    }
}

extension FocusedValues: Equatable {
    /// Equal when they hold values for the same keys.
    public static func == (lhs: FocusedValues, rhs: FocusedValues) -> Bool {
        Set(lhs.values.keys) == Set(rhs.values.keys)
    }
}
