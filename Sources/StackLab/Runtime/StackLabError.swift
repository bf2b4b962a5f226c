/// A StackLab failure (an unwritable log, an unknown scenario), as a full sentence.
public struct StackLabError: Error, CustomStringConvertible, Sendable {
    /// What went wrong.
    public var description: String

    /// Creates an error with its message.
    public init(_ description: String) {
        self.description = description
    }
}
