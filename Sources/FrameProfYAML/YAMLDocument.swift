import Foundation
import Yams

/// Parsing a whole YAML document into its root node.
public enum YAMLDocument {
    /// The root of `text`, or an error naming the line of a syntax mistake; `empty` says what an empty
    /// file should have held.
    public static func root(_ text: String, file: String, empty: String) throws(YAMLFileError) -> YAMLField {
        let composed: Node?
        do {
            composed = try Yams.compose(yaml: text)
        } catch let error as YamlError {
            throw syntaxError(error, file: file)
        } catch {
            throw YAMLFileError(file: file, line: 0, column: 0, key: "", message: "is not valid YAML: \(error)")
        }
        guard let root = composed else {
            throw YAMLFileError(file: file, line: 0, column: 0, key: "", message: "is empty; expected \(empty)")
        }
        return YAMLField(node: root, path: "", file: file)
    }

    /// Reads `path` as UTF-8 text, or an error naming the file and what is wrong with it (Foundation's
    /// own message for a directory or a non-UTF-8 file is only "the operation could not be completed").
    public static func read(path: String) throws(YAMLFileError) -> String {
        func failure(_ message: String) -> YAMLFileError { YAMLFileError(file: path, line: 0, column: 0, key: "", message: message, code: .unreadable) }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { throw failure("does not exist; expected a YAML file") }
        guard !isDirectory.boolValue else { throw failure("is a directory; expected a YAML file") }
        guard let data = FileManager.default.contents(atPath: path) else { throw failure("cannot be read (check its permissions)") }
        guard let text = String(validating: data, as: UTF8.self) else {
            throw YAMLFileError(file: path, line: firstInvalidLine(data), column: 0, key: "", message: "is not UTF-8 text; save it as UTF-8")
        }
        return text
    }

    /// The 1-based line of the first byte that is not UTF-8.
    private static func firstInvalidLine(_ data: Data) -> Int {
        var bytes = data.makeIterator()
        var decoder = UTF8()
        var line = 1
        while case let .scalarValue(scalar) = decoder.decode(&bytes) {
            if scalar == "\n" { line += 1 }
        }
        return line
    }

    private static func syntaxError(_ error: YamlError, file: String) -> YAMLFileError {
        switch error {
        case let .scanner(_, problem, mark, _), let .parser(_, problem, mark, _), let .composer(_, problem, mark, _):
            return YAMLFileError(file: file, line: mark.line, column: mark.column, key: "", message: "is not valid YAML: \(problem)")
        case let .duplicatedKeysInMapping(duplicates, context):
            return YAMLFileError(file: file, line: context.mark.line, column: context.mark.column, key: duplicates.joined(separator: ", "), message: "given twice")
        default:
            return YAMLFileError(file: file, line: 0, column: 0, key: "", message: "is not valid YAML: \(error)")
        }
    }
}
