import FrameProfTrace
/// What a recording wrote, returned by `Recorder.stop()`.
public struct RecordingStats: Sendable, Equatable {
    /// Signpost events written to the trace.
    public var eventsWritten: UInt64
    /// Events dropped because a ring stayed full for longer than the recorder waits.
    public var eventsLost: UInt64
    /// Frame records written.
    public var framesWritten: UInt64
    /// Chunks written, footer included.
    public var chunksWritten: UInt64
    /// Trace bytes written, header included.
    public var bytesWritten: UInt64
    /// Nanoseconds the writer thread spent encoding and writing.
    public var writerBusyNs: UInt64
    /// Times a recording thread waited for the writer to make room in its ring (only a ring at its
    /// largest capacity waits; a smaller one grows).
    public var ringStalls: UInt64
    /// The largest ring any thread had, in bytes: the memory growth cost to spare threads from waiting.
    public var largestRingBytes: UInt64
}
