/// Types, extensions and type aliases: their names, generic parameters, conformances and bodies.
extension DeclarationParser {
    mutating func parseType(kind: TypeDeclaration.Kind, scope: Scope, access: AccessLevel, attributes: [String], isFinal: Bool,
                            line: Int, into declarations: inout Declarations) {
        index += 1
        guard let name = token(), name.kind == .identifier else {
            skipStatement()
            return
        }
        index += 1
        var generics: [String] = []
        if token()?.isPunctuation("<") == true { generics = parseGenericParameterNames() }
        let inherited = parseInheritance()
        skipWhereClause()
        let path = scope.member(name.text)
        guard token()?.isPunctuation("{") == true else {
            skipStatement()
            return
        }
        var declaration = TypeDeclaration(kind: kind, path: path, access: access, attributes: attributes, isFinal: isFinal,
                                          genericParameters: generics, inherited: inherited, location: location(line))
        // In declaration order: a type before the types nested in it.
        if declarations.types[path] == nil { declarations.order.append(path) }
        if kind == .protocolType {
            skipBalanced()
        } else {
            index += 1
            let members = parseMembers(scope: .type(path: path, kind: kind), into: &declarations)
            declaration.properties = members.properties
            declaration.initializers = members.initializers
            declaration.cases = members.cases
            declaration.hasBody = members.hasBody
            declaration.bodyMentions = members.mentions
        }
        declarations.types[path] = declaration
    }

    mutating func parseExtension(scope: Scope, access: AccessLevel, into declarations: inout Declarations) {
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
        guard token()?.isPunctuation("{") == true else {
            skipStatement()
            return
        }
        index += 1
        // `extension [Post]`, `extension Optional<Post>`: only a named type's extension adds to one of the module's types.
        let path = extended.name ?? extended.description
        let members = parseMembers(scope: .extensionBody(path: path, defaultAccess: access), into: &declarations)
        declarations.extensions.append(Extension(extendedType: path, inherited: inherited, properties: members.properties,
                                                 initializers: members.initializers, hasBody: members.hasBody, bodyMentions: members.mentions,
                                                 isConstrained: isConstrained))
    }

    /// `typealias Name<T> = Target`.
    mutating func parseTypeAlias(scope: Scope, into declarations: inout Declarations) {
        index += 1
        guard let name = token(), name.kind == .identifier else { skipRestOfDeclaration(); return }
        index += 1
        var generics: [String] = []
        if token()?.isPunctuation("<") == true { generics = parseGenericParameterNames() }
        guard token()?.isPunctuation("=") == true else { skipRestOfDeclaration(); return }
        index += 1
        var parser = TypeParser(tokens: tokens, index: index)
        if let target = parser.parse() {
            index = parser.index
            declarations.aliases[scope.member(name.text)] = TypeAlias(target: target, genericParameters: generics)
        }
        skipRestOfDeclaration()
    }

    /// `<Content: View, each T>`: the parameter names. A `{` ends them even when the `>` is missing,
    /// so the body that follows is still read.
    mutating func parseGenericParameterNames() -> [String] {
        var names: [String] = []
        var depth = 0
        var expectName = true
        while let current = token(), !current.isPunctuation("{") {
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
    mutating func parseInheritance() -> [TypeSyntax] {
        guard token()?.isPunctuation(":") == true else { return [] }
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
            if token()?.isPunctuation(",") == true { index += 1 }
        }
        return inherited
    }

    mutating func skipWhereClause() {
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
}
