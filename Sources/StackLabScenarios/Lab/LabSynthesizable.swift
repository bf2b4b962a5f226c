import Foundation
import StackLab

/// A type the lab makes up values of by calling its own initializer (or choosing one of its cases), each
/// argument made up from its name: what `swift package frameprof init` writes for a team's models that
/// are not `Decodable`, and what a team writes where the made-up values should follow a rule of its own.
///
///     extension Shelf.Item: LabSynthesizable {
///         public static func labSynthesize(_ values: LabValues) throws -> Self {
///             try Self(id: values.make("id"), title: values.make("title"), tags: values.make("tags"))
///         }
///     }
///
/// Main-actor isolated, as a team's models and their initializers often are (`@Observable @MainActor`).
public protocol LabSynthesizable {
    /// A value of this type, its fields made by `values` (`values.make("title")`).
    @MainActor static func labSynthesize(_ values: LabValues) throws -> Self
}

/// The made-up values of one field of one row: `make("title")` gives the value of the field `title`
/// under it, of whatever type the call site needs, by the rules of `LabData.synthesize` (its name, a
/// hint, its type). The same row and path give the same value on every machine.
public struct LabValues {
    let synthesis: Synthesis
    let path: [any CodingKey]

    /// The value of the field `key`, of the type the call site needs: a number, text, a URL or date, an
    /// optional, an array or dictionary of them, a `Binding`, a `CaseIterable` or `Decodable` type, or a
    /// `LabSynthesizable` one. Throws a `LabError` naming the field for a type the lab cannot make.
    public func make<T>(_ key: String) throws -> T {
        try make(key, as: T.self)
    }

    /// The value of the field `key` as a `type`, where the call site does not say which
    /// (`.environmentObject(values.make("store", as: Store.self))`).
    public func make<T>(_ key: String, as type: T.Type) throws -> T {
        let value = try synthesis.makeAny(type, at: path + [SynthesisKey(key)])
        guard let typed = value as? T else {
            throw LabError(key: synthesis.names(path + [SynthesisKey(key)]).path, message: "made a \(Swift.type(of: value)) where a \(T.self) was needed")
        }
        return typed
    }

    /// Which of `count` alternatives this value takes (an enumeration's cases): the same for the same row
    /// and path.
    public func choice(of count: Int) -> Int {
        guard count > 1 else { return 0 }
        var random = synthesis.generator(at: path + [SynthesisKey("case")])
        return Int(random.next() % UInt64(count))
    }

    /// `value`, or an error naming `type` when a failable initializer refused the made-up arguments.
    public func require<T>(_ value: T?, _ type: String) throws -> T {
        guard let value else { throw LabError.refusedValues(of: type, key: synthesis.names(path).path) }
        return value
    }
}

// MARK: Types made element by element

/// `Optional`, for the maker to see through without knowing the wrapped type statically.
protocol LabOptionalType {
    static var labWrappedType: Any.Type { get }
    static func labWrap(_ value: Any?) -> Any
}

extension Optional: LabOptionalType {
    static var labWrappedType: Any.Type { Wrapped.self }
    static func labWrap(_ value: Any?) -> Any { value.flatMap { $0 as? Wrapped } as Wrapped? as Any }
}

/// Arrays and sets: made element by element.
protocol LabCollectionType {
    static var labElementType: Any.Type { get }
    static func labCollection(_ elements: [Any]) -> Any
}

extension Array: LabCollectionType {
    static var labElementType: Any.Type { Element.self }
    static func labCollection(_ elements: [Any]) -> Any { elements.compactMap { $0 as? Element } }
}

extension Set: LabCollectionType {
    static var labElementType: Any.Type { Element.self }
    static func labCollection(_ elements: [Any]) -> Any { Set(elements.compactMap { $0 as? Element }) }
}

extension ContiguousArray: LabCollectionType {
    static var labElementType: Any.Type { Element.self }
    static func labCollection(_ elements: [Any]) -> Any { ContiguousArray(elements.compactMap { $0 as? Element }) }
}

extension ArraySlice: LabCollectionType {
    static var labElementType: Any.Type { Element.self }
    static func labCollection(_ elements: [Any]) -> Any { ArraySlice(elements.compactMap { $0 as? Element }) }
}

/// Dictionaries: keys and values made in pairs.
protocol LabDictionaryType {
    static var labKeyType: Any.Type { get }
    static var labValueType: Any.Type { get }
    static func labDictionary(_ pairs: [(Any, Any)]) -> Any
}

extension Dictionary: LabDictionaryType {
    static var labKeyType: Any.Type { Key.self }
    static var labValueType: Any.Type { Value.self }
    static func labDictionary(_ pairs: [(Any, Any)]) -> Any {
        var result: [Key: Value] = [:]
        for (key, value) in pairs {
            if let key = key as? Key, let value = value as? Value { result[key] = value }
        }
        return result
    }
}

/// `Binding`: a binding to a made-up value that its writes change, as a row's `@Binding` is.
protocol LabBindingType {
    static var labValueType: Any.Type { get }
    static func labBinding(to value: Any) -> Any
}

extension Binding: LabBindingType {
    static var labValueType: Any.Type { Value.self }
    static func labBinding(to value: Any) -> Any {
        guard let typed = value as? Value else { return value }
        let box = LabBindingBox(typed)
        return Binding(get: { box.value }, set: { box.value = $0 })
    }
}

/// What a made-up binding reads and writes.
private final class LabBindingBox<Value>: @unchecked Sendable {
    var value: Value
    init(_ value: Value) { self.value = value }
}
