import FrameProfSupport
/// A StackLab failure (an unwritable log, an unknown scenario), as a full sentence.
public struct StackLabError: FrameProfError, Sendable {
    /// A view tree the lab cannot run as written.
    public var code: ErrorCode { .invalidInput }

    /// What went wrong.
    public var description: String

    /// Creates an error with its message.
    public init(_ description: String) {
        self.description = description
    }
}
