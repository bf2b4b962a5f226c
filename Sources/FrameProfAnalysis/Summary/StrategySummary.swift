import FrameProfTrace

/// One strategy's entry in `summary.json` (docs/CONTRACT.md), every value computed from its trace.
public struct StrategySummary: Sendable, Equatable {
    /// First frame's start vsync to the last frame's presentation, ms.
    public var durationMs: Double = 0
    /// Frames committed.
    public var frames = 0
    /// Frames presented later than expected.
    public var hitches = 0
    /// Hitches that missed the commit deadline.
    public var commitHitches = 0
    /// Hitches whose render stage finished late.
    public var renderHitches = 0
    /// Total hitch time, ms.
    public var hitchTimeMs: Double = 0
    /// Hitch time per second of the measured interval.
    public var hitchTimeRatio: Double = 0
    /// The ratio's band.
    public var hitchBand: HitchBand = .good
    /// The worst single frame's hitch time, ms.
    public var maxHitchMs: Double = 0
    /// Commit minus start of each frame, ms.
    public var frameDurationMs = Percentiles.zero
    /// Commit minus commit deadline of each frame, ms (negative is headroom).
    public var frameOverrunMs = Percentiles.zero
    /// Frames longer than two intervals.
    public var jankFrames = 0
    /// Frames longer than 700 ms.
    public var frozenFrames = 0
    /// Vsyncs that showed no new frame.
    public var droppedVsyncs = 0
    /// Frames that left part of the viewport blank although content exists there.
    public var blankFrames = 0
    /// How long blank frames stayed on screen, ms.
    public var blankTimeMs: Double = 0
    /// The largest blank fraction of the viewport.
    public var maxBlankFraction: Double = 0
    /// Frames in which rows above the first placed row were cut off.
    public var truncationEvents = 0
    /// Layout passes found invalid.
    public var invalidLayoutPasses = 0
    /// Every content height the client observed, starting with the one before the first layout.
    public var contentHeightReports: [Double] = []
    /// The last content height reported.
    public var finalContentHeight: Double = 0
    /// The first frame's duration, ms.
    public var firstFrameMs: Double = 0
    /// Body evaluations.
    public var bodyEvaluations = 0
    /// Body evaluations per `Module.ViewType`.
    public var bodyEvaluationsByView: [String: Int] = [:]
    /// Measure calls.
    public var measureCalls = 0
    /// Place calls.
    public var placeCalls = 0
    /// The most bodies evaluated in one transaction.
    public var maxViewsUpdatedPerTransaction = 0
    /// The most views alive at once.
    public var peakLiveViews = 0
    /// The most row sizes kept at once.
    public var peakCachedSizes = 0
    /// The strategy's memory modeled by the device profile (views, caches, hosted cells, render
    /// commands), bytes; unknown (`null`) on the wall clock.
    public var peakMemoryBytes: Double = 0
    /// Peak resident memory of the recording process, bytes.
    public var peakRSSBytes: UInt64 = 0
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
    /// Contract keys the recording cannot tell (an imported device log has no body counts, a hitch table
    /// no layout passes): written as `null`, never as a guess. Nested keys are named by their parent.
    public var unknown: Set<String> = []
    /// Keys beyond the contract that only some sources can tell (an import's settle time), appended
    /// after the contract's keys in this order.
    public var extra: [(key: String, value: JSONValue)] = []

    /// Whether the recording can tell `key` (a contract key, or the parent of a nested one).
    public func knows(_ key: String) -> Bool {
        !unknown.contains(key)
    }

    public static func == (a: StrategySummary, b: StrategySummary) -> Bool {
        a.json == b.json
    }

    /// An empty summary.
    public init() {}
}
