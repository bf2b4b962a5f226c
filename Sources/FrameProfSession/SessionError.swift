import FrameProfSupport

/// A session's failure, worded for the person at the command line: a full sentence with the fix. The
/// CLI prints it once, at its root, after the command's name, and exits by its code. A failure of a layer
/// below keeps its type as the underlying error, its code and its context.
public struct SessionError: FrameProfError, Sendable {
    /// The kind of failure.
    public let code: ErrorCode
    /// What it is about.
    public let context: ErrorContext
    /// The message, without the command's name.
    public let description: String

    /// A failure with its full message.
    public init(_ description: String, code: ErrorCode, context: ErrorContext = ErrorContext()) {
        self.description = description
        self.code = code
        self.context = context
    }

    /// `error` as the session reports it: its own message, code and context, with `error` underneath. An
    /// error that is not frameprof's own is a system failure.
    public init(wrapping error: any Error) {
        let coded = error as? any FrameProfError
        var context = coded?.context ?? ErrorContext()
        context.underlying = error
        self.init("\(error)", code: coded?.code ?? .systemFailure, context: context)
    }

    /// `error` under a sentence of the session's own (`prefix` before the error's message, `suffix` after it),
    /// keeping the error's code unless `code` says otherwise.
    public init(_ prefix: String, wrapping error: any Error, suffix: String = "", code: ErrorCode? = nil) {
        let inner = SessionError(wrapping: error)
        self.init(prefix + inner.description + suffix, code: code ?? inner.code, context: inner.context)
    }
}
