import FrameProfTrace
import FrameProf

extension Recorder {
    /// Adds a sampling session to this recording's trace: its samples symbolized (do it after the run,
    /// never on the profiled path), their clock ticks converted with this recording's calibration, and
    /// the rate and losses as metadata, so a reader rebuilds the profile from the trace alone.
    public func record(_ set: SampleSet, hertz: Double) {
        let calibration = self.calibration
        record(stackSamples: Symbolizer().traceSamples(set) { calibration.nanoseconds(fromTicks: $0) })
        setMetadata(SamplingMetadata.hertz, "\(hertz)")
        setMetadata(SamplingMetadata.dropped, "\(set.dropped)")
        setMetadata(SamplingMetadata.missedTicks, "\(set.missedTicks)")
        setMetadata(SamplingMetadata.failedUnwinds, "\(set.failedUnwinds)")
    }
}
