/// A CSV document with RFC 4180 quoting: fields holding a comma, a quote, CR or LF are quoted and
/// their quotes doubled; lines end with CRLF as the RFC says.
struct CSVTable {
    private var text: String

    /// Starts a table with its header (units in the column names, as in `duration_us`).
    init(header: [String]) {
        text = ""
        append(header)
    }

    /// Appends one record.
    mutating func append(_ fields: [String]) {
        text += fields.map(Self.quote).joined(separator: ",")
        text += "\r\n"
    }

    /// The document.
    var contents: String { text }

    static func quote(_ field: String) -> String {
        guard field.contains(where: { $0 == "," || $0 == "\"" || $0 == "\r" || $0 == "\n" }) else { return field }
        return "\"" + field.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }
}

import Foundation
