/// Members: stored and computed properties with their wrappers, initializers with their parameters,
/// enumeration cases, and the names their bodies mention.
extension DeclarationParser {
    /// Attributes that are never a property wrapper: the first attribute not among them (nor a result
    /// builder, which `WrapperRule` tells apart) may be one.
    static let plainAttributes: Set<String> = [
        "MainActor", "objc", "nonobjc", "available", "ObservationIgnored", "ObservationTracked", "usableFromInline", "inlinable",
        "discardableResult", "preconcurrency", "IBOutlet", "IBInspectable", "NSManaged", "GKInspectable", "_spi", "frozen", "exclusivity",
        "backDeployed", "Transient", "Attribute", "Relationship", "unchecked", "globalActor", "Sendable", "retroactive",
        "warn_unqualified_access", "TaskLocal", "_disfavoredOverload",
    ]

    // MARK: Properties

    mutating func parseBindings(isLet: Bool, prefix: Prefix, access: AccessLevel, members: inout Members) -> [Property] {
        index += 1
        let wrapper = prefix.attributes.first { !Self.plainAttributes.contains($0.name) }
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
            var property = Property(name: name.text, type: nil, access: access, isLet: isLet, isStatic: prefix.modifiers.contains("static"),
                                    isLazy: prefix.modifiers.contains("lazy"), hasInitialValue: wrapper?.arguments != nil, isComputed: false,
                                    wrapper: wrapper?.name, wrapperArguments: wrapper?.arguments)
            if token()?.isPunctuation(":") == true {
                index += 1
                var parser = TypeParser(tokens: tokens, index: index)
                property.type = parser.parse()
                index = parser.index
            }
            if token()?.isPunctuation("=") == true {
                index += 1
                property.hasInitialValue = true
                skipExpression()
            }
            if token()?.isPunctuation("{") == true {
                // An accessor block: observers keep the property stored; `get`, `set` or a bare body compute it.
                property.isComputed = !opensObserverBlock(index)
                let before = index
                skipBalanced()
                if property.isComputed { mentions(in: before..<index, into: &members) }
            }
            properties.append(property)
            guard token()?.isPunctuation(",") == true else { break }
            index += 1
        }
        return properties
    }

    /// Whether the `{` at `position` opens `willSet`/`didSet` observers.
    func opensObserverBlock(_ position: Int) -> Bool {
        var look = position + 1
        while look < tokens.count, tokens[look].kind == .attribute { look += 1 }
        return look < tokens.count && ["willSet", "didSet"].contains(tokens[look].text)
    }

    /// Records the capitalized names called or built in `positions` (`PostRow(`, `List {`, `Text.init`).
    func mentions(in positions: Range<Int>, into members: inout Members) {
        for position in positions {
            let token = tokens[position]
            guard token.kind == .identifier, token.text.first?.isUppercase == true else { continue }
            members.mentions.insert(token.text)
        }
    }

    /// Skips the body at `index` (a `{`), noting what it mentions.
    mutating func skipBody(into members: inout Members) {
        let before = index
        skipBalanced()
        mentions(in: before..<index, into: &members)
    }

    // MARK: Initializers

    mutating func parseInitializer(access: AccessLevel, members: inout Members) -> Initializer? {
        index += 1
        var isFailable = false
        if let mark = token(), mark.isPunctuation("?") || mark.isPunctuation("!"), !mark.followsNewline {
            isFailable = true
            index += 1
        }
        var isGeneric = false
        if token()?.isPunctuation("<") == true {
            isGeneric = true
            skipAngles()
        }
        guard token()?.isPunctuation("(") == true else {
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
        if token()?.isPunctuation("{") == true { skipBody(into: &members) }
        guard let parameters else { return nil }
        return Initializer(parameters: parameters, access: access, isFailable: isFailable, throwsErrors: throwsErrors, isAsync: isAsync,
                           isGeneric: isGeneric)
    }

    /// `(_ title: String, item: Item = .default, onTap: @escaping () -> Void)`; nil when a parameter cannot be read.
    mutating func parseParameters() -> [Parameter]? {
        guard token()?.isPunctuation("(") == true else { return nil }
        let end = closingIndex(of: index)
        index += 1
        var parameters: [Parameter] = []
        var readable = true
        while index < end {
            // Attributes on the parameter itself are rare; those on its type come after the colon.
            while token()?.kind == .attribute { index += 1 }
            var names: [String] = []
            while let name = token(), name.kind == .identifier, names.count < 2 {
                names.append(name.text)
                index += 1
            }
            guard token()?.isPunctuation(":") == true, !names.isEmpty else {
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
                if scan < end, tokens[scan].isPunctuation("("), tokens[scan - 1].kind == .attribute, touchesPrevious(scan) { scan = closingIndex(of: scan) + 1 }
            }
            var parser = TypeParser(tokens: tokens, index: index)
            guard let type = parser.parse(), parser.index <= end else {
                readable = false
                break
            }
            index = parser.index
            var isVariadic = false
            if token()?.isPunctuation("...") == true {
                isVariadic = true
                index += 1
            }
            let hasDefault = skipDefaultValue(before: end)
            let label = names[0] == "_" ? nil : names[0]
            parameters.append(Parameter(label: label, name: names.last ?? names[0], type: type, hasDefault: hasDefault, isVariadic: isVariadic,
                                        isInout: isInout, isAutoclosure: isAutoclosure))
            if token()?.isPunctuation(",") == true { index += 1 } else if index < end { readable = false; break }
        }
        index = end + 1
        return readable ? parameters : nil
    }

    /// Skips `= value` up to the next comma at this depth (or `end`); whether there was one.
    mutating func skipDefaultValue(before end: Int) -> Bool {
        guard token()?.isPunctuation("=") == true else { return false }
        index += 1
        while index < end, !tokens[index].isPunctuation(",") {
            if tokens[index].kind == .punctuation, ["(", "[", "{"].contains(tokens[index].text) { index = closingIndex(of: index) }
            index += 1
        }
        return true
    }

    // MARK: Enumeration cases

    mutating func parseCases(into members: inout Members) {
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
                    let hasDefault = skipDefaultValue(before: end)
                    enumCase.associatedValues.append(Parameter(label: label, name: label ?? "", type: type, hasDefault: hasDefault))
                    if token()?.isPunctuation(",") == true { index += 1 } else { break }
                }
                index = end + 1
            }
            if token()?.isPunctuation("=") == true {
                index += 1
                // The raw value: a literal on this line (`"mains"`, `-1`, `4.5`), up to `,`, `;`, `}` or the next declaration.
                var raw = ""
                while let value = token(), !value.isPunctuation(","), !value.isPunctuation(";"), !value.isPunctuation("}"),
                      raw.isEmpty || (!value.followsNewline && !startsDeclaration(index)) {
                    raw += value.text
                    index += 1
                }
                enumCase.rawValue = raw
            }
            members.cases.append(enumCase)
            guard token()?.isPunctuation(",") == true else { break }
            index += 1
        }
    }
}
