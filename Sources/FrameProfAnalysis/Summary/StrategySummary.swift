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
    /// A pushed screen's opening: from the push to the presentation of its transition's last frame with
    /// the list complete, ms; nil when the screen was not pushed (written as `screen_open_ms` only then).
    public var screenOpenMs: Double?
    /// Pictures priced at the device profile's typical size because the lab had none registered for
    /// them; nil when there were none (written as `unregistered_images` only then).
    public var unregisteredImages: Int?
    /// Body evaluations.
    public var bodyEvaluations: Int?
    /// Body evaluations per `Module.ViewType`.
    public var bodyEvaluationsByView: [String: Int]?
    /// Time spent in bodies per `Module.ViewType`, ms: modeled on the virtual clock, measured on the wall clock.
    public var bodyTimeMsByView: [String: Double]?
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
    /// What `peakMemoryBytes` is made of at the transaction that reached it (rows' views, cells in pools,
    /// layers and their backing stores, images); nil where parts were not written.
    public var peakMemoryBreakdown: MemoryBreakdown?
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
    public var runValues: [RunValues] = []
    /// Keys beyond the contract that only some sources can tell (an import's settle time), appended
    /// after the contract's keys in this order.
    public var extra: [SummaryExtraKey] = []

    /// A summary that can tell nothing yet: every value nil.
    public init() {}
}

/// One time-based metric's value in each run of a several-run recording, in run order.
public struct RunValues: Sendable, Equatable {
    /// The flattened metric name (`frame_duration_ms.p95`).
    public var metric: String
    /// Its value in each run.
    public var values: [Double]

    /// The values of `metric`.
    public init(_ metric: String, _ values: [Double]) {
        self.metric = metric
        self.values = values
    }
}

/// A `summary.json` key beyond the contract, which only some sources write (causes, counters, an
/// import's own tables), with its value.
public struct SummaryExtraKey: Sendable, Equatable {
    /// The key.
    public var key: String
    /// Its value.
    public var value: JSONValue

    /// `key` with `value`.
    public init(_ key: String, _ value: JSONValue) {
        self.key = key
        self.value = value
    }
}
