@_spi(Nodes) import StackLabCore
import StackLabContent

/// The entries of a custom VoiceOver rotor, built by `AccessibilityRotorContentBuilder` (accepted:
/// VoiceOver is off, so no rotor is ever shown).
@MainActor @preconcurrency
public protocol AccessibilityRotorContent {
    /// The content this one is made of.
    associatedtype Body: AccessibilityRotorContent
    /// The content this one is made of.
    @AccessibilityRotorContentBuilder @MainActor @preconcurrency var body: Body { get }
}

extension Never: AccessibilityRotorContent {}

/// Builds rotor entries from the statements of a closure.
@resultBuilder
public struct AccessibilityRotorContentBuilder {
    /// An entry statement.
    public static func buildExpression<Content: AccessibilityRotorContent>(_ content: Content) -> Content { content }

    /// One entry.
    public static func buildBlock<Content: AccessibilityRotorContent>(_ content: Content) -> some AccessibilityRotorContent {
        AccessibilityTupleRotorContent(content)
    }

    /// An entry shown when a condition holds.
    public static func buildIf<Content: AccessibilityRotorContent>(_ content: Content?) -> some AccessibilityRotorContent {
        AccessibilityOptionalRotorContent(content)
    }
}

extension AccessibilityRotorContentBuilder {
    /// Two entries.
    public static func buildBlock<C0: AccessibilityRotorContent, C1: AccessibilityRotorContent>(_ c0: C0, _ c1: C1) -> some AccessibilityRotorContent {
        AccessibilityTupleRotorContent((c0, c1))
    }
}

extension AccessibilityRotorContentBuilder {
    /// Three entries.
    public static func buildBlock<C0: AccessibilityRotorContent, C1: AccessibilityRotorContent, C2: AccessibilityRotorContent>(_ c0: C0, _ c1: C1, _ c2: C2) -> some AccessibilityRotorContent {
        AccessibilityTupleRotorContent((c0, c1, c2))
    }
}

extension AccessibilityRotorContentBuilder {
    /// Four entries.
    public static func buildBlock<C0: AccessibilityRotorContent, C1: AccessibilityRotorContent, C2: AccessibilityRotorContent, C3: AccessibilityRotorContent>(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3) -> some AccessibilityRotorContent {
        AccessibilityTupleRotorContent((c0, c1, c2, c3))
    }
}

extension AccessibilityRotorContentBuilder {
    /// Five entries.
    public static func buildBlock<C0: AccessibilityRotorContent, C1: AccessibilityRotorContent, C2: AccessibilityRotorContent, C3: AccessibilityRotorContent,
                                  C4: AccessibilityRotorContent>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4) -> some AccessibilityRotorContent {
        AccessibilityTupleRotorContent((c0, c1, c2, c3, c4))
    }
}

extension AccessibilityRotorContentBuilder {
    /// Six entries.
    public static func buildBlock<C0: AccessibilityRotorContent, C1: AccessibilityRotorContent, C2: AccessibilityRotorContent, C3: AccessibilityRotorContent,
                                  C4: AccessibilityRotorContent, C5: AccessibilityRotorContent>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5)
        -> some AccessibilityRotorContent {
        AccessibilityTupleRotorContent((c0, c1, c2, c3, c4, c5))
    }
}

extension AccessibilityRotorContentBuilder {
    /// Seven entries.
    public static func buildBlock<C0: AccessibilityRotorContent, C1: AccessibilityRotorContent, C2: AccessibilityRotorContent, C3: AccessibilityRotorContent,
                                  C4: AccessibilityRotorContent, C5: AccessibilityRotorContent, C6: AccessibilityRotorContent>(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6) -> some AccessibilityRotorContent {
        AccessibilityTupleRotorContent((c0, c1, c2, c3, c4, c5, c6))
    }
}

extension AccessibilityRotorContentBuilder {
    /// Eight entries.
    public static func buildBlock<C0: AccessibilityRotorContent, C1: AccessibilityRotorContent, C2: AccessibilityRotorContent, C3: AccessibilityRotorContent,
                                  C4: AccessibilityRotorContent, C5: AccessibilityRotorContent, C6: AccessibilityRotorContent, C7: AccessibilityRotorContent>(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7) -> some AccessibilityRotorContent {
        AccessibilityTupleRotorContent((c0, c1, c2, c3, c4, c5, c6, c7))
    }
}

extension AccessibilityRotorContentBuilder {
    /// Nine entries.
    public static func buildBlock<C0: AccessibilityRotorContent, C1: AccessibilityRotorContent, C2: AccessibilityRotorContent, C3: AccessibilityRotorContent,
                                  C4: AccessibilityRotorContent, C5: AccessibilityRotorContent, C6: AccessibilityRotorContent, C7: AccessibilityRotorContent,
                                  C8: AccessibilityRotorContent>(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8) -> some AccessibilityRotorContent {
        AccessibilityTupleRotorContent((c0, c1, c2, c3, c4, c5, c6, c7, c8))
    }
}

extension AccessibilityRotorContentBuilder {
    /// Ten entries.
    public static func buildBlock<C0: AccessibilityRotorContent, C1: AccessibilityRotorContent, C2: AccessibilityRotorContent, C3: AccessibilityRotorContent,
                                  C4: AccessibilityRotorContent, C5: AccessibilityRotorContent, C6: AccessibilityRotorContent, C7: AccessibilityRotorContent,
                                  C8: AccessibilityRotorContent, C9: AccessibilityRotorContent>(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8, _ c9: C9) -> some AccessibilityRotorContent {
        AccessibilityTupleRotorContent((c0, c1, c2, c3, c4, c5, c6, c7, c8, c9))
    }
}

/// Several rotor entries.
nonisolated struct AccessibilityTupleRotorContent<T>: AccessibilityRotorContent {
    let value: T
    init(_ value: T) { self.value = value }
    var body: Never { return fatalError("rotor content has no body") }
    typealias Body = Never
}

/// A rotor entry shown when a condition holds.
nonisolated struct AccessibilityOptionalRotorContent<Content: AccessibilityRotorContent>: AccessibilityRotorContent {
    let content: Content?
    init(_ content: Content?) { self.content = content }
    var body: Never { return fatalError("rotor content has no body") }
    typealias Body = Never
}

/// One entry of a custom VoiceOver rotor: a label and the element or text range it moves to.
public struct AccessibilityRotorEntry<ID: Hashable> {
    let label: Text?
    let id: ID?

    /// An entry moving to the element with `id`.
    public init(_ label: Text, id: ID, textRange: Range<String.Index>? = nil, prepare: @escaping (() -> Void) = {}) {
        self.label = label
        self.id = id
    }

    /// An entry moving to the element with `id` in `namespace`.
    public init(_ label: Text, id: ID, in namespace: Namespace.ID, textRange: Range<String.Index>? = nil, prepare: @escaping (() -> Void) = {}) {
        self.init(label, id: id, textRange: textRange, prepare: prepare)
    }

    /// An entry moving to a range of text.
    public init(_ label: Text? = nil, textRange: Range<String.Index>, prepare: @escaping (() -> Void) = {}) where ID == Never {
        self.label = label
        id = nil
    }

    /// An entry moving to the element with `id`.
    public init(_ labelKey: LocalizedStringKey, id: ID, textRange: Range<String.Index>? = nil, prepare: @escaping (() -> Void) = {}) {
        self.init(Text(labelKey), id: id, textRange: textRange, prepare: prepare)
    }

    /// An entry moving to the element with `id`.
    @_disfavoredOverload
    public init<L: StringProtocol>(_ label: L, id: ID, textRange: Range<String.Index>? = nil, prepare: @escaping (() -> Void) = {}) {
        self.init(Text(label), id: id, textRange: textRange, prepare: prepare)
    }

    /// An entry moving to the element with `id` in `namespace`.
    public init(_ labelKey: LocalizedStringKey, id: ID, in namespace: Namespace.ID, textRange: Range<String.Index>? = nil, prepare: @escaping (() -> Void) = {}) {
        self.init(Text(labelKey), id: id, textRange: textRange, prepare: prepare)
    }

    /// An entry moving to the element with `id` in `namespace`.
    @_disfavoredOverload
    public init<L: StringProtocol>(_ label: L, _ id: ID, in namespace: Namespace.ID, textRange: Range<String.Index>? = nil, prepare: @escaping (() -> Void) = {}) {
        self.init(Text(label), id: id, textRange: textRange, prepare: prepare)
    }

    /// An entry moving to a range of text.
    public init(_ labelKey: LocalizedStringKey, textRange: Range<String.Index>, prepare: @escaping (() -> Void) = {}) where ID == Never {
        self.init(Text(labelKey), textRange: textRange, prepare: prepare)
    }

    /// An entry moving to a range of text.
    @_disfavoredOverload
    public init<L: StringProtocol>(_ label: L, textRange: Range<String.Index>, prepare: @escaping (() -> Void) = {}) where ID == Never {
        self.init(Text(label), textRange: textRange, prepare: prepare)
    }
}

extension AccessibilityRotorEntry: AccessibilityRotorContent {
    /// Primitive.
    nonisolated public var body: Never { return fatalError("AccessibilityRotorEntry has no body") }
    /// Primitive.
    public typealias Body = Never
}
