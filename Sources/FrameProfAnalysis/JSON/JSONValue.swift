/// A JSON value whose objects keep their keys in insertion order, so files read in the order the
/// contract lists them and diff cleanly between runs.
public enum JSONValue: Sendable, Equatable {
    /// `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// An integer, written without a fraction.
    case int(Int64)
    /// A number; written with at most six decimals, integral values as integers.
    case number(Double)
    /// A string, escaped per RFC 8259.
    case string(String)
    /// An array.
    case array([JSONValue])
    /// An object with ordered keys.
    case object([(String, JSONValue)])

    /// Two values are equal when they print the same.
    public static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
        lhs.serialized() == rhs.serialized()
    }

    /// The value as pretty-printed JSON (two-space indent, one key per line, short arrays inline).
    public func serialized() -> String {
        var out = ""
        write(into: &out, indent: 0)
        out.append("\n")
        return out
    }

    private func write(into out: inout String, indent: Int) {
        switch self {
        case .null: out.append("null")
        case let .bool(value): out.append(value ? "true" : "false")
        case let .int(value): out.append(String(value))
        case let .number(value): out.append(NumberText.trimmed(value, decimals: 6))
        case let .string(value): out.append(JSONValue.quoted(value))
        case let .array(values):
            let scalar = values.allSatisfy { if case .object = $0 { return false } else if case .array = $0 { return false } else { return true } }
            if scalar {
                out.append("[")
                for (index, value) in values.enumerated() {
                    if index > 0 { out.append(", ") }
                    value.write(into: &out, indent: indent)
                }
                out.append("]")
                return
            }
            out.append("[\n")
            for (index, value) in values.enumerated() {
                out.append(String(repeating: " ", count: indent + 2))
                value.write(into: &out, indent: indent + 2)
                out.append(index + 1 < values.count ? ",\n" : "\n")
            }
            out.append(String(repeating: " ", count: indent) + "]")
        case let .object(pairs):
            if pairs.isEmpty {
                out.append("{}")
                return
            }
            out.append("{\n")
            for (index, (key, value)) in pairs.enumerated() {
                out.append(String(repeating: " ", count: indent + 2))
                out.append(JSONValue.quoted(key))
                out.append(": ")
                value.write(into: &out, indent: indent + 2)
                out.append(index + 1 < pairs.count ? ",\n" : "\n")
            }
            out.append(String(repeating: " ", count: indent) + "}")
        }
    }

    /// `string` as a JSON string literal (RFC 8259 escapes), for writers that stream JSON by hand.
    public static func quoted(_ string: String) -> String {
        var out = "\""
        for scalar in string.unicodeScalars {
            switch scalar {
            case "\"": out.append("\\\"")
            case "\\": out.append("\\\\")
            case "\n": out.append("\\n")
            case "\r": out.append("\\r")
            case "\t": out.append("\\t")
            case let s where s.value < 0x20:
                let hex = String(s.value, radix: 16)
                out.append("\\u" + String(repeating: "0", count: 4 - hex.count) + hex)
            default: out.unicodeScalars.append(scalar)
            }
        }
        out.append("\"")
        return out
    }
}
