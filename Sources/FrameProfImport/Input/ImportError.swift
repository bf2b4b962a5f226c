/// An input that cannot be imported, as a full sentence naming the file (and line, where there is one).
public struct ImportError: Error, CustomStringConvertible, Sendable {
    /// What went wrong.
    public let description: String

    /// Creates an error.
    public init(_ description: String) {
        self.description = description
    }
}
