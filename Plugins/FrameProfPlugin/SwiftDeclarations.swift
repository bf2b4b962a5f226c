import Foundation

/// The declarations `init` needs from a module's Swift files: its structs and enums at file level, each
/// with its conformances, stored properties and initializers. A line scanner that tracks braces, not a
/// parser: a plugin cannot depend on swift-syntax without making every team's first build pay for it,
/// and the shapes it reads (a view struct with a row model, a model struct of stored properties) are
/// the plain ones cells use. What it cannot read it leaves out, and `init` says which cells it skipped.
struct SwiftDeclarations {
    /// A struct or enum declared at file level.
    struct TypeDeclaration {
        enum Kind { case structure, enumeration, classType }
        var kind: Kind
        var name: String
        /// `public`, `internal`, `private`, `fileprivate`, `package`.
        var access: String
        /// The names after the colon: `View`, `Decodable`, `String`…
        var conformances: [String]
        var properties: [StoredProperty] = []
        /// Each `init`'s parameter list, as written between its parentheses.
        var initializers: [String] = []
        /// Whether it declares `var body`, as a view does.
        var hasBody = false
        /// An enumeration's raw values (its case names where none is written), in order.
        var cases: [String] = []
    }

    /// A stored property: `let title: String`, `var likes: Int = 0`.
    struct StoredProperty {
        var name: String
        var type: String
        var isLet: Bool
        var hasDefault: Bool
        /// A property wrapper's name (`State`, `Binding`), if any.
        var wrapper: String?
    }

    var types: [String: TypeDeclaration] = [:]
    /// Declaration order, so the generated scenarios come in the order the files declare their cells.
    var order: [String] = []

    /// Reads every file in `files`.
    init(files: [URL]) throws {
        for file in files.sorted(by: { $0.path < $1.path }) {
            read(try String(contentsOf: file, encoding: .utf8))
        }
    }

    private static let typeLine = try! NSRegularExpression(
        pattern: #"^\s*((?:public|internal|private|fileprivate|package|final|@MainActor|@\w+)\s+)*(struct|enum|class)\s+(\w+)\s*(?::\s*([^{]+))?\{"#)
    private static let propertyLine = try! NSRegularExpression(
        pattern: #"^\s*(?:@(\w+)(?:\([^)]*\))?\s+)?(?:(?:public|internal|private|fileprivate|package)(?:\(set\))?\s+)*(let|var)\s+(\w+)\s*:\s*([^={]+?)\s*(=.*)?$"#)
    private static let caseLine = try! NSRegularExpression(pattern: #"^\s*case\s+(.+)$"#)
    private static let initLine = try! NSRegularExpression(pattern: #"^\s*(?:(?:public|internal|package)\s+)?init\s*\(([^)]*)\)"#)

    private mutating func read(_ text: String) {
        var depth = 0
        var current: String?
        var inBlockComment = false
        for raw in text.components(separatedBy: "\n") {
            var line = raw
            if inBlockComment {
                guard let end = line.range(of: "*/") else { continue }
                line = String(line[end.upperBound...])
                inBlockComment = false
            }
            if let comment = line.range(of: "//") { line = String(line[..<comment.lowerBound]) }
            if let start = line.range(of: "/*") {
                inBlockComment = !line[start.upperBound...].contains("*/")
                line = String(line[..<start.lowerBound])
            }
            let range = NSRange(line.startIndex..., in: line)
            if depth == 0, let match = Self.typeLine.firstMatch(in: line, range: range) {
                let text = { (i: Int) in Range(match.range(at: i), in: line).map { String(line[$0]) } ?? "" }
                let modifiers = text(1) + line
                let access = ["public", "private", "fileprivate", "package"].first { modifiers.contains($0 + " ") } ?? "internal"
                let kind: TypeDeclaration.Kind = text(2) == "struct" ? .structure : text(2) == "enum" ? .enumeration : .classType
                let conformances = text(4).split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
                    .map { $0.split(separator: " ").first.map(String.init) ?? $0 }
                let name = text(3)
                if types[name] == nil { order.append(name) }
                types[name] = TypeDeclaration(kind: kind, name: name, access: access, conformances: conformances)
                current = name
            } else if depth == 1, let name = current {
                if let match = Self.propertyLine.firstMatch(in: line, range: range), !line.contains("{") || line.contains("=") {
                    let text = { (i: Int) in Range(match.range(at: i), in: line).map { String(line[$0]) } }
                    // `static` members and computed properties are not stored in a row.
                    if !line.contains("static "), let property = text(3), let type = text(4) {
                        types[name]?.properties.append(StoredProperty(name: property, type: type.trimmingCharacters(in: .whitespaces),
                                                                      isLet: text(2) == "let", hasDefault: text(5) != nil, wrapper: text(1)))
                    }
                } else if types[name]?.kind == .enumeration, let match = Self.caseLine.firstMatch(in: line, range: range),
                          let list = Range(match.range(at: 1), in: line), !line.contains("(") {
                    // `case starter, main = "mains"`: each case's raw value, its name where none is written.
                    for item in line[list].split(separator: ",") {
                        let parts = item.split(separator: "=", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
                        let value = parts.count == 2 ? parts[1].trimmingCharacters(in: CharacterSet(charactersIn: "\"")) : parts[0]
                        if !value.isEmpty { types[name]?.cases.append(value) }
                    }
                } else if let match = Self.initLine.firstMatch(in: line, range: range), let parameters = Range(match.range(at: 1), in: line) {
                    types[name]?.initializers.append(String(line[parameters]))
                }
                if line.range(of: #"\bvar\s+body\s*:"#, options: .regularExpression) != nil { types[name]?.hasBody = true }
            }
            depth += line.filter { $0 == "{" }.count - line.filter { $0 == "}" }.count
            if depth <= 0 {
                depth = 0
                current = nil
            }
        }
    }
}
