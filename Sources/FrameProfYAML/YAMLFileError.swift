import FrameProfSupport
/// A mistake in a YAML input file (a scenario, a budget file), with where it is: the file, the line and
/// column, and the key path (`rows.heights.pattern[2]`), and what was expected there.
public struct YAMLFileError: FrameProfError, Equatable, Sendable {
    /// A file that is not what was expected, or one that cannot be read at all.
    public let code: ErrorCode
    /// The file, line, column and key.
    public var context: ErrorContext {
        ErrorContext(file: file, line: line > 0 ? line : nil, column: column > 0 ? column : nil, key: key.isEmpty ? nil : key)
    }

    /// The file (or `<built-in NAME>`).
    public let file: String
    /// 1-based line, 0 when unknown.
    public let line: Int
    /// 1-based column, 0 when unknown.
    public let column: Int
    /// The key path, empty for the document itself.
    public let key: String
    /// What was expected and what was found.
    public let message: String

    /// Creates an error.
    public init(file: String, line: Int, column: Int, key: String, message: String, code: ErrorCode = .invalidInput) {
        self.code = code
        self.file = file
        self.line = line
        self.column = column
        self.key = key
        self.message = message
    }

    /// `FILE:LINE:COLUMN: key 'KEY': MESSAGE`
    public var description: String {
        let place = line > 0 ? "\(file):\(line):\(column)" : file
        return key.isEmpty ? "\(place): \(message)" : "\(place): key '\(key)': \(message)"
    }
}
