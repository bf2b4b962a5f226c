import Foundation

/// Where and why JSON text is not valid, for the error message: Foundation's parser on Linux says only
/// "the data is not in the correct format". One pass with an explicit stack, so depth cannot overflow it.
enum JSONDiagnosis {
    /// Nesting deeper than this is reported: Foundation's parser refuses it.
    static let maxDepth = 512

    /// `line L, column C: what is wrong`, or nil when this scan finds nothing wrong.
    static func problem(in data: Data) -> String? {
        let bytes = [UInt8](data)
        guard String(validating: bytes, as: UTF8.self) != nil else {
            let valid = bytes.prefix(while: { $0 < 0x80 })
            return at(bytes, valid.count, "a byte that is not UTF-8; save the file as UTF-8")
        }
        var scan = Scan(bytes: bytes)
        return scan.run().map { at(bytes, $0.offset, $0.message) }
    }

    private static func at(_ bytes: [UInt8], _ offset: Int, _ message: String) -> String {
        let before = bytes[..<min(offset, bytes.count)]
        let line = before.reduce(1) { $0 + ($1 == 10 ? 1 : 0) }
        let column = before.count - (before.lastIndex(of: 10).map { $0 + 1 } ?? 0) + 1
        return "line \(line), column \(column): \(message)"
    }

    private struct Scan {
        let bytes: [UInt8]
        var p = 0
        /// Open containers, innermost last: `{` or `[`.
        var stack: [UInt8] = []

        mutating func skipSpace() { while p < bytes.count, [32, 9, 10, 13].contains(bytes[p]) { p += 1 } }

        func found() -> String { p < bytes.count ? "found '\(String(decoding: [bytes[p]], as: UTF8.self))'" : "but the file ends there (a cut-off file)" }

        /// Reads one whole document; the first problem and its byte offset.
        mutating func run() -> (offset: Int, message: String)? {
            var expectValue = true
            while true {
                skipSpace()
                if expectValue {
                    guard p < bytes.count else { return (p, "expected a value, " + found()) }
                    switch bytes[p] {
                    case UInt8(ascii: "{"), UInt8(ascii: "["):
                        stack.append(bytes[p])
                        guard stack.count <= JSONDiagnosis.maxDepth else { return (p, "nesting deeper than \(JSONDiagnosis.maxDepth) levels") }
                        p += 1
                        skipSpace()
                        if p < bytes.count, bytes[p] == (stack.last == UInt8(ascii: "{") ? UInt8(ascii: "}") : UInt8(ascii: "]")) {
                            stack.removeLast(); p += 1; expectValue = false; continue
                        }
                        if stack.last == UInt8(ascii: "{"), let problem = key() { return problem }
                        continue
                    case UInt8(ascii: "\""): if let problem = string() { return problem }
                    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): if let problem = number() { return problem }
                    default:
                        guard let word = ["true", "false", "null"].first(where: { bytes[p...].starts(with: $0.utf8) }) else {
                            return (p, "expected a value, " + found())
                        }
                        p += word.utf8.count
                    }
                    expectValue = false
                    continue
                }
                guard let open = stack.last else {
                    return p < bytes.count ? (p, "expected the end of the document, " + found()) : nil
                }
                let close = open == UInt8(ascii: "{") ? UInt8(ascii: "}") : UInt8(ascii: "]")
                guard p < bytes.count else { return (p, "the file ends inside \(open == UInt8(ascii: "{") ? "an object" : "a list") (a cut-off file)") }
                if bytes[p] == close { stack.removeLast(); p += 1; continue }
                guard bytes[p] == UInt8(ascii: ",") else { return (p, "expected ',' or '\(Character(UnicodeScalar(close)))', " + found()) }
                p += 1
                if open == UInt8(ascii: "{"), let problem = key() { return problem }
                expectValue = true
            }
        }

        mutating func key() -> (offset: Int, message: String)? {
            skipSpace()
            guard p < bytes.count, bytes[p] == UInt8(ascii: "\"") else { return (p, "expected a quoted key, " + found()) }
            if let problem = string() { return problem }
            skipSpace()
            guard p < bytes.count, bytes[p] == UInt8(ascii: ":") else { return (p, "expected ':' after the key, " + found()) }
            p += 1
            return nil
        }

        mutating func string() -> (offset: Int, message: String)? {
            let start = p
            p += 1
            while p < bytes.count, bytes[p] != UInt8(ascii: "\"") {
                p += bytes[p] == UInt8(ascii: "\\") ? 2 : 1
            }
            guard p < bytes.count else { return (start, "the file ends inside this string (a cut-off file)") }
            p += 1
            return nil
        }

        mutating func number() -> (offset: Int, message: String)? {
            let start = p
            while p < bytes.count, "+-0123456789.eE".utf8.contains(bytes[p]) { p += 1 }
            let text = String(decoding: bytes[start..<p], as: UTF8.self)
            guard let value = Double(text) else { return (start, "'\(text)' is not a number") }
            guard value.isFinite else { return (start, "the number \(text) is out of range") }
            return nil
        }
    }
}
