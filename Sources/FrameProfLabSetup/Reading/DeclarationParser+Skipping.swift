/// What the parser skips without reading: function bodies, initial values, statements, brackets.
extension DeclarationParser {
    /// Skips a function, subscript or other declaration with an optional body, noting what its body names.
    mutating func skipFunctionLike(members: inout Members) {
        while let current = token() {
            if current.isPunctuation("{") {
                skipBody(into: &members)
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
    mutating func skipExpression() {
        var first = true
        while let current = token() {
            // A line that starts with `.` or an operator continues the value; a declaration does not.
            if !first, current.followsNewline, startsDeclaration(index) { return }
            if current.isPunctuation(",") || current.isPunctuation(";") || current.isPunctuation("}") { return }
            if current.isPunctuation("{"), opensObserverBlock(index) { return }
            if current.isPunctuation("{") || current.isPunctuation("(") || current.isPunctuation("[") {
                skipBalanced()
            } else {
                index += 1
            }
            first = false
        }
    }

    mutating func skipInitialValueAndAccessors() {
        if token()?.isPunctuation("=") == true {
            index += 1
            skipExpression()
        }
        if token()?.isPunctuation("{") == true { skipBalanced() }
    }

    /// Skips the rest of a declaration without a body (an import, a type alias).
    mutating func skipRestOfDeclaration() {
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
    mutating func skipStatement() {
        var first = true
        while let current = token() {
            if !first, current.followsNewline, startsDeclaration(index) { return }
            if current.isPunctuation("}") { return }
            if current.isPunctuation("(") || current.isPunctuation("[") || current.isPunctuation("{") {
                skipBalanced()
            } else {
                index += 1
            }
            first = false
        }
    }

    /// Skips from an opening bracket at `index` past its closing one.
    mutating func skipBalanced() {
        index = closingIndex(of: index) + 1
    }

    /// The index of the bracket that closes the one at `open` (the last token when none does).
    func closingIndex(of open: Int) -> Int {
        tokens.closingIndex(of: open)
    }

    /// Skips `<…>` of generic parameters or arguments; a `{` ends them when the `>` is missing.
    mutating func skipAngles() {
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
