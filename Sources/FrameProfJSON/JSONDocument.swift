import FrameProfSupport
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
        root = try bytes.withUnsafeBufferPointer { buffer throws(JSONSyntaxError) in try Parser.document(buffer) }
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
public struct JSONSyntaxError: FrameProfError, Sendable {
    /// Text that is not JSON.
    public var code: ErrorCode { .invalidInput }
    /// The line and column (the reader knows no file; whoever opened it adds that).
    public var context: ErrorContext { ErrorContext(line: position.line, column: position.column) }

    /// Where.
    public let position: JSONPosition
    /// What was expected and what was found.
    public let message: String

    /// An error at `position`.
    public init(position: JSONPosition, message: String) {
        self.position = position
        self.message = message
    }

    /// `line 3, column 7: expected ',' or '}' after a member, found '"'`.
    public var description: String { "line \(position.line), column \(position.column): \(message)" }
}

/// Builds the tree with the one reader.
private enum Parser {
    static func document(_ bytes: UnsafeBufferPointer<UInt8>) throws(JSONSyntaxError) -> JSONDocument.Node {
        var reader = JSONReader(bytes)
        reader.skipByteOrderMark()
        if let invalid = firstInvalidUTF8(bytes) {
            // Point at the bad byte, lines counted on the way.
            reader.move(to: invalid)
            throw reader.fail("a byte that is not UTF-8; save the file as UTF-8")
        }
        reader.skipSpace()
        let node = try value(&reader, depth: 0)
        reader.skipSpace()
        guard reader.atEnd else { throw reader.fail("expected the end of the document after its value, " + reader.found) }
        return node
    }

    /// Where the first byte that does not decode as UTF-8 is, or nil.
    static func firstInvalidUTF8(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
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

    static func value(_ reader: inout JSONReader, depth: Int) throws(JSONSyntaxError) -> JSONDocument.Node {
        guard depth < JSONDocument.maxDepth else { throw reader.fail("nesting deeper than \(JSONDocument.maxDepth) levels") }
        let kind = reader.peekKind()
        let start = reader.position
        switch kind {
        case .object:
            var members: [(key: String, position: JSONPosition, value: JSONDocument.Node)] = []
            try reader.readObject { reader, key, keyMark throws(JSONSyntaxError) in
                members.append((String(decoding: key, as: UTF8.self), reader.position(of: keyMark), try value(&reader, depth: depth + 1)))
            }
            return .init(position: start, value: .object(members))
        case .array:
            var items: [JSONDocument.Node] = []
            try reader.readArray { reader throws(JSONSyntaxError) in items.append(try value(&reader, depth: depth + 1)) }
            return .init(position: start, value: .array(items))
        case .string:
            return .init(position: start, value: .string(try reader.readString()))
        case .number:
            return .init(position: start, value: .number(try reader.readNumber()))
        case .bool, .null, nil:
            return .init(position: start, value: try reader.readLiteral().map { .bool($0) } ?? .null)
        }
    }
}
