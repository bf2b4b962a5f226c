import Foundation

/// Reads declarations from a file's active tokens: types and their members, extensions, type aliases,
/// imports. Bodies of functions, accessors and initial values are skipped by bracket, so any code inside
/// them, however new its syntax, never confuses the declarations around it.
struct DeclarationParser {
    private let tokens: [SwiftToken]
    private let file: String
    private var index = 0

    init(tokens: [SwiftToken], file: String) {
        self.tokens = tokens
        self.file = file
    }

    /// Where members are read: a file's top level, a type's body or an extension's.
    private enum Scope {
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
    }

    /// What one body of members holds, for its owner to keep.
    private struct Members {
        var properties: [Property] = []
        var initializers: [Initializer] = []
        var cases: [EnumCase] = []
        var hasBody = false
        var mentions: Set<String> = []
        var nestedTypes: [String] = []
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
    /// Containers that make a view a screen rather than a row.
    static let screenContainers: Set<String> = ["List", "Form", "NavigationStack", "NavigationView", "NavigationSplitView", "TabView", "Table"]

    /// Reads the whole file into `declarations`.
    mutating func parse(into declarations: inout Declarations) {
        _ = parseMembers(scope: .file, into: &declarations)
    }

    private func token(_ offset: Int = 0) -> SwiftToken? {
        index + offset < tokens.count ? tokens[index + offset] : nil
    }

    private func location(_ line: Int) -> SourceLocation { SourceLocation(file: file, line: line) }

    /// Whether the token at `position` starts a declaration: where an initial value or a bodiless
    /// declaration ends.
    private func startsDeclaration(_ position: Int) -> Bool {
        guard position < tokens.count else { return true }
        let token = tokens[position]
        if token.kind == .attribute || token.kind == .pound { return true }
        guard token.kind == .identifier else { return token.isPunctuation("}") }
        if Self.declarationKeywords.contains(token.text) { return true }
        // `private(set)`, `nonisolated(unsafe)` and bare modifiers before a declaration.
        return Self.modifiers.contains(token.text) && position + 1 < tokens.count
            && (tokens[position + 1].kind == .identifier || tokens[position + 1].isPunctuation("("))
    }

    // MARK: Members

    private mutating func parseMembers(scope: Scope, into declarations: inout Declarations) -> Members {
        var members = Members()
        while let current = token() {
            if current.isPunctuation("}") {
                if case .file = scope { index += 1; continue }
                index += 1
                return members
            }
            if current.isPunctuation(";") { index += 1; continue }
            let start = index
            var attributes: [(name: String, hasArguments: Bool, arguments: String?)] = []
            var modifiers: [String] = []
            var access: AccessLevel?
            // Attributes and modifiers, in any order.
            while let next = token() {
                if next.kind == .attribute {
                    index += 1
                    // `@DecodableDefault.Custom<Value>`: a generic wrapper's arguments.
                    if let open = token(), open.isPunctuation("<"), open.range.lowerBound == tokens[index - 1].range.upperBound { skipAngles() }
                    var arguments: String?
                    if let open = token(), open.isPunctuation("("), open.range.lowerBound == tokens[index - 1].range.upperBound {
                        let start = index + 1
                        skipBalanced()
                        arguments = tokens[start..<max(start, index - 1)].map(\.text).joined()
                    }
                    attributes.append((String(next.text.dropFirst()), arguments != nil, arguments))
                } else if next.kind == .identifier, Self.modifiers.contains(next.text), let after = token(1),
                          after.kind == .identifier || after.isPunctuation("(") || after.kind == .attribute {
                    index += 1
                    // `private(set)` sets only the setter's access; `nonisolated(unsafe)` is still a modifier.
                    var setterOnly = false
                    if let open = token(), open.isPunctuation("(") {
                        setterOnly = AccessLevel(word: next.text) != nil
                        skipBalanced()
                    }
                    if let level = AccessLevel(word: next.text) {
                        if !setterOnly { access = level }
                    } else {
                        modifiers.append(next.text)
                    }
                } else if next.isIdentifier("class"), let after = token(1), after.kind == .identifier,
                          ["func", "var", "let", "subscript"].contains(after.text) || Self.modifiers.contains(after.text) {
                    // `class func`, `class var`: a modifier here, not a declaration.
                    index += 1
                    modifiers.append("static")
                } else {
                    break
                }
            }
            guard let keyword = token() else { break }
            let line = keyword.line
            switch keyword.kind == .identifier ? keyword.text : "" {
            case "import":
                index += 1
                if let kind = token(), ["struct", "class", "enum", "protocol", "typealias", "func", "var", "let"].contains(kind.text) { index += 1 }
                if let name = token(), name.kind == .identifier { declarations.imports.insert(name.text) }
                skipRestOfDeclaration()
            case "struct", "class", "enum", "actor", "protocol":
                let kind = TypeDeclaration.Kind(rawValue: keyword.text == "actor" ? "actor" : keyword.text) ?? .structure
                if let path = parseType(kind: kind, scope: scope, access: access ?? scope.defaultAccess, attributes: attributes.map(\.name),
                                        modifiers: modifiers, line: line, into: &declarations) {
                    members.nestedTypes.append(path)
                }
            case "extension":
                // Members of a `private extension` are fileprivate; of a `public extension`, public.
                let extensionAccess = access.map { $0 == .private ? AccessLevel.fileprivate : $0 } ?? .internal
                parseExtension(scope: scope, access: extensionAccess, line: line, into: &declarations)
            case "typealias":
                index += 1
                guard let name = token(), name.kind == .identifier else { skipRestOfDeclaration(); break }
                index += 1
                var generics: [String] = []
                if token()?.isPunctuation("<") == true { generics = parseGenericParameterNames() }
                guard let equals = token(), equals.isPunctuation("=") else { skipRestOfDeclaration(); break }
                index += 1
                var parser = TypeParser(tokens: tokens, index: index)
                if let target = parser.parse() {
                    index = parser.index
                    let path = scope.path.map { "\($0).\(name.text)" } ?? name.text
                    declarations.aliases[path] = TypeAlias(path: path, target: target, access: access ?? .internal, genericParameters: generics)
                }
                skipRestOfDeclaration()
            case "let", "var":
                let isStatic = modifiers.contains("static")
                for property in parseBindings(isLet: keyword.text == "let", attributes: attributes, access: access ?? (scope.defaultAccess == .internal ? nil : scope.defaultAccess), isStatic: isStatic,
                                              isLazy: modifiers.contains("lazy"), line: line, members: &members) {
                    members.properties.append(property)
                    if property.name == "body", !property.isStatic, property.isComputed { members.hasBody = true }
                }
            case "init":
                if let initializer = parseInitializer(access: access ?? scope.defaultAccess, modifiers: modifiers, attributes: attributes.map(\.name), line: line,
                                                      members: &members) {
                    // `@available(*, unavailable)`: declared (a wrapper's still shapes memberwise initializers), but no call compiles.
                    var kept = initializer
                    kept.isUnavailable = attributes.contains { $0.name == "available" && ($0.arguments ?? "").contains("unavailable") }
                    members.initializers.append(kept)
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
            declarations.unclosed.append(SourceLocation(file: file, line: tokens.last?.line ?? 0, description: path))
        }
        return members
    }

    // MARK: Types

    private mutating func parseType(kind: TypeDeclaration.Kind, scope: Scope, access: AccessLevel, attributes: [String], modifiers: [String],
                                    line: Int, into declarations: inout Declarations) -> String? {
        index += 1
        guard let name = token(), name.kind == .identifier else {
            skipStatement()
            return nil
        }
        index += 1
        var generics: [String] = []
        if let open = token(), open.isPunctuation("<") { generics = parseGenericParameterNames() }
        let inherited = parseInheritance()
        skipWhereClause()
        let path = scope.path.map { "\($0).\(name.text)" } ?? name.text
        guard let open = token(), open.isPunctuation("{") else {
            skipStatement()
            return nil
        }
        index += 1
        var declaration = TypeDeclaration(kind: kind, path: path, access: access, attributes: attributes, isFinal: modifiers.contains("final"),
                                          genericParameters: generics, inherited: inherited, location: location(line))
        // In declaration order: a type before the types nested in it.
        if declarations.types[path] == nil, !declarations.order.contains(path) { declarations.order.append(path) }
        if kind == .protocolType {
            index -= 1
            skipBalanced()
        } else {
            let members = parseMembers(scope: .type(path: path, kind: kind), into: &declarations)
            declaration.properties = members.properties
            declaration.initializers = members.initializers
            declaration.cases = members.cases
            declaration.hasBody = members.hasBody
            declaration.bodyMentions = members.mentions
            declaration.bodyContainers = members.mentions.intersection(Self.screenContainers)
        }
        declarations.types[path] = declaration
        return path
    }

    private mutating func parseExtension(scope: Scope, access: AccessLevel, line: Int, into declarations: inout Declarations) {
        index += 1
        var parser = TypeParser(tokens: tokens, index: index)
        guard let extended = parser.parse() else {
            skipStatement()
            return
        }
        index = parser.index
        let inherited = parseInheritance()
        let isConstrained = token()?.isIdentifier("where") == true
        skipWhereClause()
        guard let open = token(), open.isPunctuation("{") else {
            skipStatement()
            return
        }
        index += 1
        // `extension [Post]`, `extension Optional<Post>`: only a named type's extension adds to one of the module's types.
        let path = extended.name ?? extended.description
        let members = parseMembers(scope: .extensionBody(path: path, defaultAccess: access), into: &declarations)
        declarations.extensions.append(Extension(extendedType: path, inherited: inherited, properties: members.properties,
                                                 initializers: members.initializers, hasBody: members.hasBody, bodyMentions: members.mentions,
                                                 bodyContainers: members.mentions.intersection(Self.screenContainers),
                                                 nestedTypes: members.nestedTypes, location: location(line), isConstrained: isConstrained))
    }

    /// `<Content: View, each T>`: the parameter names.
    private mutating func parseGenericParameterNames() -> [String] {
        var names: [String] = []
        var depth = 0
        var expectName = true
        while let current = token() {
            if current.isPunctuation("<") { depth += 1; expectName = depth == 1 } else if current.isPunctuation(">") {
                depth -= 1
                if depth == 0 { index += 1; break }
            } else if depth == 1, current.isPunctuation(",") {
                expectName = true
            } else if depth == 1, expectName, current.kind == .identifier, !["each", "let"].contains(current.text) {
                names.append(current.text)
                expectName = false
            }
            index += 1
        }
        return names
    }

    /// `: View, Identifiable, Codable`: the inherited types, up to `where` or `{`.
    private mutating func parseInheritance() -> [TypeSyntax] {
        guard let colon = token(), colon.isPunctuation(":") else { return [] }
        index += 1
        var inherited: [TypeSyntax] = []
        while let current = token(), !current.isPunctuation("{"), !current.isIdentifier("where") {
            // `@MainActor View`, `~Copyable`, `@unchecked Sendable`: attributes and suppressions before a name.
            if current.kind == .attribute || current.isPunctuation("~") {
                index += 1
                continue
            }
            var parser = TypeParser(tokens: tokens, index: index)
            if let type = parser.parse() {
                inherited.append(type)
                index = parser.index
            } else {
                index += 1
            }
            if let comma = token(), comma.isPunctuation(",") { index += 1 }
        }
        return inherited
    }

    private mutating func skipWhereClause() {
        guard token()?.isIdentifier("where") == true else { return }
        while let current = token(), !current.isPunctuation("{") {
            if current.isPunctuation("(") || current.isPunctuation("[") || current.isPunctuation("<") {
                if current.isPunctuation("<") { skipAngles() } else { skipBalanced() }
                continue
            }
            if startsDeclaration(index), current.followsNewline { return }
            index += 1
        }
    }

    // MARK: Properties

    private mutating func parseBindings(isLet: Bool, attributes: [(name: String, hasArguments: Bool, arguments: String?)], access: AccessLevel?, isStatic: Bool,
                                        isLazy: Bool, line: Int, members: inout Members) -> [Property] {
        index += 1
        // The first attribute that is not a known plain attribute is the property wrapper.
        let plain: Set<String> = ["MainActor", "objc", "nonobjc", "available", "ObservationIgnored", "ObservationTracked", "usableFromInline",
                                  "inlinable", "discardableResult", "preconcurrency", "IBOutlet", "IBInspectable", "NSManaged", "GKInspectable",
                                  "_spi", "frozen", "exclusivity", "backDeployed", "Transient", "Attribute", "Relationship", "unchecked",
                                  "globalActor", "Sendable", "retroactive", "warn_unqualified_access", "TaskLocal", "_disfavoredOverload"]
        let wrapper = attributes.first { !plain.contains($0.name) }
        var properties: [Property] = []
        while true {
            guard let name = token() else { break }
            if name.isPunctuation("(") {
                // `let (a, b) = …`: a tuple pattern; nothing to keep.
                skipBalanced()
                skipInitialValueAndAccessors()
                return properties
            }
            guard name.kind == .identifier else { skipStatement(); return properties }
            index += 1
            var property = Property(name: name.text, type: nil, access: access ?? .internal, hasExplicitAccess: access != nil, isLet: isLet,
                                    isStatic: isStatic, isLazy: isLazy, hasInitialValue: wrapper?.hasArguments ?? false, isComputed: false,
                                    wrapper: wrapper?.name, wrapperHasArguments: wrapper?.hasArguments ?? false, wrapperArguments: wrapper?.arguments,
                                    attributes: attributes.map(\.name), line: name.line)
            if let colon = token(), colon.isPunctuation(":") {
                index += 1
                var parser = TypeParser(tokens: tokens, index: index)
                property.type = parser.parse()
                index = parser.index
            }
            if let equals = token(), equals.isPunctuation("=") {
                index += 1
                property.hasInitialValue = true
                skipExpression()
            }
            if let open = token(), open.isPunctuation("{") {
                // An accessor block: observers keep the property stored; `get`, `set` or a bare body compute it.
                var look = index + 1
                while look < tokens.count, tokens[look].kind == .attribute { look += 1 }
                let first = look < tokens.count ? tokens[look].text : ""
                property.isComputed = !["willSet", "didSet"].contains(first)
                let before = index
                skipBalanced()
                if property.isComputed {
                    for position in before..<index { mention(position, into: &members) }
                }
            }
            properties.append(property)
            guard let comma = token(), comma.isPunctuation(",") else { break }
            index += 1
        }
        return properties
    }

    /// Records a capitalized name called or built at `position` (`PostRow(`, `List {`, `Text.init`).
    private func mention(_ position: Int, into members: inout Members) {
        let token = tokens[position]
        guard token.kind == .identifier, let first = token.text.unicodeScalars.first, CharacterSet.uppercaseLetters.contains(first) else { return }
        members.mentions.insert(token.text)
    }

    // MARK: Initializers

    private mutating func parseInitializer(access: AccessLevel?, modifiers: [String], attributes: [String], line: Int, members: inout Members) -> Initializer? {
        index += 1
        var isFailable = false
        if let mark = token(), mark.isPunctuation("?") || mark.isPunctuation("!"), !mark.followsNewline {
            isFailable = true
            index += 1
        }
        var isGeneric = false
        if let open = token(), open.isPunctuation("<") {
            isGeneric = true
            skipAngles()
        }
        guard let open = token(), open.isPunctuation("(") else {
            skipFunctionLike(members: &members)
            return nil
        }
        let parameters = parseParameters()
        var throwsErrors = false
        var isAsync = false
        while let effect = token(), ["async", "throws", "rethrows"].contains(effect.text) {
            if effect.text == "async" { isAsync = true } else { throwsErrors = true }
            index += 1
            if throwsErrors, let typed = token(), typed.isPunctuation("("), !typed.followsNewline { skipBalanced() }
        }
        if token()?.isIdentifier("where") == true { isGeneric = true }
        skipWhereClause()
        if let body = token(), body.isPunctuation("{") {
            let before = index
            skipBalanced()
            for position in before..<index { mention(position, into: &members) }
        }
        guard let parameters else { return nil }
        return Initializer(parameters: parameters, access: access ?? .internal, isFailable: isFailable, throwsErrors: throwsErrors,
                           isAsync: isAsync, isConvenience: modifiers.contains("convenience"), isGeneric: isGeneric,
                           attributes: attributes, line: line, file: file)
    }

    /// `(_ title: String, item: Item = .default, onTap: @escaping () -> Void)`; nil when a parameter cannot be read.
    private mutating func parseParameters() -> [Parameter]? {
        guard let open = token(), open.isPunctuation("(") else { return nil }
        let end = closingIndex(of: index)
        index += 1
        var parameters: [Parameter] = []
        var readable = true
        while index < end {
            // Attributes on the parameter itself are rare; those on its type come after the colon.
            while let attribute = token(), attribute.kind == .attribute { index += 1 }
            var names: [String] = []
            while let name = token(), name.kind == .identifier, names.count < 2 {
                names.append(name.text)
                index += 1
            }
            guard let colon = token(), colon.isPunctuation(":"), !names.isEmpty else {
                readable = false
                break
            }
            index += 1
            var isAutoclosure = false
            var isInout = false
            var scan = index
            while scan < end, tokens[scan].kind == .attribute || TypeParser.ownershipWords.contains(tokens[scan].text) {
                if tokens[scan].text == "@autoclosure" { isAutoclosure = true }
                if tokens[scan].text == "inout" { isInout = true }
                scan += 1
                if scan < end, tokens[scan].isPunctuation("("), tokens[scan - 1].kind == .attribute,
                   tokens[scan].range.lowerBound == tokens[scan - 1].range.upperBound { scan = closingIndex(of: scan) + 1 }
            }
            var parser = TypeParser(tokens: tokens, index: index)
            guard let type = parser.parse(), parser.index <= end else {
                readable = false
                break
            }
            index = parser.index
            var isVariadic = false
            if let dots = token(), dots.isPunctuation("...") {
                isVariadic = true
                index += 1
            }
            var hasDefault = false
            if let equals = token(), equals.isPunctuation("=") {
                hasDefault = true
                index += 1
                // The default runs to the next comma at this depth.
                while index < end, !tokens[index].isPunctuation(",") {
                    if ["(", "[", "{"].contains(tokens[index].text), tokens[index].kind == .punctuation { index = closingIndex(of: index) }
                    index += 1
                }
            }
            let label = names[0] == "_" ? nil : names[0]
            parameters.append(Parameter(label: label, name: names.last ?? names[0], type: type, hasDefault: hasDefault, isVariadic: isVariadic, isInout: isInout,
                                        isAutoclosure: isAutoclosure))
            if let comma = token(), comma.isPunctuation(",") { index += 1 } else if index < end { readable = false; break }
        }
        index = end + 1
        return readable ? parameters : nil
    }

    // MARK: Enumeration cases

    private mutating func parseCases(into members: inout Members) {
        index += 1
        while let name = token(), name.kind == .identifier {
            index += 1
            var enumCase = EnumCase(name: name.text, associatedValues: [], rawValue: nil)
            if let open = token(), open.isPunctuation("("), !open.followsNewline {
                let end = closingIndex(of: index)
                index += 1
                while index < end {
                    var label: String?
                    if let first = token(), first.kind == .identifier, let second = token(1) {
                        if second.isPunctuation(":") {
                            label = first.text == "_" ? nil : first.text
                            index += 2
                        } else if second.kind == .identifier, let third = token(2), third.isPunctuation(":") {
                            label = first.text == "_" ? nil : first.text
                            index += 3
                        }
                    }
                    var parser = TypeParser(tokens: tokens, index: index)
                    guard let type = parser.parse() else { break }
                    index = parser.index
                    var hasDefault = false
                    if let equals = token(), equals.isPunctuation("=") {
                        hasDefault = true
                        while index < end, !tokens[index].isPunctuation(",") {
                            if ["(", "[", "{"].contains(tokens[index].text), tokens[index].kind == .punctuation { index = closingIndex(of: index) }
                            index += 1
                        }
                    }
                    enumCase.associatedValues.append(Parameter(label: label, name: label ?? "", type: type, hasDefault: hasDefault, isVariadic: false,
                                                               isInout: false, isAutoclosure: false))
                    if let comma = token(), comma.isPunctuation(",") { index += 1 } else { break }
                }
                index = end + 1
            }
            if let equals = token(), equals.isPunctuation("=") {
                index += 1
                // The raw value: a literal on this line (`"mains"`, `-1`, `4.5`).
                var raw = ""
                while let value = token(), !value.isPunctuation(","), !value.isPunctuation("}"), raw.isEmpty || !value.followsNewline {
                    raw += value.text
                    index += 1
                }
                enumCase.rawValue = raw
            }
            members.cases.append(enumCase)
            guard let comma = token(), comma.isPunctuation(",") else { break }
            index += 1
        }
    }

    // MARK: Skipping

    /// Skips a function, subscript or other declaration with an optional body, noting what its body names.
    private mutating func skipFunctionLike(members: inout Members) {
        while let current = token() {
            if current.isPunctuation("{") {
                let before = index
                skipBalanced()
                for position in before..<index { mention(position, into: &members) }
                return
            }
            if current.isPunctuation("(") || current.isPunctuation("[") {
                skipBalanced()
                continue
            }
            if current.isPunctuation("}") { return }
            if current.followsNewline, startsDeclaration(index) { return }
            index += 1
        }
    }

    /// Skips an initial value: up to a line that starts a new declaration, a `,` or `;` at this depth,
    /// the `}` closing the enclosing body, or an observer block (`{ didSet … }`).
    private mutating func skipExpression() {
        var first = true
        while let current = token() {
            if !first, current.followsNewline, startsDeclaration(index) {
                // A line that starts with `.` or an operator continues the value; a declaration does not.
                return
            }
            if current.isPunctuation(",") || current.isPunctuation(";") || current.isPunctuation("}") { return }
            if current.isPunctuation("{") {
                var look = index + 1
                while look < tokens.count, tokens[look].kind == .attribute { look += 1 }
                if look < tokens.count, ["willSet", "didSet"].contains(tokens[look].text) { return }
                skipBalanced()
                first = false
                continue
            }
            if current.isPunctuation("(") || current.isPunctuation("[") {
                skipBalanced()
                first = false
                continue
            }
            index += 1
            first = false
        }
    }

    private mutating func skipInitialValueAndAccessors() {
        if let equals = token(), equals.isPunctuation("=") {
            index += 1
            skipExpression()
        }
        if let open = token(), open.isPunctuation("{") { skipBalanced() }
    }

    /// Skips the rest of a declaration without a body (an import, a type alias).
    private mutating func skipRestOfDeclaration() {
        while let current = token(), !current.followsNewline || !startsDeclaration(index) {
            if current.isPunctuation("}") || current.isPunctuation(";") { return }
            if current.isPunctuation("(") || current.isPunctuation("[") || current.isPunctuation("{") {
                skipBalanced()
                continue
            }
            index += 1
        }
    }

    /// Skips a statement or something not understood: to the next line that starts a declaration.
    private mutating func skipStatement() {
        var first = true
        while let current = token() {
            if !first, current.followsNewline, startsDeclaration(index) { return }
            if current.isPunctuation("}") { return }
            if current.isPunctuation("(") || current.isPunctuation("[") || current.isPunctuation("{") {
                skipBalanced()
                first = false
                continue
            }
            index += 1
            first = false
        }
    }

    /// Skips from an opening bracket at `index` past its closing one.
    private mutating func skipBalanced() {
        index = closingIndex(of: index) + 1
    }

    /// The index of the bracket that closes the one at `open` (the last token when none does).
    private func closingIndex(of open: Int) -> Int {
        guard open < tokens.count else { return tokens.count }
        let opener = tokens[open].text
        let closer = opener == "(" ? ")" : opener == "[" ? "]" : opener == "{" ? "}" : ">"
        var depth = 0
        var position = open
        while position < tokens.count {
            let token = tokens[position]
            if token.kind == .punctuation {
                if token.text == opener { depth += 1 } else if token.text == closer {
                    depth -= 1
                    if depth == 0 { return position }
                }
            }
            position += 1
        }
        return tokens.count - 1
    }

    /// Skips `<…>` of generic parameters or arguments.
    private mutating func skipAngles() {
        var depth = 0
        while let current = token() {
            if current.isPunctuation("<") { depth += 1 }
            if current.isPunctuation(">") {
                depth -= 1
                if depth == 0 { index += 1; return }
            }
            if current.isPunctuation("{") { return }
            index += 1
        }
    }
}
