/// HTML escaping: every name from a trace or a scenario passes through here before it reaches markup.
enum HTMLText {
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
