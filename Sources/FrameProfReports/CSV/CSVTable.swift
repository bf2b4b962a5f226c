import Foundation

/// A CSV document with RFC 4180 quoting: fields holding a comma, a quote, CR or LF are quoted and
/// their quotes doubled; lines end with CRLF as the RFC says.
struct CSVTable {
    private var text: String

    /// Starts a table with its header (units in the column names, as in `duration_us`).
    init(header: [String]) {
        text = ""
        append(header)
    }

    /// Appends one record, field by field: a long recording's frames.csv has a record per frame, and
    /// quoting into a new array and joining it was a copy of every field and a temporary per record.
    mutating func append(_ fields: [String]) {
        for (index, field) in fields.enumerated() {
            if index > 0 { text += "," }
            text += Self.quote(field)
        }
        text += "\r\n"
    }

    /// The document.
    var contents: String { text }

    /// The field as written: quoted, with its quotes doubled, when it holds a comma, quote, CR or LF.
    static func quote(_ field: String) -> String {
        guard needsQuotes(field) else { return field }
        return "\"" + field.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }

    /// Whether `field` holds a byte that must be quoted. Read as UTF-8 bytes, not characters: CR LF is
    /// one `Character`, equal to neither "\r" nor "\n", and comparing characters compared strings.
    private static func needsQuotes(_ field: String) -> Bool {
        field.utf8.contains { $0 == UInt8(ascii: ",") || $0 == UInt8(ascii: "\"") || $0 == 13 || $0 == 10 }
    }
}
