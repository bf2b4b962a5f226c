import Foundation
import FrameProfJSON
import FrameProfSupport

/// A mistake in a lab of a team's own: in its data file (named with the line, column and key path of
/// the value that is wrong) or in how its scenarios are declared. Reported by the command line with
/// exit code 1.
public struct LabError: FrameProfError, Sendable {
    /// A lab's data that is not what its type expects.
    public var code: ErrorCode { .invalidInput }
    /// The file, line, column and key, each when known.
    public var context: ErrorContext { ErrorContext(file: file, line: position?.line, column: position?.column, key: key) }

    /// The data file, when the mistake is in one.
    public let file: String?
    /// Where in it.
    public let position: JSONPosition?
    /// The key path of the value (`[3].imageWidth`).
    public let key: String?
    /// What was expected and what was found.
    public let message: String

    /// Creates an error.
    public init(file: String? = nil, position: JSONPosition? = nil, key: String? = nil, message: String) {
        self.file = file
        self.position = position
        self.key = key
        self.message = message
    }

    /// A failable initializer of `type` that returned nil for the values the lab made up at `key`.
    static func refusedValues(of type: String, key: String) -> LabError {
        LabError(key: key, message: "\(type)'s initializer returned nil for the made-up values; give its fields hints (LabRows(hints:)) it accepts")
    }

    /// `posts.json:12:5: key '[3].imageWidth': expected a number, found a string`.
    public var description: String {
        var place = file ?? ""
        if let position { place += ":\(position)" }
        let key = self.key.map { $0.isEmpty ? "" : "key '\($0)': " } ?? ""
        return (place.isEmpty ? "" : place + ": ") + key + message
    }
}

/// Rows from a data file of the lab's own, decoded into its own `Decodable` row type.
public enum LabData {
    /// Decodes the JSON file at `path` (absolute, or relative to the directory of `relativeTo` — pass
    /// `#filePath` to name a file beside the source — else to the current directory). A missing file, a
    /// syntax error or a value of the wrong type throws a `LabError` naming the file, line and column.
    public static func load<T: Decodable>(_ type: T.Type, from path: String, relativeTo sourceFile: String? = nil) throws -> T {
        let resolved = resolve(path, relativeTo: sourceFile)
        guard let data = FileManager.default.contents(atPath: resolved) else {
            var isDirectory: ObjCBool = false
            let exists = FileManager.default.fileExists(atPath: resolved, isDirectory: &isDirectory)
            throw LabError(file: resolved, message: exists ? (isDirectory.boolValue ? "is a directory, not a JSON data file" : "cannot be read")
                : "no such file; give the data file's path (relative to the source file with relativeTo: #filePath)")
        }
        let bytes = [UInt8](data)
        let document: JSONDocument
        do {
            document = try JSONDocument(bytes: bytes)
        } catch {
            throw LabError(file: resolved, position: error.position, message: error.message)
        }
        do {
            return try JSONDecoder().decode(T.self, from: data)
        } catch let error as DecodingError {
            throw describe(error, in: document, file: resolved)
        }
    }

    /// `path` beside `sourceFile` when it is relative and a source file is given, with `..` and `.`
    /// resolved, so that an error names the file as a person would (`Data/posts.json` under the
    /// package, not `Sources/FeedLab/../../Data/posts.json`).
    static func resolve(_ path: String, relativeTo sourceFile: String?) -> String {
        guard !path.hasPrefix("/"), let sourceFile else { return path }
        return URL(fileURLWithPath: (sourceFile as NSString).deletingLastPathComponent + "/" + path).standardizedFileURL.path
    }

    /// The decoder's complaint at the value it is about.
    private static func describe(_ error: DecodingError, in document: JSONDocument, file: String) -> LabError {
        func path(_ keys: [CodingKey]) -> [JSONPathComponent] {
            keys.map { key in key.intValue.map { .index($0) } ?? .key(key.stringValue) }
        }
        switch error {
        case let .typeMismatch(type, context), let .valueNotFound(type, context):
            let components = path(context.codingPath)
            let node = document.node(at: components)
            return LabError(file: file, position: node.position, key: JSONPathComponent.text(components),
                            message: "expected \(describe(type)), found \(node.kind)")
        case let .keyNotFound(key, context):
            let components = path(context.codingPath)
            let node = document.node(at: components)
            return LabError(file: file, position: node.position, key: JSONPathComponent.text(components),
                            message: "missing key '\(key.stringValue)'")
        case let .dataCorrupted(context):
            let components = path(context.codingPath)
            return LabError(file: file, position: document.node(at: components).position, key: JSONPathComponent.text(components),
                            message: context.debugDescription)
        @unknown default:
            return LabError(file: file, message: "\(error)")
        }
    }

    /// `a number`, `a string`, `an array` for the types rows are made of.
    private static func describe(_ type: Any.Type) -> String {
        switch type {
        case is String.Type, is Substring.Type: "a string"
        case is Bool.Type: "a boolean"
        case is any BinaryInteger.Type: "a whole number"
        case is any BinaryFloatingPoint.Type: "a number"
        case is any Collection.Type: "an array"
        default: "a value of type \(type)"
        }
    }
}
