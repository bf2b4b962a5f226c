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

    /// Reads `path` as UTF-8 text, or an error naming the file.
    public static func read(path: String) throws(YAMLFileError) -> String {
        do {
            return try String(contentsOfFile: path, encoding: .utf8)
        } catch {
            throw YAMLFileError(file: path, line: 0, column: 0, key: "", message: "cannot be read: \(error.localizedDescription)")
        }
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
