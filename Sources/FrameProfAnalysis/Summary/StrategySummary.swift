import FrameProfTrace

/// One strategy's entry in `summary.json` (docs/CONTRACT.md), every value computed from its trace.
public struct StrategySummary: Sendable, Equatable {
    /// First frame's start vsync to the last frame's presentation, ms.
    public var durationMs: Double?
    /// Frames committed.
    public var frames: Int?
    /// Frames presented later than expected.
    public var hitches: Int?
    /// Hitches that missed the commit deadline.
    public var commitHitches: Int?
    /// Hitches whose render stage finished late.
    public var renderHitches: Int?
    /// Total hitch time, ms.
    public var hitchTimeMs: Double?
    /// Hitch time per second of the measured interval.
    public var hitchTimeRatio: Double?
    /// The ratio's band.
    public var hitchBand: HitchBand?
    /// The worst single frame's hitch time, ms.
    public var maxHitchMs: Double?
    /// Commit minus start of each frame, ms.
    public var frameDurationMs: Percentiles?
    /// Commit minus commit deadline of each frame, ms (negative is headroom).
    public var frameOverrunMs: Percentiles?
    /// Frames longer than two intervals.
    public var jankFrames: Int?
    /// Frames longer than 700 ms.
    public var frozenFrames: Int?
    /// Vsyncs that showed no new frame.
    public var droppedVsyncs: Int?
    /// Frames that left part of the viewport blank although content exists there.
    public var blankFrames: Int?
    /// How long blank frames stayed on screen, ms.
    public var blankTimeMs: Double?
    /// The largest blank fraction of the viewport.
    public var maxBlankFraction: Double?
    /// Frames in which rows above the first placed row were cut off.
    public var truncationEvents: Int?
    /// Layout passes found invalid.
    public var invalidLayoutPasses: Int?
    /// Every content height the client observed, starting with the one before the first layout.
    public var contentHeightReports: [Double]?
    /// The last content height reported.
    public var finalContentHeight: Double?
    /// The first frame's duration, ms.
    public var firstFrameMs: Double?
    /// Body evaluations.
    public var bodyEvaluations: Int?
    /// Body evaluations per `Module.ViewType`.
    public var bodyEvaluationsByView: [String: Int]?
    /// Measure calls.
    public var measureCalls: Int?
    /// Place calls.
    public var placeCalls: Int?
    /// The most bodies evaluated in one transaction.
    public var maxViewsUpdatedPerTransaction: Int?
    /// The most views alive at once.
    public var peakLiveViews: Int?
    /// The most row sizes kept at once.
    public var peakCachedSizes: Int?
    /// The strategy's memory modeled by the device profile (views, caches, hosted cells, render
    /// commands), bytes; unknown (`null`) on the wall clock.
    public var peakMemoryBytes: Double?
    /// Peak resident memory of the recording process, bytes.
    public var peakRSSBytes: UInt64?
    /// Stack samples taken, when the recording was sampled (`--sample-hz`); nil otherwise.
    public var samples: Int?
    /// The functions most samples blame, hitch frames first (at most `hotFunctionLimit`); nil when
    /// the recording was not sampled.
    public var hotFunctions: [HotFunction]?
    /// Entries `hot_functions` lists at most.
    public static let hotFunctionLimit = 20
    /// With several runs: each time-based metric's value in every run, in run order (the entry's own
    /// values are those of the median run), so a gate can judge medians and spread.
    public var runValues: [(metric: String, values: [Double])] = []
    /// Keys beyond the contract that only some sources can tell (an import's settle time), appended
    /// after the contract's keys in this order.
    public var extra: [(key: String, value: JSONValue)] = []

    /// Every value equal, the source-specific keys and per-run values in order.
    public static func == (a: StrategySummary, b: StrategySummary) -> Bool {
        a.durationMs == b.durationMs && a.frames == b.frames && a.hitches == b.hitches && a.commitHitches == b.commitHitches
            && a.renderHitches == b.renderHitches && a.hitchTimeMs == b.hitchTimeMs && a.hitchTimeRatio == b.hitchTimeRatio
            && a.hitchBand == b.hitchBand && a.maxHitchMs == b.maxHitchMs && a.frameDurationMs == b.frameDurationMs
            && a.frameOverrunMs == b.frameOverrunMs && a.jankFrames == b.jankFrames && a.frozenFrames == b.frozenFrames
            && a.droppedVsyncs == b.droppedVsyncs && a.blankFrames == b.blankFrames && a.blankTimeMs == b.blankTimeMs
            && a.maxBlankFraction == b.maxBlankFraction && a.truncationEvents == b.truncationEvents
            && a.invalidLayoutPasses == b.invalidLayoutPasses && a.contentHeightReports == b.contentHeightReports
            && a.finalContentHeight == b.finalContentHeight && a.firstFrameMs == b.firstFrameMs && a.bodyEvaluations == b.bodyEvaluations
            && a.bodyEvaluationsByView == b.bodyEvaluationsByView && a.measureCalls == b.measureCalls && a.placeCalls == b.placeCalls
            && a.maxViewsUpdatedPerTransaction == b.maxViewsUpdatedPerTransaction && a.peakLiveViews == b.peakLiveViews
            && a.peakCachedSizes == b.peakCachedSizes && a.peakMemoryBytes == b.peakMemoryBytes && a.peakRSSBytes == b.peakRSSBytes
            && a.samples == b.samples && a.hotFunctions == b.hotFunctions
            && a.extra.elementsEqual(b.extra) { $0.key == $1.key && $0.value == $1.value }
            && a.runValues.elementsEqual(b.runValues) { $0.metric == $1.metric && $0.values == $1.values }
    }

    /// A summary that can tell nothing yet: every value nil.
    public init() {}

    /// A summary that tells every contract value, each zero: the shape of a recording's entry, from which
    /// the names a budget may use are read (an unknown value is `null` and hides its nested names).
    public static let zero: StrategySummary = {
        var s = StrategySummary()
        (s.durationMs, s.frames, s.hitches, s.commitHitches, s.renderHitches) = (0, 0, 0, 0, 0)
        (s.hitchTimeMs, s.hitchTimeRatio, s.hitchBand, s.maxHitchMs) = (0, 0, .good, 0)
        (s.frameDurationMs, s.frameOverrunMs) = (.zero, .zero)
        (s.jankFrames, s.frozenFrames, s.droppedVsyncs, s.blankFrames, s.blankTimeMs, s.maxBlankFraction) = (0, 0, 0, 0, 0, 0)
        (s.truncationEvents, s.invalidLayoutPasses, s.contentHeightReports, s.finalContentHeight, s.firstFrameMs) = (0, 0, [], 0, 0)
        (s.bodyEvaluations, s.bodyEvaluationsByView, s.measureCalls, s.placeCalls) = (0, [:], 0, 0)
        (s.maxViewsUpdatedPerTransaction, s.peakLiveViews, s.peakCachedSizes, s.peakMemoryBytes, s.peakRSSBytes) = (0, 0, 0, 0, 0)
        return s
    }()
}
