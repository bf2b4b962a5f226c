/// What kind of failure an error is. The command line's exit status comes from it (usage 64, a missing
/// baseline 5, every other kind 1), and a caller decides by it, not by the wording of a message.
public enum ErrorCode: String, Sendable, CaseIterable {
    /// A file or value is not what was expected (its syntax, its keys, its values).
    case invalidInput = "invalid-input"
    /// A file cannot be opened or read.
    case unreadable
    /// An output cannot be created or written.
    case unwritable
    /// A trace or recording is damaged; what precedes the damage was read.
    case damaged
    /// The settings cannot be honoured as given (an unknown name, options that contradict each other).
    case usage
    /// The gate's baseline file does not exist, so CI can tell "write one" from "broken".
    case baselineMissing = "baseline-missing"
    /// The system refused a call the tool needs (a timer, a signal handler, memory for the recorder).
    case systemFailure = "system-failure"
}

/// What an error is about: the file, the line and column, the key, and the error underneath, each when
/// known. Messages already name them; the context lets a program (and a test) read them without parsing.
public struct ErrorContext: Sendable {
    /// The file (or `<built-in NAME>`, or `-` for standard input).
    public var file: String?
    /// 1-based line.
    public var line: Int?
    /// 1-based column.
    public var column: Int?
    /// The key path in the file (`budgets[0].record.clock`).
    public var key: String?
    /// The error this one wraps.
    public var underlying: (any Error)?

    /// A context; every part is optional.
    public init(file: String? = nil, line: Int? = nil, column: Int? = nil, key: String? = nil, underlying: (any Error)? = nil) {
        self.file = file
        self.line = line
        self.column = column
        self.key = key
        self.underlying = underlying
    }
}

/// An error of frameprof's: a code, its context, and a description that is the full sentence a person
/// reads (with the fix). Every public error type conforms.
public protocol FrameProfError: Error, CustomStringConvertible {
    /// The kind of failure.
    var code: ErrorCode { get }
    /// What it is about.
    var context: ErrorContext { get }
}

extension FrameProfError {
    /// No context beyond the message, unless the type says more.
    public var context: ErrorContext { ErrorContext() }
}
