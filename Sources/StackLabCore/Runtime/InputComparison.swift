/// Decides whether a view's new value describes the same thing as its old one, so its body can be
/// skipped. Equatable views compare with `==`; others compare field by field when every field is
/// Equatable (state is not an input and is ignored); anything else, closures included, counts as changed.
package enum InputComparison {
    /// Whether `old` and `new` (two values of one view or layout type) are equal inputs; `plans` are
    /// the graph's, which answer without a `Mirror` when both values have one type.
    package static func equal(_ old: Any, _ new: Any, plans: InputPlans? = nil) -> Bool {
        compare(old, new, plans: plans, firstOnly: true) == 0
    }

    /// Which inputs differ, in one pass: 0 when `old` and `new` are equal inputs, else bit i for each
    /// differing stored field i (the first 64), so the cause can name them; all ones when they differ but
    /// no field can be named (a custom `==` that sees what the fields do not).
    static func difference(_ old: Any, _ new: Any, plans: InputPlans? = nil) -> UInt64 {
        compare(old, new, plans: plans, firstOnly: false)
    }

    /// `difference`, stopping at the first differing field with `firstOnly` (for callers that only ask
    /// whether any differs). Through a plan when there is one for both values, else through a `Mirror`.
    private static func compare(_ old: Any, _ new: Any, plans: InputPlans?, firstOnly: Bool) -> UInt64 {
        if let plans, type(of: old) == type(of: new) {
            let plan = plans.plan(for: type(of: old))
            if let equatable = plan.equatable {
                // The type's own `==`, called through the plan: no conformance lookup per comparison.
                if withPayloads(old, new, { isEqual(equatable, $0, $1) }) { return 0 }
                if firstOnly { return .max }
                if let fields = plan.fields { return withPayloads(old, new) { nonzero(difference(fields, $0, $1, firstOnly: false)) } }
                return nonzero(fieldDifference(old, new, firstOnly: false))
            }
            if let fields = plan.fields {
                return withPayloads(old, new) { difference(fields, $0, $1, firstOnly: firstOnly) }
            }
        }
        if let equatable = old as? any Equatable {
            if isEqual(equatable, new) { return 0 }
            return firstOnly ? .max : nonzero(fieldDifference(old, new, firstOnly: false))
        }
        return fieldDifference(old, new, firstOnly: firstOnly)
    }

    /// A custom `==` said the values differ: no differing field means all ones.
    private static func nonzero(_ mask: UInt64) -> UInt64 {
        mask == 0 ? .max : mask
    }

    /// The differing stored fields (state skipped; a field that is not Equatable always differs); with
    /// `firstOnly` it stops at the first, for callers that only ask whether any differs.
    private static func fieldDifference(_ old: Any, _ new: Any, firstOnly: Bool) -> UInt64 {
        let oldFields = Mirror(reflecting: old).children
        let newFields = Mirror(reflecting: new).children
        guard oldFields.count == newFields.count else { return .max }
        var mask: UInt64 = 0
        for (index, (a, b)) in zip(oldFields, newFields).enumerated() {
            if a.value is NotAnInput { continue }
            if let lhs = a.value as? any Equatable, isEqual(lhs, b.value) { continue }
            mask |= index < 64 ? 1 << UInt64(index) : 1 << 63
            if firstOnly { break }
        }
        return mask
    }

    /// `fieldDifference` through a plan: the same bits, read in place.
    private static func difference(_ fields: [InputPlan.Field], _ a: UnsafeRawPointer, _ b: UnsafeRawPointer, firstOnly: Bool) -> UInt64 {
        var mask: UInt64 = 0
        for (index, field) in fields.enumerated() {
            switch field {
            case .state: continue
            case let .equatable(offset, type): if isEqual(type, a + offset, b + offset) { continue }
            case .opaque: break
            }
            mask |= index < 64 ? 1 << UInt64(index) : 1 << 63
            if firstOnly { break }
        }
        return mask
    }

    /// The two values' storage, for a plan to read; the caller has checked that their types are one.
    private static func withPayloads<R>(_ old: Any, _ new: Any, _ body: (UnsafeRawPointer, UnsafeRawPointer) -> R) -> R {
        func openOld<Old>(_ old: Old) -> R {
            withUnsafePointer(to: old) { a in
                func openNew<New>(_ new: New) -> R {
                    withUnsafePointer(to: new) { b in body(UnsafeRawPointer(a), UnsafeRawPointer(b)) }
                }
                return _openExistential(new, do: openNew)
            }
        }
        return _openExistential(old, do: openOld)
    }

    private static func isEqual<T: Equatable>(_ type: T.Type, _ a: UnsafeRawPointer, _ b: UnsafeRawPointer) -> Bool {
        a.assumingMemoryBound(to: T.self).pointee == b.assumingMemoryBound(to: T.self).pointee
    }

    /// Whether two state values are equal; values that are not Equatable always count as changed. With
    /// `plans`, a type's `==` is found once, not looked up on every call.
    package static func valuesEqual(_ old: Any, _ new: Any, plans: InputPlans? = nil) -> Bool {
        if let plans, type(of: old) == type(of: new) {
            guard let equatable = plans.plan(for: type(of: old)).equatable else { return false }
            return withPayloads(old, new) { isEqual(equatable, $0, $1) }
        }
        guard let lhs = old as? any Equatable else { return false }
        return isEqual(lhs, new)
    }

    /// Whether `rhs` is a `T` equal to `lhs`.
    package static func isEqual<T: Equatable>(_ lhs: T, _ rhs: Any) -> Bool {
        guard let rhs = rhs as? T else { return false }
        return lhs == rhs
    }
}
