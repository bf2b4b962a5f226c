/// Running totals over frames, kept by a frame clock as each frame commits and by the analysis as it
/// reads a trace. Memory stays constant however many frames are added; percentiles are the analysis
/// layer's job.
public struct FrameTotals: Sendable, Equatable {
    /// Frames committed.
    public var frames = 0
    /// Frames presented later than expected.
    public var hitches = 0
    /// Hitches caused by a missed commit deadline.
    public var commitHitches = 0
    /// Hitches caused by a late render stage.
    public var renderHitches = 0
    /// Sum of hitch time, nanoseconds.
    public var hitchTimeNs: Double = 0
    /// The largest single frame's hitch time, nanoseconds.
    public var maxHitchNs: Double = 0
    /// Frames whose duration exceeded 2·P.
    public var jankFrames = 0
    /// Frames whose duration exceeded 700 ms.
    public var frozenFrames = 0
    /// Frames whose duration exceeded P (missed the build budget).
    public var framesOverBudget = 0
    /// Vsyncs that showed no new frame because a frame was late.
    public var droppedVsyncs = 0
    /// Time of the first frame's start vsync, nanoseconds.
    public var firstVsyncNs: UInt64?
    /// Time of the last frame's presentation vsync, nanoseconds.
    public var lastPresentNs: UInt64?

    /// Creates empty totals.
    public init() {}

    /// The measured interval: first frame's start vsync to last frame's presentation.
    public var durationNs: UInt64 {
        guard let first = firstVsyncNs, let last = lastPresentNs, last > first else { return 0 }
        return last - first
    }

    /// Hitch time per second of the measured interval, with its band under `bandSet`.
    public func hitchTimeRatio(bandSet: HitchBandSet = .current, durationNs: UInt64? = nil) -> HitchRatio {
        let duration = durationNs ?? self.durationNs
        let ratio = duration > 0 ? (hitchTimeNs / 1e6) / (Double(duration) / 1e9) : 0
        return HitchRatio(msPerSecond: ratio, bandSet: bandSet)
    }

    /// Adds a frame, with the times of its start vsync and of its presentation.
    public mutating func add(_ frame: FrameRecord, startVsyncNs: UInt64, presentNs: UInt64) {
        frames += 1
        if frame.isHitch {
            hitches += 1
            if frame.classification == .commitHitch { commitHitches += 1 } else { renderHitches += 1 }
            hitchTimeNs += frame.hitchTimeNs
            maxHitchNs = max(maxHitchNs, frame.hitchTimeNs)
        }
        if frame.isJank { jankFrames += 1 }
        if frame.isFrozen { frozenFrames += 1 }
        if frame.missedBuildBudget { framesOverBudget += 1 }
        droppedVsyncs += Int(frame.droppedVsyncs)
        if firstVsyncNs == nil { firstVsyncNs = startVsyncNs }
        lastPresentNs = max(lastPresentNs ?? 0, presentNs)
    }

    /// Adds a frame read from a trace, its vsync times derived from its commit deadline.
    public mutating func add(_ frame: FrameRecord) {
        add(frame, startVsyncNs: frame.startVsyncNs, presentNs: frame.presentNs)
    }
}
