@_spi(Reflection) import Swift

/// How two values of one view or layout type compare, worked out once per type: whether the type is
/// Equatable, and where each stored field lies and how it compares. `InputComparison` reads two values
/// through it instead of a `Mirror` per comparison and a protocol cast per field, which every reused
/// row paid on every update; the answers are the same (`InputPlanTests` holds them side by side).
struct InputPlan {
    /// How one stored field compares.
    enum Field {
        /// `@State`, `@Environment` and the like: not an input.
        case state
        /// Compared with its type's `==`.
        case equatable(offset: Int, type: any Equatable.Type)
        /// Not Equatable (closures, tuples): always counts as changed.
        case opaque
    }

    /// The type's own Equatable conformance, if any.
    let equatable: (any Equatable.Type)?
    /// The stored fields in declaration order; nil when only a `Mirror` can say what they hold: classes,
    /// enums, custom mirrors, and fields whose value's type is not their declared one (references and
    /// existentials, whose `Mirror` child is the dynamic value).
    let fields: [Field]?

    init(_ type: Any.Type) {
        equatable = type as? any Equatable.Type
        fields = Self.fields(of: type)
    }

    private static func fields(of type: Any.Type) -> [Field]? {
        guard !(type is AnyObject.Type), !(type is any CustomReflectable.Type) else { return nil }
        var fields: [Field] = []
        var readable = true
        let isStruct = _forEachField(of: type) { _, offset, fieldType, kind in
            guard Self.isReadableInPlace(fieldType, kind: kind) else {
                readable = false
                return false
            }
            if fieldType is any NotAnInput.Type {
                fields.append(.state)
            } else if let equatable = fieldType as? any Equatable.Type {
                fields.append(.equatable(offset: offset, type: equatable))
            } else {
                fields.append(.opaque)
            }
            return true
        }
        return isStruct && readable ? fields : nil
    }

    /// Whether a field's stored bits are a value of its declared type: not a reference (whose dynamic
    /// type may be a subclass, or whose storage may be weak) and not an existential, nor an optional of one.
    private static func isReadableInPlace(_ type: Any.Type, kind: _MetadataKind) -> Bool {
        switch kind {
        case .class, .existential, .existentialMetatype, .foreignClass, .objcClassWrapper, .opaque, .unknown:
            return false
        case .optional:
            guard let wrapped = (type as? any OptionalType.Type)?.wrappedType else { return false }
            return isReadableInPlace(wrapped, kind: _MetadataKind(rawValue: metadataKind(wrapped)) ?? .unknown)
        default:
            return true
        }
    }
}

/// The runtime's kind of a type's metadata (what `_forEachField` reports for fields).
@_silgen_name("swift_getMetadataKind")
private func metadataKind(_ type: Any.Type) -> UInt

/// Lets a plan see through `Optional` to the wrapped type.
private protocol OptionalType {
    static var wrappedType: Any.Type { get }
}

extension Optional: OptionalType {
    static var wrappedType: Any.Type { Wrapped.self }
}

/// The plans of the types a graph has compared, in a `TypeTable`: every body whose view was rebuilt asks
/// for its view type's plan, and a dictionary's hash and exclusivity checks were about 300 instructions
/// a lookup.
package final class InputPlans {
    private let plans = TypeTable<InputPlan>()

    /// The plan for `type`, made on first use.
    func plan(for type: Any.Type) -> InputPlan {
        plans.value(for: type) { InputPlan(type) }
    }
}

/// Whether a view type's stored fields can hold an object a view observes, checked on its metadata once
/// so that views of plain values are never reflected for one. It asks exactly what
/// `ObservedObjects.reachable` looks for in the view's own fields: a class instance (an `@Observable`
/// model), optionally, or behind an existential; or a wrapper that carries one (`@ObservedObject`,
/// `@StateObject`, `@EnvironmentObject`, `@Bindable`). A struct, enum, tuple or closure in a field (a
/// row's data, an action) holds none that search could find.
enum ObjectFields {
    static func canHoldObjects(_ type: Any.Type) -> Bool {
        var holds = false
        let isStruct = _forEachField(of: type) { _, _, fieldType, kind in
            holds = canHold(fieldType, kind: kind)
            return !holds
        }
        return holds || !isStruct
    }

    /// Whether a stored value of `type` can be, or carry, an object a view observes.
    static func canHold(_ type: Any.Type) -> Bool {
        canHold(type, kind: _MetadataKind(rawValue: metadataKind(type)) ?? .unknown)
    }

    private static func canHold(_ type: Any.Type, kind: _MetadataKind) -> Bool {
        if type is any PublisherProviding.Type || type is any BindableObject.Type { return true }
        switch kind {
        case .struct, .enum, .tuple, .function:
            return false
        case .optional:
            guard let wrapped = (type as? any OptionalType.Type)?.wrappedType else { return true }
            return canHold(wrapped)
        default:
            // Classes, existentials, metatypes and anything else: assume they can.
            return true
        }
    }
}
