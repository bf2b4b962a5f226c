/// A JSON document read with the line and column of every value, so a mistake in a file a person wrote
/// is reported where it is: a syntax error at its character, a value of the wrong type at the value (the
/// path a `Decodable` type's decoder reports is found in the tree). One pass, its recursion bounded at
/// `maxDepth` levels: no input can overflow the reader's stack.
public struct JSONDocument: Sendable {
    /// A value and where it starts.
    public indirect enum Value: Sendable {
        /// An object: its members in file order, each key with its own position.
        case object([(key: String, position: JSONPosition, value: Node)])
        /// An array.
        case array([Node])
        /// A string.
        case string(String)
        /// A number, as written.
        case number(String)
        /// `true` or `false`.
        case bool(Bool)
        /// `null`.
        case null
    }

    /// A value with its position.
    public struct Node: Sendable {
        /// Where the value starts.
        public let position: JSONPosition
        /// The value.
        public let value: Value

        /// What kind of value this is, in words for messages ("a string", "an object").
        public var kind: String {
            switch value {
            case .object: "an object"
            case .array: "an array"
            case .string: "a string"
            case .number: "a number"
            case .bool: "a boolean"
            case .null: "null"
            }
        }
    }

    /// The top-level value.
    public let root: Node

    /// Nesting deeper than this is refused, as Foundation's parser refuses it.
    public static let maxDepth = 512

    /// Reads `bytes` (UTF-8); a mistake throws its position and what was expected there.
    public init(bytes: [UInt8]) throws(JSONSyntaxError) {
        var parser = Parser(bytes: bytes)
        root = try parser.document()
    }

    /// The node at `path` (object keys as strings, array indices as integers), or the deepest node on
    /// the way to it, so a message can point at where the path leaves the file.
    public func node(at path: [JSONPathComponent]) -> Node {
        var node = root
        for component in path {
            switch (node.value, component) {
            case let (.object(members), .key(key)):
                guard let member = members.last(where: { $0.key == key }) else { return node }
                node = member.value
            case let (.array(items), .index(index)):
                guard index >= 0, index < items.count else { return node }
                node = items[index]
            default:
                return node
            }
        }
        return node
    }
}

/// A step of a path into a document.
public enum JSONPathComponent: Sendable, Hashable, CustomStringConvertible {
    /// An object member.
    case key(String)
    /// An array element.
    case index(Int)

    /// `title` or `[3]`.
    public var description: String {
        switch self {
        case let .key(key): key
        case let .index(index): "[\(index)]"
        }
    }

    /// `posts[3].title`.
    public static func text(_ path: [JSONPathComponent]) -> String {
        var text = ""
        for component in path {
            switch component {
            case .key: text += (text.isEmpty ? "" : ".") + component.description
            case .index: text += component.description
            }
        }
        return text
    }
}

/// A place in a text file: line and column from 1 (columns count characters).
public struct JSONPosition: Sendable, Hashable, CustomStringConvertible {
    /// The line.
    public let line: Int
    /// The column.
    public let column: Int

    /// A position (line and column from 1).
    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    /// `12:5`.
    public var description: String { "\(line):\(column)" }
}

/// Where a document stops being JSON, and what was expected there.
public struct JSONSyntaxError: Error, Sendable, CustomStringConvertible {
    /// Where.
    public let position: JSONPosition
    /// What was expected and what was found.
    public let message: String

    /// `line 3, column 7: expected ',' or '}' after a member, found '"'`.
    public var description: String { "line \(position.line), column \(position.column): \(message)" }
}

private struct Parser {
    let bytes: [UInt8]
    var offset = 0
    var line = 1
    var lineStart = 0

    var position: JSONPosition {
        // Columns count characters: UTF-8 continuation bytes do not start one.
        let column = bytes[lineStart..<min(offset, bytes.count)].reduce(1) { $0 + ($1 & 0xC0 == 0x80 ? 0 : 1) }
        return JSONPosition(line: line, column: column)
    }

    func fail(_ message: String) -> JSONSyntaxError {
        JSONSyntaxError(position: position, message: message)
    }

    var found: String {
        guard offset < bytes.count else { return "but the file ends there (a cut-off file)" }
        let byte = bytes[offset]
        return byte < 0x20 ? "found a control character" : "found '\(String(decoding: [byte], as: UTF8.self))'"
    }

    mutating func skipSpace() {
        while offset < bytes.count {
            switch bytes[offset] {
            case 0x20, 0x09, 0x0D: offset += 1
            case 0x0A:
                offset += 1
                line += 1
                lineStart = offset
            default: return
            }
        }
    }

    mutating func document() throws(JSONSyntaxError) -> JSONDocument.Node {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { offset = 3; lineStart = 3 }
        if let invalid = Self.firstInvalidUTF8(bytes) {
            // Point at the bad byte: count the lines before it, as skipSpace would have.
            for index in offset..<invalid where bytes[index] == 0x0A {
                line += 1
                lineStart = index + 1
            }
            offset = invalid
            throw fail("a byte that is not UTF-8; save the file as UTF-8")
        }
        skipSpace()
        let node = try value(depth: 0)
        skipSpace()
        guard offset == bytes.count else { throw fail("expected the end of the document after its value, " + found) }
        return node
    }

    /// Where the first byte that does not decode as UTF-8 is, or nil.
    static func firstInvalidUTF8(_ bytes: [UInt8]) -> Int? {
        var iterator = bytes.makeIterator()
        var parser = Unicode.UTF8.ForwardParser()
        var offset = 0
        while true {
            switch parser.parseScalar(from: &iterator) {
            case let .valid(scalar): offset += scalar.count
            case .emptyInput: return nil
            case .error: return offset
            }
        }
    }

    mutating func value(depth: Int) throws(JSONSyntaxError) -> JSONDocument.Node {
        guard depth < JSONDocument.maxDepth else { throw fail("nesting deeper than \(JSONDocument.maxDepth) levels") }
        let start = position
        guard offset < bytes.count else { throw fail("expected a value, " + found) }
        switch bytes[offset] {
        case UInt8(ascii: "{"):
            offset += 1
            var members: [(key: String, position: JSONPosition, value: JSONDocument.Node)] = []
            skipSpace()
            if offset < bytes.count, bytes[offset] == UInt8(ascii: "}") {
                offset += 1
                return .init(position: start, value: .object(members))
            }
            while true {
                skipSpace()
                let keyPosition = position
                guard offset < bytes.count, bytes[offset] == UInt8(ascii: "\"") else { throw fail("expected a member name in quotes, " + found) }
                let key = try string()
                skipSpace()
                guard offset < bytes.count, bytes[offset] == UInt8(ascii: ":") else { throw fail("expected ':' after the member name \"\(key)\", " + found) }
                offset += 1
                skipSpace()
                members.append((key, keyPosition, try value(depth: depth + 1)))
                skipSpace()
                guard offset < bytes.count else { throw fail("expected ',' or '}' after a member, " + found) }
                if bytes[offset] == UInt8(ascii: ",") { offset += 1; continue }
                if bytes[offset] == UInt8(ascii: "}") { offset += 1; return .init(position: start, value: .object(members)) }
                throw fail("expected ',' or '}' after a member, " + found)
            }
        case UInt8(ascii: "["):
            offset += 1
            var items: [JSONDocument.Node] = []
            skipSpace()
            if offset < bytes.count, bytes[offset] == UInt8(ascii: "]") {
                offset += 1
                return .init(position: start, value: .array(items))
            }
            while true {
                skipSpace()
                items.append(try value(depth: depth + 1))
                skipSpace()
                guard offset < bytes.count else { throw fail("expected ',' or ']' after an element, " + found) }
                if bytes[offset] == UInt8(ascii: ",") { offset += 1; continue }
                if bytes[offset] == UInt8(ascii: "]") { offset += 1; return .init(position: start, value: .array(items)) }
                throw fail("expected ',' or ']' after an element, " + found)
            }
        case UInt8(ascii: "\""):
            return .init(position: start, value: .string(try string()))
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return .init(position: start, value: .number(try number()))
        default:
            for (word, value) in [("true", JSONDocument.Value.bool(true)), ("false", .bool(false)), ("null", .null)]
                where bytes[offset...].starts(with: word.utf8) {
                offset += word.utf8.count
                return .init(position: start, value: value)
            }
            throw fail("expected a value, " + found)
        }
    }

    mutating func string() throws(JSONSyntaxError) -> String {
        offset += 1
        var text: [UInt8] = []
        while offset < bytes.count {
            let byte = bytes[offset]
            switch byte {
            case UInt8(ascii: "\""):
                offset += 1
                return String(decoding: text, as: UTF8.self)
            case UInt8(ascii: "\\"):
                guard offset + 1 < bytes.count else { offset += 1; throw fail("expected an escape after '\\', " + found) }
                let escape = bytes[offset + 1]
                switch escape {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): text.append(escape)
                case UInt8(ascii: "b"): text.append(8)
                case UInt8(ascii: "f"): text.append(12)
                case UInt8(ascii: "n"): text.append(10)
                case UInt8(ascii: "r"): text.append(13)
                case UInt8(ascii: "t"): text.append(9)
                case UInt8(ascii: "u"):
                    let hex = bytes[min(bytes.count, offset + 2)..<min(bytes.count, offset + 6)]
                    guard hex.count == 4, let code = UInt32(String(decoding: hex, as: UTF8.self), radix: 16) else {
                        offset += 1
                        throw fail("expected four hexadecimal digits after '\\u'")
                    }
                    text.append(contentsOf: Array(String(Unicode.Scalar(code).map(Character.init) ?? "\u{FFFD}").utf8))
                    offset += 4
                default:
                    offset += 1
                    throw fail("expected an escape (\\\", \\\\, \\/, \\b, \\f, \\n, \\r, \\t or \\u) after '\\', " + found)
                }
                offset += 2
            case 0x00..<0x20:
                throw fail("expected the string to end with '\"' before the line does, " + found)
            default:
                text.append(byte)
                offset += 1
            }
        }
        throw fail("expected '\"' to end the string, " + found)
    }

    mutating func number() throws(JSONSyntaxError) -> String {
        let start = offset
        if bytes[offset] == UInt8(ascii: "-") { offset += 1 }
        func digits() -> Int {
            let begin = offset
            while offset < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[offset]) { offset += 1 }
            return offset - begin
        }
        let integer = offset
        guard digits() > 0 else { throw fail("expected a digit, " + found) }
        if bytes[integer] == UInt8(ascii: "0"), offset - integer > 1 {
            let written = String(decoding: bytes[integer..<offset], as: UTF8.self)
            offset = integer
            throw fail("a number with a leading zero; write \(Int(written) ?? 0), not \(written)")
        }
        if offset < bytes.count, bytes[offset] == UInt8(ascii: ".") {
            offset += 1
            guard digits() > 0 else { throw fail("expected a digit after the decimal point, " + found) }
        }
        if offset < bytes.count, bytes[offset] | 0x20 == UInt8(ascii: "e") {
            offset += 1
            if offset < bytes.count, bytes[offset] == UInt8(ascii: "+") || bytes[offset] == UInt8(ascii: "-") { offset += 1 }
            guard digits() > 0 else { throw fail("expected a digit in the exponent, " + found) }
        }
        return String(decoding: bytes[start..<offset], as: UTF8.self)
    }
}
