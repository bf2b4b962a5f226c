import FrameProfAnalysis

/// HTML escaping: every name from a trace or a scenario passes through here before it reaches markup.
enum HTMLText {
    /// A type's name for a table cell: folded when long (`AsyncImage<…>`, `TypeNameDisplay`), with the
    /// full name in the tooltip.
    static func typeName(_ full: String) -> String {
        let shown = TypeNameDisplay.short(full)
        guard shown != full else { return escape(full) }
        return "<span title=\"\(escape(full))\">\(escape(shown))</span>"
    }

    /// Escapes `&`, `<`, `>`, `"` and `'` (safe in text and in quoted attributes).
    static func escape(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for c in text {
            switch c {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            default: out.append(c)
            }
        }
        return out
    }

    /// JSON placed inside a `<script>` element: `<` is written as `\u003c`, so no `</script>` in the
    /// data can close the element (the JSON encoder of the Chrome export does the same).
    static func scriptSafe(_ json: String) -> String {
        json.replacingOccurrences(of: "<", with: "\\u003c")
    }
}

import Foundation
