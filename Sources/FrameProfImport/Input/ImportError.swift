import FrameProfSupport
/// An input that cannot be imported, as a full sentence naming the file (and line, where there is one).
public struct ImportError: FrameProfError, Sendable {
    /// A device recording that cannot be imported.
    public var code: ErrorCode { .invalidInput }

    /// What went wrong.
    public let description: String

    /// Creates an error.
    public init(_ description: String) {
        self.description = description
    }
}
