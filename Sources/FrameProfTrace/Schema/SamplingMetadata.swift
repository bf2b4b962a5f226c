/// The metadata keys a sampled recording carries beside its stack samples: the rate and what the
/// sampler lost, written by the sampling layer and read by analysis, named once here.
public enum SamplingMetadata {
    /// Samples per second asked for.
    public static let hertz = "sample_hz"
    /// Timer signals that found the sample buffer full.
    public static let dropped = "samples_dropped"
    /// Timer expiries merged while the thread was not running.
    public static let missedTicks = "sample_ticks_missed"
    /// Samples libunwind could not start from (no frames).
    public static let failedUnwinds = "samples_failed"
}
