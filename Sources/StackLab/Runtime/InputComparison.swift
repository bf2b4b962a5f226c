/// Decides whether a view's new value describes the same thing as its old one, so its body can be
/// skipped. Equatable views compare with `==`; others compare field by field when every field is
/// Equatable (state is not an input and is ignored); anything else, closures included, counts as changed.
enum InputComparison {
    /// Whether `old` and `new` (two values of one view or layout type) are equal inputs.
    static func equal(_ old: Any, _ new: Any) -> Bool {
        if let equatable = old as? any Equatable {
            return isEqual(equatable, new)
        }
        let oldFields = Mirror(reflecting: old).children
        let newFields = Mirror(reflecting: new).children
        guard oldFields.count == newFields.count else { return false }
        for (a, b) in zip(oldFields, newFields) {
            if a.value is StateProperty { continue }
            guard let lhs = a.value as? any Equatable, isEqual(lhs, b.value) else { return false }
        }
        return true
    }

    /// Whether two state values are equal; values that are not Equatable always count as changed.
    static func valuesEqual(_ old: Any, _ new: Any) -> Bool {
        guard let lhs = old as? any Equatable else { return false }
        return isEqual(lhs, new)
    }

    private static func isEqual<T: Equatable>(_ lhs: T, _ rhs: Any) -> Bool {
        guard let rhs = rhs as? T else { return false }
        return lhs == rhs
    }
}
