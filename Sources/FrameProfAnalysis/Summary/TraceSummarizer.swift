import FrameProfTrace

/// Streams one strategy's trace into its `StrategySummary`. Memory grows with frames and view types,
/// never with events: events only bump counters keyed by name id.
public struct TraceSummarizer: TraceVisitor {
    private var frames: [FrameRecord] = []
    private var bodiesByName: [UInt32: Int] = [:]
    private var bodies = 0
    private var measures = 0
    private var places = 0
    private var openTransactions: [UInt32: Int] = [:]
    private var bodiesInTransaction: [UInt32: Int] = [:]
    private var maxBodiesPerTransaction = 0
    private var blankByTransaction: [UInt64: Double] = [:]
    private var truncatedTransactions: Set<UInt64> = []
    private var invalidPasses = 0
    private var contentHeights: [Double] = []
    private var peakLive = 0
    private var peakCached = 0
    /// Metadata pairs of the trace.
    public private(set) var metadata: [String: String] = [:]

    /// Creates an empty summarizer.
    public init() {}

    /// Counts body, measure and place intervals, and bodies per transaction.
    public mutating func visit(event: TraceEvent) {
        switch (event.phase, event.kind) {
        case (.begin, .body):
            bodies += 1
            bodiesByName[event.nameID, default: 0] += 1
            if openTransactions[event.threadID, default: 0] > 0 { bodiesInTransaction[event.threadID, default: 0] += 1 }
        case (.begin, .measure):
            measures += 1
        case (.begin, .place):
            places += 1
        case (.begin, .transaction):
            openTransactions[event.threadID, default: 0] += 1
            bodiesInTransaction[event.threadID] = 0
        case (.end, .transaction):
            let open = openTransactions[event.threadID, default: 0]
            if open > 0 {
                openTransactions[event.threadID] = open - 1
                maxBodiesPerTransaction = max(maxBodiesPerTransaction, bodiesInTransaction[event.threadID, default: 0])
            }
        default:
            break
        }
    }

    /// Keeps the frame.
    public mutating func visit(frame: FrameRecord) {
        frames.append(frame)
    }

    /// Folds the observation into its metric.
    public mutating func visit(counter: TraceCounter) {
        switch counter.kind {
        case .contentHeight: contentHeights.append(counter.value)
        case .blankFraction: blankByTransaction[counter.transactionID] = counter.value
        case .liveViews: peakLive = max(peakLive, Int(counter.value))
        case .cachedSizes: peakCached = max(peakCached, Int(counter.value))
        case .invalidLayoutPass: invalidPasses += 1
        case .truncation: truncatedTransactions.insert(counter.transactionID)
        case .scrollOffset: break
        }
    }

    /// Keeps the pair.
    public mutating func visit(metadataKey: String, value: String) {
        metadata[metadataKey] = value
    }

    /// The summary, with names resolved through `names` (the reader's table) and bands from `bandSet`.
    public func summary(names: (UInt32) -> TraceName, bandSet: HitchBandSet = .current) -> StrategySummary {
        var s = StrategySummary()
        let ordered = frames.sorted { $0.transactionID < $1.transactionID }
        var totals = FrameTotals()
        for frame in ordered { totals.add(frame) }
        s.frames = totals.frames
        s.hitches = totals.hitches
        s.commitHitches = totals.commitHitches
        s.renderHitches = totals.renderHitches
        s.hitchTimeMs = totals.hitchTimeNs / 1e6
        s.maxHitchMs = totals.maxHitchNs / 1e6
        s.jankFrames = totals.jankFrames
        s.frozenFrames = totals.frozenFrames
        s.droppedVsyncs = totals.droppedVsyncs
        s.durationMs = Double(totals.durationNs) / 1e6
        let ratio = totals.hitchTimeRatio(bandSet: bandSet)
        s.hitchTimeRatio = ratio.msPerSecond
        s.hitchBand = ratio.band
        s.frameDurationMs = Percentiles(of: ordered.map { Double($0.durationNs) / 1e6 })
        s.frameOverrunMs = Percentiles(of: ordered.map { Double($0.overrunNs) / 1e6 })
        s.firstFrameMs = ordered.first.map { Double($0.durationNs) / 1e6 } ?? 0
        for (index, frame) in ordered.enumerated() {
            guard let fraction = blankByTransaction[frame.transactionID], fraction > 0 else { continue }
            // A blank frame stays on screen until the next frame replaces it (one interval for the last).
            s.blankFrames += 1
            s.maxBlankFraction = max(s.maxBlankFraction, fraction)
            let replaced = index + 1 < ordered.count ? Double(ordered[index + 1].presentNs) : Double(frame.presentNs) + frame.intervalNs
            s.blankTimeMs += max(frame.intervalNs, replaced - Double(frame.presentNs)) / 1e6
        }
        s.truncationEvents = truncatedTransactions.count
        s.invalidLayoutPasses = invalidPasses
        s.contentHeightReports = contentHeights
        s.finalContentHeight = contentHeights.last ?? 0
        s.bodyEvaluations = bodies
        for (id, count) in bodiesByName { s.bodyEvaluationsByView[names(id).qualified, default: 0] += count }
        s.measureCalls = measures
        s.placeCalls = places
        s.maxViewsUpdatedPerTransaction = maxBodiesPerTransaction
        s.peakLiveViews = peakLive
        s.peakCachedSizes = peakCached
        s.peakRSSBytes = UInt64(metadata["peak_rss_bytes"] ?? "") ?? 0
        return s
    }
}

/// What one strategy's trace says: its summary, the recording's metadata and clock, and any damage.
public struct StrategyRecording: Sendable {
    /// The computed metrics.
    public var summary: StrategySummary
    /// The trace's metadata pairs (scenario, strategy, refresh rate…).
    public var metadata: [String: String]
    /// Where the trace's timestamps came from.
    public var clockSource: TraceFormat.ClockSource
    /// Where reading stopped early, if it did.
    public var damage: TraceDamage?
}

extension TraceSummarizer {
    /// Reads the trace at `path` and summarizes it. A damaged trace is summarized up to the damage, which
    /// is returned so the caller can say what was lost.
    public static func summarize(path: String, bandSet: HitchBandSet = .current) throws(TraceReadError) -> StrategyRecording {
        let reader = try TraceReader(path: path)
        var summarizer = TraceSummarizer()
        reader.stream(into: &summarizer)
        return StrategyRecording(summary: summarizer.summary(names: reader.name(of:), bandSet: bandSet),
                                 metadata: summarizer.metadata, clockSource: reader.header.clockSource,
                                 damage: reader.damage)
    }
}
