import Foundation
import Glibc

@_silgen_name("__cxa_demangle")
private func cxaDemangle(_ mangled: UnsafePointer<CChar>?, _ output: UnsafeMutablePointer<CChar>?,
                         _ length: UnsafeMutablePointer<Int>?, _ status: UnsafeMutablePointer<Int32>?) -> UnsafeMutablePointer<CChar>?

@_silgen_name("swift_demangle")
private func swiftDemangle(_ mangled: UnsafePointer<CChar>?, _ length: Int, _ output: UnsafeMutablePointer<CChar>?,
                           _ outputSize: UnsafeMutablePointer<Int>?, _ flags: UInt32) -> UnsafeMutablePointer<CChar>?

/// Swift symbol names made readable with the runtime's own `swift_demangle`; other names pass through.
public enum Demangler {
    /// `$s8StackLab7RowViewV4bodyQrvg` → `StackLab.RowView.body.getter`; a function keeps its labels
    /// but not its types (`StackLab.ViewGraph.makeNode(for:)`), as Instruments and Xcode print Swift
    /// frames: a report names code, and full signatures make every row of a table a paragraph.
    public static func demangle(_ name: String) -> String {
        if name.hasPrefix("_Z") { return demangleCxx(name) ?? name }
        guard name.hasPrefix("$s") || name.hasPrefix("_$s") || name.hasPrefix("$S") || name.hasPrefix("_T0") else { return name }
        let demangled: String? = name.withCString { pointer in
            guard let result = swiftDemangle(pointer, strlen(pointer), nil, nil, 0) else { return nil }
            defer { free(result) }
            return String(cString: result)
        }
        return demangled.map(simplify) ?? name
    }

    /// A C++ name (the Swift runtime, libstdc++) through the C++ ABI's demangler, without its parameter
    /// list: `swift::RefCounts<…>::incrementSlow`.
    static func demangleCxx(_ name: String) -> String? {
        var status: Int32 = 0
        guard let result = name.withCString({ cxaDemangle($0, nil, nil, &status) }) else { return nil }
        defer { free(result) }
        guard status == 0 else { return nil }
        var text = String(cString: result)
        if text.hasSuffix(" const") { text.removeLast(6) }
        guard text.hasSuffix(")") else { return text }
        var depth = 0
        for index in text.indices.reversed() {
            if text[index] == ")" { depth += 1 }
            if text[index] == "(" {
                depth -= 1
                if depth == 0 { return String(text[..<index]) }
            }
        }
        return text
    }

    /// Shortens a demangled name: drops the ` : Type` of accessors and variables, a function's parameter
    /// types (keeping labels), effects and return type, a closure's signature, and private-name
    /// discriminators (`(placeOnce in _3866…)` → `placeOnce`); the `… specialization <…> of` prefixes of
    /// optimized copies become `specialized`.
    public static func simplify(_ demangled: String) -> String {
        var text = Array(demangled.unicodeScalars)
        var specialized = false
        while let rest = afterSpecializationPrefix(text) {
            text = rest
            specialized = true
        }
        text = removingDiscriminators(text)
        var out: [Unicode.Scalar] = []
        var index = 0
        while index < text.count {
            let scalar = text[index]
            if scalar == " ", text[index...].starts(with: Array(" : ".unicodeScalars)) { break }
            if scalar == "<" || scalar == "[" {
                // Generic arguments and collection types are copied whole, whatever they contain.
                let close = matching(text, from: index) ?? text.count - 1
                out += text[index...close]
                index = close + 1
                continue
            }
            guard scalar == "(", let close = matching(text, from: index) else {
                out.append(scalar)
                index += 1
                continue
            }
            let before = out.last ?? " "
            if isIdentifier(before) || before == ">" {
                out += "(\(labels(Array(text[(index + 1)..<close]))))".unicodeScalars
                index = skipSignatureTail(text, from: close + 1)
            } else if endsWithClosureNumber(out) {
                out.removeLast()
                index = skipSignatureTail(text, from: close + 1)
            } else {
                out += text[index...close]
                index = close + 1
            }
        }
        return (specialized ? "specialized " : "") + String(String.UnicodeScalarView(out))
    }

    private static func isIdentifier(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.isAlphabetic || scalar == "_" || ("0"..."9").contains(scalar)
    }

    /// The text after leading `… specialization <…> of ` prefixes (function signature, generic,
    /// partial, merged — often several), or nil. The demangler prints some specialization arguments with
    /// unbalanced brackets, so the entity is found after the last `> of ` rather than by matching.
    private static func afterSpecializationPrefix(_ text: [Unicode.Scalar]) -> [Unicode.Scalar]? {
        let head = String(String.UnicodeScalarView(text.prefix(48)))
        guard let start = head.range(of: "specialization <"),
              head[..<start.lowerBound].allSatisfy({ $0.isLetter || $0 == " " }) else { return nil }
        let string = String(String.UnicodeScalarView(text))
        guard let last = string.range(of: "> of ", options: .backwards) else { return nil }
        return Array(string[last.upperBound...].unicodeScalars)
    }

    /// `(name in _0123ABCD…)` → `name`.
    private static func removingDiscriminators(_ text: [Unicode.Scalar]) -> [Unicode.Scalar] {
        let string = String(String.UnicodeScalarView(text))
        guard string.contains(" in _") else { return text }
        let pattern = try! NSRegularExpression(pattern: #"\(([A-Za-z_][A-Za-z0-9_]*) in _[0-9A-F]+\)"#)
        let range = NSRange(string.startIndex..., in: string)
        return Array(pattern.stringByReplacingMatches(in: string, range: range, withTemplate: "$1").unicodeScalars)
    }

    /// Whether the output ends in `closure #N ` (a closure whose signature follows).
    private static func endsWithClosureNumber(_ out: [Unicode.Scalar]) -> Bool {
        guard out.last == " " else { return false }
        var index = out.count - 2
        while index >= 0, ("0"..."9").contains(out[index]) { index -= 1 }
        let marker = Array("closure #".unicodeScalars)
        return index < out.count - 2 && index + 1 >= marker.count && Array(out[(index + 1 - marker.count)...index]) == marker
    }

    /// The index of the bracket closing the one at `start` (`()`, `<>`, `[]`, nested; the `>` of `->`
    /// is not a bracket), or nil.
    private static func matching(_ text: [Unicode.Scalar], from start: Int) -> Int? {
        var depth = 0
        var index = start
        while index < text.count {
            switch text[index] {
            case "(", "<", "[": depth += 1
            case ")", "]": depth -= 1
            case ">" where index == 0 || text[index - 1] != "-": depth -= 1
            default: break
            }
            if depth == 0 { return index }
            index += 1
        }
        return nil
    }

    /// `for: StackLab.View, _: Swift.Int` → `for:_:`.
    private static func labels(_ inner: [Unicode.Scalar]) -> String {
        var result = ""
        var depth = 0
        var part = ""
        func finish() {
            let trimmed = part.trimmingCharacters(in: .whitespaces)
            guard !trimmed.isEmpty else { return }
            if trimmed.hasSuffix(":"), !trimmed.contains(" ") {
                result += trimmed
            } else if let colon = trimmed.range(of: ": "), !trimmed[..<colon.lowerBound].contains(where: { "(<[ ".contains($0) }) {
                result += trimmed[..<colon.lowerBound] + ":"
            } else {
                result += "_:"
            }
        }
        for (offset, scalar) in inner.enumerated() {
            switch scalar {
            case "(", "<", "[": depth += 1
            case ")", "]": depth -= 1
            case ">" where offset == 0 || inner[offset - 1] != "-": depth -= 1
            case "," where depth == 0:
                finish()
                part = ""
                continue
            default: break
            }
            part.unicodeScalars.append(scalar)
        }
        finish()
        return result
    }

    /// After a signature's parameters: skips effects (` async`, ` throws`, ` throws(E)`, ` rethrows`)
    /// and ` -> Type`, up to the ` in ` that continues the name (a closure's context) or the end.
    private static func skipSignatureTail(_ text: [Unicode.Scalar], from start: Int) -> Int {
        var index = start
        var skipped = true
        while skipped {
            skipped = false
            for effect in [" async", " rethrows", " throws"] where text[index...].starts(with: Array(effect.unicodeScalars)) {
                index += effect.unicodeScalars.count
                if index < text.count, text[index] == "(", let close = matching(text, from: index) { index = close + 1 }
                skipped = true
            }
        }
        let arrow = Array(" -> ".unicodeScalars), context = Array(" in ".unicodeScalars)
        guard text[index...].starts(with: arrow) else { return index }
        index += arrow.count
        var depth = 0
        while index < text.count {
            let scalar = text[index]
            if depth == 0 && text[index...].starts(with: context) { return index }
            if scalar == "(" || scalar == "<" || scalar == "[" { depth += 1 }
            if scalar == ")" || scalar == "]" || (scalar == ">" && text[index - 1] != "-") { depth -= 1 }
            index += 1
        }
        return index
    }
}
