/// A type as written in a declaration (`[Post]?`, `Binding<UUID?>`, `(Item) -> Void`), parsed far enough
/// to tell what `init` can make a value of: its optionals, collections, closures and named parts.
public indirect enum TypeSyntax: Equatable, Sendable, CustomStringConvertible {
    /// `Outer.Inner<Argument>`: dotted components, each with its generic arguments.
    case named([Component])
    /// `T?`.
    case optional(TypeSyntax)
    /// `T!`: an implicitly unwrapped optional.
    case unwrapped(TypeSyntax)
    /// `[T]`.
    case array(TypeSyntax)
    /// `[Key: Value]`.
    case dictionary(key: TypeSyntax, value: TypeSyntax)
    /// `(a: Int, String)`; `()` is `Void`.
    case tuple([TypeSyntax])
    /// A closure type.
    case function(Function)
    /// `some View`, `any Proto`, `A & B`, `T.Type`, `inout`-less leftovers: kept as text, never made.
    case other(String)

    /// One dotted component of a named type.
    public struct Component: Equatable, Sendable {
        /// The component's name (`Inner`).
        public var name: String
        /// Its generic arguments.
        public var arguments: [TypeSyntax]

        /// A component `name<arguments>`.
        public init(name: String, arguments: [TypeSyntax] = []) {
            self.name = name
            self.arguments = arguments
        }
    }

    /// A function type: `@MainActor (Item, Int) async throws -> Void`.
    public struct Function: Equatable, Sendable {
        /// The parameter types.
        public var parameters: [TypeSyntax]
        /// The result type.
        public var result: TypeSyntax
        /// Whether it is `async`.
        public var isAsync: Bool
        /// Whether it `throws`.
        public var throwsErrors: Bool
        /// `@MainActor`, `@Sendable`, `@escaping`…, without the `@`.
        public var attributes: [String]
    }

    /// The type a dotted name names (`Outer.Inner`), without generic arguments.
    public static func dotted(_ name: String) -> TypeSyntax {
        .named(name.split(separator: ".").map { Component(name: String($0)) })
    }

    /// The type named `name`, with no module or outer type.
    public static func simple(_ name: String, _ arguments: [TypeSyntax] = []) -> TypeSyntax {
        .named([Component(name: name, arguments: arguments)])
    }

    /// Whether this is `Void` or `()`.
    public var isVoid: Bool {
        switch self {
        case .tuple(let elements): return elements.isEmpty
        case .named(let components): return components.count == 1 && components[0].name == "Void" || components.map(\.name) == ["Swift", "Void"]
        default: return false
        }
    }

    /// The type without one level of optional.
    public var unwrappingOptional: TypeSyntax? {
        switch self {
        case .optional(let wrapped), .unwrapped(let wrapped): return wrapped
        case .named(let components) where components.count == 1 && components[0].name == "Optional" && components[0].arguments.count == 1:
            return components[0].arguments[0]
        default: return nil
        }
    }

    /// The dotted name without generic arguments (`Outer.Inner`), for a named type.
    public var name: String? {
        guard case .named(let components) = self else { return nil }
        return components.map(\.name).joined(separator: ".")
    }

    /// This type with each generic parameter named in `map` replaced by its argument.
    public func substituting(_ map: [String: TypeSyntax]) -> TypeSyntax {
        guard !map.isEmpty else { return self }
        switch self {
        case .named(let components):
            if components.count == 1, components[0].arguments.isEmpty, let replacement = map[components[0].name] { return replacement }
            return .named(components.map { Component(name: $0.name, arguments: $0.arguments.map { $0.substituting(map) }) })
        case .optional(let wrapped): return .optional(wrapped.substituting(map))
        case .unwrapped(let wrapped): return .unwrapped(wrapped.substituting(map))
        case .array(let element): return .array(element.substituting(map))
        case .dictionary(let key, let value): return .dictionary(key: key.substituting(map), value: value.substituting(map))
        case .tuple(let elements): return .tuple(elements.map { $0.substituting(map) })
        case .function(var function):
            function.parameters = function.parameters.map { $0.substituting(map) }
            function.result = function.result.substituting(map)
            return .function(function)
        case .other: return self
        }
    }

    /// The type as Swift writes it.
    public var description: String {
        switch self {
        case .named(let components):
            return components.map { $0.arguments.isEmpty ? $0.name : "\($0.name)<\($0.arguments.map(\.description).joined(separator: ", "))>" }
                .joined(separator: ".")
        case .optional(let wrapped): return wrapped.needsParentheses ? "(\(wrapped))?" : "\(wrapped)?"
        case .unwrapped(let wrapped): return wrapped.needsParentheses ? "(\(wrapped))!" : "\(wrapped)!"
        case .array(let element): return "[\(element)]"
        case .dictionary(let key, let value): return "[\(key): \(value)]"
        case .tuple(let elements): return "(\(elements.map(\.description).joined(separator: ", ")))"
        case .function(let function):
            let attributes = function.attributes.map { "@\($0) " }.joined()
            let effects = (function.isAsync ? " async" : "") + (function.throwsErrors ? " throws" : "")
            return "\(attributes)(\(function.parameters.map(\.description).joined(separator: ", ")))\(effects) -> \(function.result)"
        case .other(let text): return text
        }
    }

    private var needsParentheses: Bool {
        if case .function = self { return true }
        if case .other(let text) = self { return text.contains(" ") }
        return false
    }
}

/// Reads a `TypeSyntax` from tokens.
struct TypeParser {
    let tokens: [SwiftToken]
    var index: Int

    /// Modifiers a parameter's type may carry, which do not change what value it takes.
    static let ownershipWords: Set<String> = ["inout", "sending", "borrowing", "consuming", "__owned", "__shared", "isolated", "repeat", "each"]

    /// Parses a type at `index`, leaving `index` after it; nil (and `index` unchanged) where no type starts.
    mutating func parse() -> TypeSyntax? {
        let start = index
        var attributes: [String] = []
        while index < tokens.count {
            let token = tokens[index]
            if token.kind == .attribute {
                attributes.append(String(token.text.dropFirst()))
                index += 1
                // `@MainActor(unsafe)`: arguments touch the attribute; `@escaping () -> Void` is a type after a space.
                if index < tokens.count, tokens[index].isPunctuation("("), tokens[index].range.lowerBound == token.range.upperBound { skipBalanced() }
            } else if token.kind == .identifier, Self.ownershipWords.contains(token.text) {
                index += 1
            } else {
                break
            }
        }
        guard var type = parsePrimary(attributes: attributes) else {
            index = start
            return nil
        }
        // Postfix: `?`, `!`, `.Type`, `.Protocol`, `...` (variadic), and `&` compositions.
        while index < tokens.count {
            let token = tokens[index]
            if token.isPunctuation("?"), !token.followsNewline {
                type = .optional(type)
                index += 1
            } else if token.isPunctuation("!"), !token.followsNewline {
                type = .unwrapped(type)
                index += 1
            } else if token.isPunctuation("."), index + 1 < tokens.count, ["Type", "Protocol"].contains(tokens[index + 1].text) {
                type = .other("\(type).\(tokens[index + 1].text)")
                index += 2
            } else if token.isPunctuation("&") {
                index += 1
                guard let other = parse() else { break }
                type = .other("\(type) & \(other)")
            } else {
                break
            }
        }
        return type
    }

    private mutating func parsePrimary(attributes: [String]) -> TypeSyntax? {
        guard index < tokens.count else { return nil }
        let token = tokens[index]
        if token.isPunctuation("(") {
            // A tuple, a parenthesized type, or a function's parameters.
            index += 1
            var elements: [TypeSyntax] = []
            while index < tokens.count, !tokens[index].isPunctuation(")") {
                // `name: Type` or `_ name: Type` labels in tuples and function types.
                if tokens[index].kind == .identifier, index + 1 < tokens.count {
                    if tokens[index + 1].isPunctuation(":") {
                        index += 2
                    } else if tokens[index + 1].kind == .identifier, index + 2 < tokens.count, tokens[index + 2].isPunctuation(":") {
                        index += 3
                    }
                }
                guard let element = parse() else { return nil }
                elements.append(element)
                if index < tokens.count, tokens[index].isPunctuation("...") { index += 1 }
                if index < tokens.count, tokens[index].isPunctuation(",") { index += 1 }
            }
            guard index < tokens.count else { return nil }
            index += 1  // `)`
            var isAsync = false
            var throwsErrors = false
            while index < tokens.count, ["async", "throws", "rethrows"].contains(tokens[index].text) {
                if tokens[index].text == "async" { isAsync = true } else { throwsErrors = true }
                index += 1
                // `throws(SomeError)`: typed throws.
                if throwsErrors, index < tokens.count, tokens[index].isPunctuation("("), !tokens[index].followsNewline { skipBalanced() }
            }
            if index < tokens.count, tokens[index].isPunctuation("->") {
                index += 1
                guard let result = parse() else { return nil }
                return .function(TypeSyntax.Function(parameters: elements, result: result, isAsync: isAsync, throwsErrors: throwsErrors, attributes: attributes))
            }
            if elements.count == 1, !attributes.contains(where: { $0 == "escaping" }) { return elements[0] }
            return .tuple(elements)
        }
        if token.isPunctuation("[") {
            index += 1
            guard let first = parse() else { return nil }
            if index < tokens.count, tokens[index].isPunctuation(":") {
                index += 1
                guard let value = parse() else { return nil }
                guard index < tokens.count, tokens[index].isPunctuation("]") else { return nil }
                index += 1
                return .dictionary(key: first, value: value)
            }
            guard index < tokens.count, tokens[index].isPunctuation("]") else { return nil }
            index += 1
            return .array(first)
        }
        if token.kind == .identifier, ["some", "any"].contains(token.text), index + 1 < tokens.count, tokens[index + 1].kind == .identifier || tokens[index + 1].isPunctuation("(") {
            index += 1
            guard let constraint = parse() else { return nil }
            return .other("\(token.text) \(constraint)")
        }
        guard token.kind == .identifier else { return nil }
        var components: [TypeSyntax.Component] = []
        while index < tokens.count, tokens[index].kind == .identifier {
            var component = TypeSyntax.Component(name: tokens[index].text)
            index += 1
            if index < tokens.count, tokens[index].isPunctuation("<"), !tokens[index].followsNewline {
                index += 1
                while index < tokens.count, !tokens[index].isPunctuation(">") {
                    guard let argument = parse() else { return nil }
                    component.arguments.append(argument)
                    if index < tokens.count, tokens[index].isPunctuation(",") { index += 1 }
                }
                guard index < tokens.count else { return nil }
                index += 1
            }
            components.append(component)
            // `Outer.Inner`, but not `.Type` / `.Protocol`, which the caller reads as postfix.
            guard index + 1 < tokens.count, tokens[index].isPunctuation("."), !tokens[index].followsNewline,
                  tokens[index + 1].kind == .identifier, !["Type", "Protocol"].contains(tokens[index + 1].text) else { break }
            index += 1
        }
        return .named(components)
    }

    /// Skips to the bracket that closes the one just opened and gives up on the type.
    /// Skips `( … )` starting at `index`.
    private mutating func skipBalanced() {
        index = tokens.closingIndex(of: index) + 1
    }
}
