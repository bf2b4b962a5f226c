/// Reads declarations from a file's active tokens: types and their members, extensions, type aliases,
/// imports. Bodies of functions, accessors and initial values are skipped by bracket, so any code inside
/// them, however new its syntax, never confuses the declarations around it. Types are read in
/// DeclarationParser+Types.swift, members in +Members, what is skipped in +Skipping.
struct DeclarationParser {
    let tokens: [SwiftToken]
    let file: String
    var index = 0

    init(tokens: [SwiftToken], file: String) {
        self.tokens = tokens
        self.file = file
    }

    /// Where members are read: a file's top level, a type's body or an extension's.
    enum Scope {
        case file
        case type(path: String, kind: TypeDeclaration.Kind)
        /// `defaultAccess`: what a member without an access modifier has (`private extension` makes it fileprivate).
        case extensionBody(path: String, defaultAccess: AccessLevel)

        var path: String? {
            switch self {
            case .file: return nil
            case .type(let path, _), .extensionBody(let path, _): return path
            }
        }

        /// The access of a member written without a modifier.
        var defaultAccess: AccessLevel {
            if case .extensionBody(_, let access) = self { return access }
            return .internal
        }

        /// `name` declared in this scope: `Outer.name` inside a type.
        func member(_ name: String) -> String {
            path.map { "\($0).\(name)" } ?? name
        }
    }

    /// What one body of members holds, for its owner to keep.
    struct Members {
        var properties: [Property] = []
        var initializers: [Initializer] = []
        var cases: [EnumCase] = []
        var hasBody = false
        var mentions: Set<String> = []
    }

    /// An attribute before a declaration: `@State`, `@Environment(\.locale)` (its arguments as written).
    struct Attribute {
        var name: String
        var arguments: String?
    }

    /// What precedes a declaration's keyword.
    struct Prefix {
        var attributes: [Attribute] = []
        var modifiers: [String] = []
        /// The access written, if any (`private(set)` writes none: it sets only the setter's).
        var access: AccessLevel?
    }

    static let modifiers: Set<String> = [
        "public", "private", "fileprivate", "internal", "package", "open", "final", "static", "override", "mutating", "nonmutating",
        "lazy", "weak", "unowned", "dynamic", "required", "convenience", "indirect", "nonisolated", "optional", "prefix", "postfix",
        "infix", "consuming", "borrowing", "distributed", "isolated", "__consuming", "unsafe",
    ]
    static let declarationKeywords: Set<String> = [
        "let", "var", "func", "init", "deinit", "subscript", "struct", "class", "enum", "actor", "protocol", "extension", "typealias",
        "case", "import", "associatedtype", "operator", "precedencegroup", "macro",
    ]

    /// Reads the whole file into `declarations`.
    mutating func parse(into declarations: inout Declarations) {
        _ = parseMembers(scope: .file, into: &declarations)
    }

    func token(_ offset: Int = 0) -> SwiftToken? {
        index + offset < tokens.count ? tokens[index + offset] : nil
    }

    func location(_ line: Int) -> SourceLocation { SourceLocation(file: file, line: line) }

    /// Whether the token at `position` starts a declaration: where an initial value or a bodiless
    /// declaration ends.
    func startsDeclaration(_ position: Int) -> Bool {
        guard position < tokens.count else { return true }
        let token = tokens[position]
        if token.kind == .attribute || token.kind == .pound { return true }
        guard token.kind == .identifier else { return token.isPunctuation("}") }
        if Self.declarationKeywords.contains(token.text) { return true }
        // `private(set)`, `nonisolated(unsafe)` and bare modifiers before a declaration.
        return Self.modifiers.contains(token.text) && position + 1 < tokens.count
            && (tokens[position + 1].kind == .identifier || tokens[position + 1].isPunctuation("("))
    }

    /// Whether the token at `position` is written against the one before it (`@Wrapper(`, `Type<`).
    func touchesPrevious(_ position: Int) -> Bool {
        position > 0 && position < tokens.count && tokens[position].range.lowerBound == tokens[position - 1].range.upperBound
    }

    // MARK: Members

    mutating func parseMembers(scope: Scope, into declarations: inout Declarations) -> Members {
        var members = Members()
        while let current = token() {
            if current.isPunctuation("}") {
                index += 1
                if case .file = scope { continue }
                return members
            }
            if current.isPunctuation(";") { index += 1; continue }
            let start = index
            let prefix = parsePrefix()
            guard let keyword = token() else { break }
            let line = keyword.line
            switch keyword.kind == .identifier ? keyword.text : "" {
            case "import":
                index += 1
                if let kind = token(), ["struct", "class", "enum", "protocol", "typealias", "func", "var", "let"].contains(kind.text) { index += 1 }
                if let name = token(), name.kind == .identifier { declarations.imports[file, default: []].insert(name.text) }
                skipRestOfDeclaration()
            case "struct", "class", "enum", "actor", "protocol":
                let kind = TypeDeclaration.Kind(rawValue: keyword.text) ?? .structure
                parseType(kind: kind, scope: scope, access: prefix.access ?? scope.defaultAccess, attributes: prefix.attributes.map(\.name),
                          isFinal: prefix.modifiers.contains("final"), line: line, into: &declarations)
            case "extension":
                // Members of a `private extension` are fileprivate; of a `public extension`, public.
                let extensionAccess = prefix.access.map { $0 == .private ? AccessLevel.fileprivate : $0 } ?? .internal
                parseExtension(scope: scope, access: extensionAccess, into: &declarations)
            case "typealias":
                parseTypeAlias(scope: scope, into: &declarations)
            case "let", "var":
                for property in parseBindings(isLet: keyword.text == "let", prefix: prefix, access: prefix.access ?? scope.defaultAccess, members: &members) {
                    members.properties.append(property)
                    if property.name == "body", !property.isStatic, property.isComputed { members.hasBody = true }
                }
            case "init":
                if var initializer = parseInitializer(access: prefix.access ?? scope.defaultAccess, members: &members) {
                    // Declared (a wrapper's still shapes memberwise initializers), but no call compiles.
                    initializer.isUnavailable = prefix.attributes.contains(where: Self.isUnavailableEverywhere)
                    members.initializers.append(initializer)
                }
            case "case":
                if case .type(_, .enumeration) = scope {
                    parseCases(into: &members)
                } else {
                    skipRestOfDeclaration()
                }
            case "func", "subscript", "deinit", "operator", "precedencegroup", "associatedtype", "macro":
                index += 1
                skipFunctionLike(members: &members)
            default:
                skipStatement()
            }
            if index == start { index += 1 }  // never loop on a token nothing understood
        }
        // The file ended inside a type or extension: its closing brace is missing.
        switch scope {
        case .file: break
        case .type(let path, _), .extensionBody(let path, _):
            declarations.unclosed.append(SourceLocation(file: file, line: tokens.last?.line ?? 0, subject: path))
        }
        return members
    }

    /// Attributes and modifiers, in any order, before a declaration's keyword.
    private mutating func parsePrefix() -> Prefix {
        var prefix = Prefix()
        while let next = token() {
            if next.kind == .attribute {
                index += 1
                // `@DecodableDefault.Custom<Value>`: a generic wrapper's arguments.
                if token()?.isPunctuation("<") == true, touchesPrevious(index) { skipAngles() }
                var arguments: String?
                if token()?.isPunctuation("(") == true, touchesPrevious(index) {
                    let start = index + 1
                    skipBalanced()
                    arguments = tokens[start..<max(start, index - 1)].map(\.text).joined()
                }
                prefix.attributes.append(Attribute(name: String(next.text.dropFirst()), arguments: arguments))
            } else if next.kind == .identifier, Self.modifiers.contains(next.text), let after = token(1),
                      after.kind == .identifier || after.isPunctuation("(") || after.kind == .attribute {
                index += 1
                // `private(set)` sets only the setter's access; `nonisolated(unsafe)` is still a modifier.
                var setterOnly = false
                if token()?.isPunctuation("(") == true {
                    setterOnly = AccessLevel(word: next.text) != nil
                    skipBalanced()
                }
                if let level = AccessLevel(word: next.text) {
                    if !setterOnly { prefix.access = level }
                } else {
                    prefix.modifiers.append(next.text)
                }
            } else if next.isIdentifier("class"), let after = token(1), after.kind == .identifier,
                      ["func", "var", "let", "subscript"].contains(after.text) || Self.modifiers.contains(after.text) {
                // `class func`, `class var`: a modifier here, not a declaration.
                index += 1
                prefix.modifiers.append("static")
            } else {
                break
            }
        }
        return prefix
    }

    /// `@available(*, unavailable)`: no call compiles on any platform. `@available(iOS, unavailable)`
    /// leaves it available in the lab on Linux.
    static func isUnavailableEverywhere(_ attribute: Attribute) -> Bool {
        guard attribute.name == "available", let arguments = attribute.arguments else { return false }
        let parts = arguments.split(separator: ",").map(String.init)
        return parts.first == "*" && parts.dropFirst().contains("unavailable")
    }
}
