import FrameProfSupport
/// A StackLab failure (an unwritable log, an unknown scenario), as a full sentence.
package struct StackLabError: FrameProfError, Sendable {
    /// A view tree the lab cannot run as written.
    package var code: ErrorCode { .invalidInput }

    /// What went wrong.
    package var description: String

    /// Creates an error with its message.
    package init(_ description: String) {
        self.description = description
    }
}
