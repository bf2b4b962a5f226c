/// Decides whether a view's new value describes the same thing as its old one, so its body can be
/// skipped. Equatable views compare with `==`; others compare field by field when every field is
/// Equatable (state is not an input and is ignored); anything else, closures included, counts as changed.
enum InputComparison {
    /// Whether `old` and `new` (two values of one view or layout type) are equal inputs.
    static func equal(_ old: Any, _ new: Any) -> Bool {
        if let equatable = old as? any Equatable {
            return isEqual(equatable, new)
        }
        return fieldDifference(old, new, firstOnly: true) == 0
    }

    /// Which inputs differ, in one pass: 0 when `old` and `new` are equal inputs, else bit i for each
    /// differing stored field i (the first 64), so the cause can name them; all ones when they differ but
    /// no field can be named (a custom `==` that sees what the fields do not).
    static func difference(_ old: Any, _ new: Any) -> UInt64 {
        if let equatable = old as? any Equatable {
            if isEqual(equatable, new) { return 0 }
            let mask = fieldDifference(old, new, firstOnly: false)
            return mask == 0 ? .max : mask
        }
        return fieldDifference(old, new, firstOnly: false)
    }

    /// The differing stored fields (state skipped; a field that is not Equatable always differs); with
    /// `firstOnly` it stops at the first, for callers that only ask whether any differs.
    private static func fieldDifference(_ old: Any, _ new: Any, firstOnly: Bool) -> UInt64 {
        let oldFields = Mirror(reflecting: old).children
        let newFields = Mirror(reflecting: new).children
        guard oldFields.count == newFields.count else { return .max }
        var mask: UInt64 = 0
        for (index, (a, b)) in zip(oldFields, newFields).enumerated() {
            if a.value is StateProperty { continue }
            if let lhs = a.value as? any Equatable, isEqual(lhs, b.value) { continue }
            mask |= index < 64 ? 1 << UInt64(index) : 1 << 63
            if firstOnly { break }
        }
        return mask
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
