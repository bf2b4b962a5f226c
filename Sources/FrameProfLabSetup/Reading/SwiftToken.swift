/// One token of Swift source, as `init` needs them: enough to find declarations and their types, with
/// string literals, comments and interpolations kept whole so that braces inside them never count.
public struct SwiftToken: Equatable, Sendable {
    /// What a token is.
    public enum Kind: Equatable, Sendable {
        /// A name or keyword (`struct`, `Row`, `` `default` ``, `$0`, `_`).
        case identifier
        /// `@` and the attribute's name, dotted names included (`@MainActor`, `@DecodableDefault.False`).
        case attribute
        /// `#if`, `#else`, `#Preview`, `#selector`: a pound keyword or freestanding macro.
        case pound
        /// A string literal, whole (its text is the literal's source, quotes and all).
        case string
        /// A number literal.
        case number
        /// One of `{ } ( ) [ ] , : ; .` or an operator (`=`, `->`, `?`, `<`, `>`, `&`, `...`, `==`).
        case punctuation
    }

    /// What sort of token it is.
    public var kind: Kind
    /// Its source text (a string literal's without its quotes).
    public var text: String
    /// The 1-based line the token starts on.
    public var line: Int
    /// Whether a line break comes between this token and the one before it: Swift ends statements there.
    public var followsNewline: Bool
    /// Where the token's source starts and ends, in UTF-8 bytes: what an edit of the file replaces.
    public var range: Range<Int> = 0..<0

    /// A token as the tokenizer reads it.
    public init(kind: Kind, text: String, line: Int, followsNewline: Bool, range: Range<Int> = 0..<0) {
        self.kind = kind
        self.text = text
        self.line = line
        self.followsNewline = followsNewline
        self.range = range
    }

    /// An identifier spelled `name` (backquotes aside).
    public func isIdentifier(_ name: String) -> Bool { kind == .identifier && text == name }
    /// Punctuation spelled `symbol`.
    public func isPunctuation(_ symbol: String) -> Bool { kind == .punctuation && text == symbol }
}

/// Splits Swift source into tokens. It never fails: text it does not understand becomes punctuation, so
/// a file with a construct it does not know still yields the declarations around it.
public enum SwiftTokenizer {
    /// The tokens of `source`, comments and whitespace dropped.
    public static func tokens(of source: String) -> [SwiftToken] {
        var scanner = Scanner(Array(source.utf8))
        return scanner.run()
    }

    private struct Scanner {
        let bytes: [UInt8]
        var index = 0
        var line = 1
        var sawNewline = true
        var out: [SwiftToken] = []

        init(_ bytes: [UInt8]) { self.bytes = bytes }

        private func peek(_ offset: Int = 0) -> UInt8 {
            index + offset < bytes.count ? bytes[index + offset] : 0
        }

        private func text(_ start: Int, _ end: Int) -> String {
            String(decoding: bytes[start..<min(end, bytes.count)], as: UTF8.self)
        }

        private mutating func emit(_ kind: SwiftToken.Kind, from start: Int, line startLine: Int) {
            out.append(SwiftToken(kind: kind, text: text(start, index), line: startLine, followsNewline: sawNewline, range: start..<index))
            sawNewline = false
        }

        mutating func run() -> [SwiftToken] {
            while index < bytes.count {
                let c = peek()
                let startLine = line
                let start = index
                switch c {
                case UInt8(ascii: "\n"):
                    line += 1
                    sawNewline = true
                    index += 1
                case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"), 0x0B, 0x0C:
                    index += 1
                case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "/"):
                    while index < bytes.count, peek() != UInt8(ascii: "\n") { index += 1 }
                case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "*"):
                    skipBlockComment()
                case UInt8(ascii: "\""):
                    skipString(pounds: 0)
                    emit(.string, from: start, line: startLine)
                case UInt8(ascii: "#") where rawStringPounds() != nil:
                    let pounds = rawStringPounds() ?? 0
                    index += pounds
                    skipString(pounds: pounds)
                    emit(.string, from: start, line: startLine)
                case UInt8(ascii: "#"):
                    index += 1
                    while index < bytes.count, isIdentifierByte(peek()) { index += 1 }
                    emit(index - start > 1 ? .pound : .punctuation, from: start, line: startLine)
                case UInt8(ascii: "@"):
                    index += 1
                    scanDottedName()
                    emit(index - start > 1 ? .attribute : .punctuation, from: start, line: startLine)
                case UInt8(ascii: "`"):
                    index += 1
                    while index < bytes.count, peek() != UInt8(ascii: "`"), peek() != UInt8(ascii: "\n") { index += 1 }
                    let nameEnd = index
                    if peek() == UInt8(ascii: "`") { index += 1 }
                    // A backquoted name is the name: `default` as a case is `default`.
                    out.append(SwiftToken(kind: .identifier, text: text(start + 1, nameEnd), line: startLine, followsNewline: sawNewline,
                                          range: start..<index))
                    sawNewline = false
                case UInt8(ascii: "$"):
                    index += 1
                    while index < bytes.count, isIdentifierByte(peek()) { index += 1 }
                    emit(.identifier, from: start, line: startLine)
                case _ where isDigit(c):
                    while index < bytes.count, isIdentifierByte(peek()) || (peek() == UInt8(ascii: ".") && isDigit(peek(1))) { index += 1 }
                    emit(.number, from: start, line: startLine)
                case _ where isIdentifierStart(c):
                    while index < bytes.count, isIdentifierByte(peek()) { index += 1 }
                    emit(.identifier, from: start, line: startLine)
                case UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "["), UInt8(ascii: "]"),
                     UInt8(ascii: ","), UInt8(ascii: ":"), UInt8(ascii: ";"):
                    index += 1
                    emit(.punctuation, from: start, line: startLine)
                case UInt8(ascii: "."):
                    index += 1
                    if peek() == UInt8(ascii: "."), peek(1) == UInt8(ascii: ".") || peek(1) == UInt8(ascii: "<") { index += 2 }
                    emit(.punctuation, from: start, line: startLine)
                case UInt8(ascii: "<"), UInt8(ascii: ">"):
                    // Angle brackets stay single so generic arguments close one at a time (`[Set<Int>]>`).
                    index += 1
                    if c == UInt8(ascii: "<"), peek() == UInt8(ascii: "=") || peek() == UInt8(ascii: "<") { index += 1 }
                    emit(.punctuation, from: start, line: startLine)
                case UInt8(ascii: "-") where peek(1) == UInt8(ascii: ">"):
                    index += 2
                    emit(.punctuation, from: start, line: startLine)
                case _ where isOperatorByte(c):
                    index += 1
                    // `?` and `!` after a type stay single: `Int?]`, `String!)`.
                    if c != UInt8(ascii: "?"), c != UInt8(ascii: "!") || peek() == UInt8(ascii: "=") {
                        while index < bytes.count, isOperatorByte(peek()), peek() != UInt8(ascii: "?") {
                            if peek() == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "/") || peek(1) == UInt8(ascii: "*") { break }
                            index += 1
                        }
                    }
                    emit(.punctuation, from: start, line: startLine)
                default:
                    // Non-ASCII letters start names (Swift allows them); anything else is one byte of punctuation.
                    if c >= 0x80 {
                        while index < bytes.count, peek() >= 0x80 || isIdentifierByte(peek()) { index += 1 }
                        emit(.identifier, from: start, line: startLine)
                    } else {
                        index += 1
                        emit(.punctuation, from: start, line: startLine)
                    }
                }
            }
            return out
        }

        /// `#"`, `##"`…: how many pounds open a raw string here, if one does.
        private func rawStringPounds() -> Int? {
            var count = 0
            while peek(count) == UInt8(ascii: "#") { count += 1 }
            return peek(count) == UInt8(ascii: "\"") ? count : nil
        }

        private mutating func skipBlockComment() {
            var depth = 0
            repeat {
                if peek() == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "*") {
                    depth += 1
                    index += 2
                } else if peek() == UInt8(ascii: "*"), peek(1) == UInt8(ascii: "/") {
                    depth -= 1
                    index += 2
                } else {
                    if peek() == UInt8(ascii: "\n") { line += 1; sawNewline = true }
                    index += 1
                }
            } while depth > 0 && index < bytes.count
        }

        /// Skips a string literal whose opening `"` (after `pounds` pounds) is at `index`: single-line
        /// or multi-line, interpolations (with strings and parentheses inside them) included.
        private mutating func skipString(pounds: Int) {
            let multiline = peek() == UInt8(ascii: "\"") && peek(1) == UInt8(ascii: "\"") && peek(2) == UInt8(ascii: "\"")
            index += multiline ? 3 : 1
            while index < bytes.count {
                let c = peek()
                if c == UInt8(ascii: "\n") {
                    if !multiline { return }  // an unterminated literal ends at the line
                    line += 1
                    index += 1
                } else if c == UInt8(ascii: "\\"), (0..<pounds).allSatisfy({ peek(1 + $0) == UInt8(ascii: "#") }) {
                    index += 1 + pounds
                    if peek() == UInt8(ascii: "(") {
                        skipInterpolation()
                    } else {
                        // A `\` at a line's end continues a multi-line literal on the next line.
                        if peek() == UInt8(ascii: "\n") { line += 1 }
                        index += 1
                    }
                } else if c == UInt8(ascii: "\"") {
                    let closes = multiline ? peek(1) == UInt8(ascii: "\"") && peek(2) == UInt8(ascii: "\"") : true
                    let quoteLength = multiline ? 3 : 1
                    if closes, (0..<pounds).allSatisfy({ peek(quoteLength + $0) == UInt8(ascii: "#") }) {
                        index += quoteLength + pounds
                        return
                    }
                    index += 1
                } else {
                    index += 1
                }
            }
        }

        /// Skips `( … )` of an interpolation, nested strings and parentheses included.
        private mutating func skipInterpolation() {
            var depth = 0
            while index < bytes.count {
                let c = peek()
                if c == UInt8(ascii: "(") {
                    depth += 1
                    index += 1
                } else if c == UInt8(ascii: ")") {
                    depth -= 1
                    index += 1
                    if depth == 0 { return }
                } else if c == UInt8(ascii: "\"") {
                    skipString(pounds: 0)
                } else if c == UInt8(ascii: "#"), let pounds = rawStringPounds() {
                    index += pounds
                    skipString(pounds: pounds)
                } else {
                    if c == UInt8(ascii: "\n") { line += 1 }
                    index += 1
                }
            }
        }

        /// `MainActor`, `DecodableDefault.False`: an attribute's name, dots included.
        private mutating func scanDottedName() {
            while index < bytes.count {
                if isIdentifierByte(peek()) || peek() >= 0x80 {
                    index += 1
                } else if peek() == UInt8(ascii: "."), isIdentifierStart(peek(1)) {
                    index += 1
                } else {
                    return
                }
            }
        }

        private func isDigit(_ c: UInt8) -> Bool { c >= UInt8(ascii: "0") && c <= UInt8(ascii: "9") }
        private func isIdentifierStart(_ c: UInt8) -> Bool {
            (c >= UInt8(ascii: "a") && c <= UInt8(ascii: "z")) || (c >= UInt8(ascii: "A") && c <= UInt8(ascii: "Z")) || c == UInt8(ascii: "_")
        }
        private func isIdentifierByte(_ c: UInt8) -> Bool { isIdentifierStart(c) || isDigit(c) }
        private func isOperatorByte(_ c: UInt8) -> Bool {
            switch c {
            case UInt8(ascii: "="), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "!"), UInt8(ascii: "*"), UInt8(ascii: "/"),
                 UInt8(ascii: "%"), UInt8(ascii: "&"), UInt8(ascii: "|"), UInt8(ascii: "^"), UInt8(ascii: "~"), UInt8(ascii: "?"),
                 UInt8(ascii: "\\"):
                return true
            default:
                return false
            }
        }
    }
}

extension Array where Element == SwiftToken {
    /// The index of the bracket that closes the `(`, `[`, `{` or `<` at `open`; the last token when
    /// none does (the file ends inside it).
    func closingIndex(of open: Int) -> Int {
        guard open < count else { return count }
        let opener = self[open].text
        let closer = opener == "(" ? ")" : opener == "[" ? "]" : opener == "{" ? "}" : ">"
        var depth = 0
        for position in open..<count where self[position].kind == .punctuation {
            if self[position].text == opener { depth += 1 } else if self[position].text == closer {
                depth -= 1
                if depth == 0 { return position }
            }
        }
        return count - 1
    }
}
