/// One stack sample as stored in a trace: when it was taken, the transaction it interrupted, and its
/// symbolized frames. Samples are symbolized before they are written, so a trace names its code without
/// the binary that produced it.
public struct TraceStackSample: Sendable, Equatable {
    /// Trace nanoseconds (on the recorder's clock until the recorder writes it).
    public var timeNs: UInt64
    /// The transaction open when the sample was taken (its frame record's id), 0 outside transactions.
    public var transactionID: UInt64
    /// Frames from the thread's root to the interrupted function.
    public var frames: [TraceStackFrame]

    /// Creates a sample.
    public init(timeNs: UInt64, transactionID: UInt64, frames: [TraceStackFrame]) {
        self.timeNs = timeNs
        self.transactionID = transactionID
        self.frames = frames
    }
}

/// A named frame of a stack sample.
public struct TraceStackFrame: Sendable, Hashable {
    /// The demangled function name (or `object+0xOFFSET` where the object has no symbol).
    public var function: String
    /// Whether it is the profiled program's own code rather than a shared library (libc, the Swift
    /// runtime), which decides where a sample's time is blamed.
    public var inMainProgram: Bool

    /// Creates a frame.
    public init(function: String, inMainProgram: Bool) {
        self.function = function
        self.inMainProgram = inMainProgram
    }
}
