import FrameProfSupport

/// The one JSON reader: a pull reader over UTF-8 bytes that knows the line and column of where it is, so
/// every mistake is reported at its character. `JSONDocument` builds a tree with it (summaries,
/// baselines, a lab's rows); the log importer reads the members it needs from each entry object and skips
/// the rest without building them, which keeps a gigabyte export at the speed of its bytes.
///
/// The bytes must outlive the reader; the caller checks UTF-8 once for a whole document.
public struct JSONReader {
    private let bytes: UnsafeBufferPointer<UInt8>
    /// The next byte to read.
    private var offset = 0
    private var line = 1
    private var lineStart = 0

    /// A reader at the start of `bytes`.
    public init(_ bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    /// A place the reader has been, cheap to take (a column is counted only when a position is asked for).
    public struct Mark: Sendable {
        fileprivate let line: Int
        fileprivate let lineStart: Int
        fileprivate let offset: Int
    }

    /// Where the reader is, as a mark.
    public var mark: Mark { Mark(line: line, lineStart: lineStart, offset: offset) }

    /// Where the reader is: line and column from 1 (columns count characters, not bytes).
    public var position: JSONPosition { position(of: mark) }

    /// The line and column of `mark`.
    public func position(of mark: Mark) -> JSONPosition {
        var column = 1
        var index = mark.lineStart
        let end = min(mark.offset, bytes.count)
        while index < end {
            if bytes[index] & 0xC0 != 0x80 { column += 1 }
            index += 1
        }
        return JSONPosition(line: mark.line, column: column)
    }

    /// Whether every byte has been read.
    public var atEnd: Bool { offset >= bytes.count }

    /// An error at the reader's position.
    public func fail(_ message: String) -> JSONSyntaxError {
        JSONSyntaxError(position: position, message: message)
    }

    /// What is at the reader's position, in words for an error ("found 'x'", "but the file ends there").
    public var found: String {
        guard offset < bytes.count else { return "but the file ends there (a cut-off file)" }
        let byte = bytes[offset]
        return byte < 0x20 ? "found a control character" : "found '\(String(decoding: [byte], as: UTF8.self))'"
    }

    /// Skips spaces, tabs and line ends, counting lines.
    public mutating func skipSpace() {
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

    /// Skips a UTF-8 byte-order mark at the start.
    public mutating func skipByteOrderMark() {
        if offset == 0, bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF {
            offset = 3
            lineStart = 3
        }
    }

    /// Moves to `target` (for pointing an error at a byte found by another pass), counting lines on the way.
    public mutating func move(to target: Int) {
        while offset < min(target, bytes.count) {
            if bytes[offset] == 0x0A {
                line += 1
                lineStart = offset + 1
            }
            offset += 1
        }
    }

    /// The kind of value that starts here, after spaces; nil at the end.
    public mutating func peekKind() -> JSONValueKind? {
        skipSpace()
        guard offset < bytes.count else { return nil }
        switch bytes[offset] {
        case UInt8(ascii: "{"): return .object
        case UInt8(ascii: "["): return .array
        case UInt8(ascii: "\""): return .string
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number
        case UInt8(ascii: "t"), UInt8(ascii: "f"): return .bool
        case UInt8(ascii: "n"): return .null
        default: return nil
        }
    }

    /// Reads an object, calling `member` with each key and the reader at its value; `member` must read or
    /// skip that value.
    public mutating func readObject(_ member: (inout JSONReader, _ key: [UInt8], _ keyMark: Mark) throws(JSONSyntaxError) -> Void) throws(JSONSyntaxError) {
        try readContainer(open: "{", close: "}", kind: "an object", item: "a member") { reader throws(JSONSyntaxError) in
            let keyMark = reader.mark
            guard !reader.atEnd, reader.bytes[reader.offset] == UInt8(ascii: "\"") else {
                throw reader.fail("expected a member name in quotes, " + reader.found)
            }
            let key = try reader.readStringBytes()
            reader.skipSpace()
            guard !reader.atEnd, reader.bytes[reader.offset] == UInt8(ascii: ":") else {
                throw reader.fail("expected ':' after the member name \"\(String(decoding: key, as: UTF8.self))\", " + reader.found)
            }
            reader.offset += 1
            reader.skipSpace()
            try member(&reader, key, keyMark)
        }
    }

    /// Reads an array, calling `element` with the reader at each element; `element` must read or skip it.
    public mutating func readArray(_ element: (inout JSONReader) throws(JSONSyntaxError) -> Void) throws(JSONSyntaxError) {
        try readContainer(open: "[", close: "]", kind: "an array", item: "an element", element)
    }

    /// The grammar objects and arrays share: `open`, then nothing or items separated by commas, then
    /// `close`; `readItem` reads one item (a member or an element) with the reader at its start.
    private mutating func readContainer(open: Unicode.Scalar, close: Unicode.Scalar, kind: String, item: String,
                                        _ readItem: (inout JSONReader) throws(JSONSyntaxError) -> Void) throws(JSONSyntaxError) {
        skipSpace()
        guard !atEnd, bytes[offset] == UInt8(ascii: open) else { throw fail("expected \(kind), " + found) }
        offset += 1
        skipSpace()
        if !atEnd, bytes[offset] == UInt8(ascii: close) {
            offset += 1
            return
        }
        while true {
            skipSpace()
            try readItem(&self)
            skipSpace()
            guard !atEnd else { throw fail("expected ',' or '\(close)' after \(item), " + found) }
            if bytes[offset] == UInt8(ascii: ",") { offset += 1; continue }
            if bytes[offset] == UInt8(ascii: close) { offset += 1; return }
            throw fail("expected ',' or '\(close)' after \(item), " + found)
        }
    }

    /// Reads a string.
    public mutating func readString() throws(JSONSyntaxError) -> String {
        String(decoding: try readStringBytes(), as: UTF8.self)
    }

    /// Reads a string as its decoded UTF-8 bytes (no `String` made, for readers of millions of them).
    public mutating func readStringBytes() throws(JSONSyntaxError) -> [UInt8] {
        skipSpace()
        guard offset < bytes.count, bytes[offset] == UInt8(ascii: "\"") else { throw fail("expected a string, " + found) }
        offset += 1
        var text: [UInt8] = []
        while offset < bytes.count {
            let byte = bytes[offset]
            switch byte {
            case UInt8(ascii: "\""):
                offset += 1
                return text
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
                    guard var scalar = hex4(at: offset + 2) else {
                        offset += 1
                        throw fail("expected four hexadecimal digits after '\\u'")
                    }
                    offset += 4
                    // A surrogate pair is one character written as two escapes.
                    if (0xD800..<0xDC00).contains(scalar), offset + 7 < bytes.count, bytes[offset + 2] == UInt8(ascii: "\\"),
                       bytes[offset + 3] == UInt8(ascii: "u"), let low = hex4(at: offset + 4), (0xDC00..<0xE000).contains(low) {
                        scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                        offset += 6
                    }
                    text.appendUTF8(scalar)
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

    /// Reads a number, as written (`-2.5e3`), checking JSON's grammar.
    public mutating func readNumber() throws(JSONSyntaxError) -> String {
        skipSpace()
        let start = offset
        if offset < bytes.count, bytes[offset] == UInt8(ascii: "-") { offset += 1 }
        let integer = offset
        guard digits() > 0 else { throw fail("expected a digit, " + found) }
        if bytes[integer] == UInt8(ascii: "0"), offset - integer > 1 {
            let written = String(decoding: UnsafeBufferPointer(rebasing: bytes[integer..<offset]), as: UTF8.self)
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
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<offset]), as: UTF8.self)
    }

    /// Reads `true` or `false`, or nil for `null`.
    public mutating func readLiteral() throws(JSONSyntaxError) -> Bool? {
        skipSpace()
        for (word, value) in [("true", true as Bool?), ("false", false), ("null", nil)] where starts(with: word) {
            offset += word.utf8.count
            return value
        }
        throw fail("expected a value, " + found)
    }

    /// Skips one value of any kind, checking it as strictly as reading it would; `depth` is how deep the
    /// value already is, so no input nests past `JSONDocument.maxDepth`.
    public mutating func skipValue(depth: Int = 0) throws(JSONSyntaxError) {
        guard depth < JSONDocument.maxDepth else { throw fail("nesting deeper than \(JSONDocument.maxDepth) levels") }
        switch peekKind() {
        case .object: try readObject { reader, _, _ throws(JSONSyntaxError) in try reader.skipValue(depth: depth + 1) }
        case .array: try readArray { reader throws(JSONSyntaxError) in try reader.skipValue(depth: depth + 1) }
        case .string: try skipString()
        case .number: _ = try readNumber()
        case .bool, .null, nil: _ = try readLiteral()
        }
    }

    /// A string checked as `readStringBytes` checks it, without keeping its text.
    private mutating func skipString() throws(JSONSyntaxError) {
        let start = offset
        offset += 1
        while offset < bytes.count {
            switch bytes[offset] {
            case UInt8(ascii: "\""):
                offset += 1
                return
            case UInt8(ascii: "\\"):
                // Escapes are rare in skipped values; the reading path checks them.
                offset = start
                _ = try readStringBytes()
                return
            case 0x00..<0x20:
                throw fail("expected the string to end with '\"' before the line does, " + found)
            default:
                offset += 1
            }
        }
        throw fail("expected '\"' to end the string, " + found)
    }

    private func starts(with word: String) -> Bool {
        var index = offset
        for byte in word.utf8 {
            guard index < bytes.count, bytes[index] == byte else { return false }
            index += 1
        }
        return true
    }

    private mutating func digits() -> Int {
        let begin = offset
        while offset < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[offset]) { offset += 1 }
        return offset - begin
    }

    private func hex4(at index: Int) -> UInt32? {
        guard index >= 0, index + 4 <= bytes.count else { return nil }
        var value: UInt32 = 0
        for i in 0..<4 {
            let c = bytes[index + i]
            let digit: UInt32
            switch c {
            case 48...57: digit = UInt32(c - 48)
            case 65...70: digit = UInt32(c - 55)
            case 97...102: digit = UInt32(c - 87)
            default: return nil
            }
            value = value << 4 | digit
        }
        return value
    }
}

/// The kinds of JSON value, as a reader sees them before reading one.
public enum JSONValueKind: Sendable {
    /// `{…}`.
    case object
    /// `[…]`.
    case array
    /// `"…"`.
    case string
    /// `-1.5e3`.
    case number
    /// `true` or `false`.
    case bool
    /// `null`.
    case null
}
