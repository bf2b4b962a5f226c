import FrameProfTrace
/// How many intervals the render stage may take after a commit.
public enum Buffering: String, Sendable, CaseIterable {
    /// One interval: a frame is presented two intervals after its start vsync.
    case double
    /// Up to two intervals: the pipeline deepens to three when a render needs it. Switching in makes one
    /// frame late; a steady triple-buffered stream is not a hitch.
    case triple
}
