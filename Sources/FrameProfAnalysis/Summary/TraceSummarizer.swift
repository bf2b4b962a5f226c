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
    private var updatedCounterMax = 0
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
        case .viewsUpdated: updatedCounterMax = max(updatedCounterMax, Int(counter.value))
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
        s.frames = ordered.count
        var durations: [Double] = []
        var overruns: [Double] = []
        durations.reserveCapacity(ordered.count)
        overruns.reserveCapacity(ordered.count)
        var hitchNs = 0.0
        for frame in ordered {
            durations.append(Double(frame.durationNs) / 1e6)
            overruns.append(Double(frame.overrunNs) / 1e6)
            if frame.isHitch {
                s.hitches += 1
                if frame.classification == .commitHitch { s.commitHitches += 1 } else { s.renderHitches += 1 }
                hitchNs += frame.hitchTimeNs
                s.maxHitchMs = max(s.maxHitchMs, frame.hitchTimeNs / 1e6)
            }
            if frame.isJank { s.jankFrames += 1 }
            if frame.isFrozen { s.frozenFrames += 1 }
            s.droppedVsyncs += Int(frame.droppedVsyncs)
        }
        s.hitchTimeMs = hitchNs / 1e6
        s.frameDurationMs = Percentiles(of: durations)
        s.frameOverrunMs = Percentiles(of: overruns)
        if let first = ordered.first, let end = ordered.map(presentation).max() {
            let start = Double(first.commitDeadlineNs) - first.intervalNs
            s.durationMs = max(0, end - start) / 1e6
            s.firstFrameMs = Double(first.durationNs) / 1e6
        }
        s.hitchTimeRatio = s.durationMs > 0 ? s.hitchTimeMs / (s.durationMs / 1000) : 0
        s.hitchBand = bandSet.band(for: s.hitchTimeRatio)
        for (index, frame) in ordered.enumerated() {
            guard let fraction = blankByTransaction[frame.transactionID], fraction > 0 else { continue }
            s.blankFrames += 1
            s.maxBlankFraction = max(s.maxBlankFraction, fraction)
            let shown = presentation(of: frame)
            let replaced = index + 1 < ordered.count ? presentation(of: ordered[index + 1]) : shown + frame.intervalNs
            s.blankTimeMs += max(frame.intervalNs, replaced - shown) / 1e6
        }
        s.truncationEvents = truncatedTransactions.count
        s.invalidLayoutPasses = invalidPasses
        s.contentHeightReports = contentHeights
        s.finalContentHeight = contentHeights.last ?? 0
        s.bodyEvaluations = bodies
        for (id, count) in bodiesByName { s.bodyEvaluationsByView[names(id).qualified, default: 0] += count }
        s.measureCalls = measures
        s.placeCalls = places
        s.maxViewsUpdatedPerTransaction = max(maxBodiesPerTransaction, updatedCounterMax)
        s.peakLiveViews = peakLive
        s.peakCachedSizes = peakCached
        s.peakRSSBytes = UInt64(metadata["peak_rss_bytes"] ?? "") ?? 0
        return s
    }

    /// When a frame appeared, in trace nanoseconds.
    private func presentation(of frame: FrameRecord) -> Double {
        Double(frame.commitDeadlineNs) + Double(frame.presentVsync - frame.startVsync - 1) * frame.intervalNs
    }
}

extension TraceSummarizer {
    /// Reads the trace at `path` and summarizes it. A damaged trace is summarized up to the damage, which
    /// is returned so the caller can say what was lost.
    public static func summarize(path: String, bandSet: HitchBandSet = .current) throws(TraceReadError) -> (summary: StrategySummary, metadata: [String: String], damage: TraceDamage?) {
        let reader = try TraceReader(path: path)
        var summarizer = TraceSummarizer()
        reader.stream(into: &summarizer)
        let damage = reader.damage
        return (summarizer.summary(names: reader.name(of:), bandSet: bandSet), summarizer.metadata, damage)
    }
}
