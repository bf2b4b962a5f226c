/// A session's failure, worded for the person at the command line: a full sentence with the fix. The
/// CLI prints it once, at its root, after the command's name, and exits by its kind.
public struct SessionError: Error, CustomStringConvertible, Sendable {
    /// What the caller should make of the failure.
    public enum Kind: Sendable {
        /// Something failed while working (a file, a recording): exit 1.
        case failure
        /// The settings cannot be honoured as given (an unknown device, a missing option): exit 64.
        case usage
        /// The gate's baseline file does not exist: exit 5, so CI can tell "write one" from "broken".
        case baselineMissing
    }

    /// What to make of it.
    public let kind: Kind
    /// The message, without the command's name.
    public let description: String

    /// A failure with its full message.
    public init(_ description: String, kind: Kind = .failure) {
        self.description = description
        self.kind = kind
    }
}
