import FrameProfTrace

/// Streams one strategy's trace into a `StrategyAnalysis` in a single pass. Memory grows with frames
/// and with view types, never with events: an event updates its thread's open intervals and, when it
/// closes an interval, the fixed-size statistics of its name (indexed by name id, no hashing per event),
/// both kept in an `IntervalStore`. Not copyable: two copies would share that store, and checking on
/// every event that it is not shared kept `visit(event:)` out of the reader's loop (a fifth slower).
public struct TraceAnalyzer: TraceVisitor, ~Copyable {
    typealias Open = ThreadIntervals.Open

    struct ThreadState {
        var threadID: UInt32
        /// The thread's open intervals while another thread's events arrive (the current thread's are
        /// in the store).
        var parked: [Open] = []
        var inTransaction = 0
        var bodiesInTransaction = 0
        /// Causes: the one waiting for the thread's next begin, the causes of its open bodies, the body
        /// it closed last (an outcome's subject), and the open transaction's trigger and body log.
        var pendingCause: UInt32 = 0
        var bodyCauses: [UInt32] = []
        var lastClosedBody: UInt32 = 0
        var trigger: UInt32 = 0
        var log: [CauseLogEntry] = []
    }

    /// The thread whose events arrive now, kept out of `others` so an event updates it in place
    /// rather than through a nested array access (a uniqueness check per level).
    var current = ThreadState(threadID: 0)
    private var hasCurrent = false
    private var others: [ThreadState] = []
    /// The current thread's open intervals, and per interval kind, statistics indexed by name id at
    /// `nameID << 4 | kind`, so closing an interval touches one slot.
    private var store = IntervalStore()
    private var unmatchedEnds = 0
    private var eventsSeen: UInt64 = 0
    var viewsPerTransaction: [Int] = []
    private var frames: [FrameRecord] = []
    private var blankFractions = TransactionSeries()
    private var scrollOffsets = TransactionSeries()
    private(set) var heightEvents: [(transactionID: UInt64, value: Double)] = []
    private(set) var truncationEvents: [(transactionID: UInt64, points: Double, rows: Int?)] = []
    private(set) var invalidPassEvents: [(transactionID: UInt64, attempt: Double)] = []
    private var stackSamples: [TraceStackSample] = []
    private(set) var peakLiveViews = 0
    private(set) var peakCachedSizes = 0
    /// The largest modeled memory; nil when the trace has none (the wall clock).
    private(set) var peakMemoryBytes: Double?
    /// The memory parts as last written (each part holds its value until its next sample).
    private var memoryParts: MemoryBreakdown?
    /// The parts at the largest modeled memory, its base what the parts leave of the total; nil when the
    /// trace writes no parts (a trace from before they were written, or the wall clock).
    private(set) var peakMemoryBreakdown: MemoryBreakdown?
    /// The last frame inside a navigation push's transition, by transaction id; nil without one.
    private(set) var lastTransitionTransaction: UInt64?
    /// Images and assets priced at the profile's default size for want of a registered one, as the count
    /// grew transaction by transaction.
    private(set) var unregisteredImageEvents: [(transactionID: UInt64, total: Int)] = []
    /// Counters no metric reads (an app's own), by name.
    private var otherCounters: [String: CounterSeries] = [:]
    /// What the device profile charged each transaction (virtual-clock recordings).
    private var modeledCosts = ModeledCostTally()
    var heightValues: [Double] { heightEvents.map(\.value) }
    var maxViewsUpdated: Int { viewsPerTransaction.max() ?? 0 }

    /// Metadata pairs of the trace.
    public private(set) var metadata: [String: String] = [:]
    /// What the trace's causes say; touched only once a cause was seen, so traces without pay nothing.
    var causes = CauseTally()

    /// Creates an empty analyzer.
    public init() {}

    @inline(__always)
    mutating func select(thread id: UInt32) {
        if hasCurrent, current.threadID == id { return }
        switchThread(to: id)
    }

    @inline(never)
    private mutating func switchThread(to id: UInt32) {
        if hasCurrent {
            current.parked = store.openIntervals
            others.append(current)
        }
        if let found = others.firstIndex(where: { $0.threadID == id }) {
            current = others.remove(at: found)
        } else {
            current = ThreadState(threadID: id)
        }
        store.replaceOpen(with: current.parked)
        current.parked = []
        hasCurrent = true
    }

    /// Pairs begins with ends per thread and folds each closed interval into its name's statistics.
    /// Always inlined, into the reader's decoding loop specialized for this analyzer.
    @inline(__always)
    public mutating func visit(event: TraceEvent) {
        eventsSeen &+= 1
        select(thread: event.threadID)
        switch event.phase {
        case .begin:
            store.push(Open(kind: event.kind, nameID: event.nameID, startNs: event.timestampNs))
            if causes.seen { beginCaused(event) }
            // Body, measure and place counts come from the tables (closed intervals); only the bodies
            // inside each transaction need counting here.
            if event.kind == .body, current.inTransaction > 0 {
                current.bodiesInTransaction += 1
            } else if event.kind == .transaction {
                current.inTransaction += 1
                current.bodiesInTransaction = 0
            }
        case .end:
            guard let top = store.pop(kind: event.kind) else {
                unmatchedEnds += 1
                return
            }
            store.add(event.timestampNs &- top.startNs, slot: Int(top.nameID) << 4 | Int(top.kind.rawValue))
            if causes.seen { endCaused(top, durationNs: event.timestampNs &- top.startNs) }
            if top.kind == .transaction {
                current.inTransaction -= 1
                viewsPerTransaction.append(current.bodiesInTransaction)
            }
        case .instant:
            break
        }
    }

    /// Keeps the frame.
    public mutating func visit(frame: FrameRecord) {
        frames.append(frame)
    }

    /// Keeps what the counter says about its transaction; a counter no metric reads joins its series.
    public mutating func visit(counter: TraceCounter) {
        guard let kind = counter.kind else {
            otherCounters[counter.name, default: CounterSeries(name: counter.name)].add(counter.value)
            return
        }
        switch kind {
        case .contentHeight: heightEvents.append((counter.transactionID, counter.value))
        case .blankFraction: blankFractions.add(counter.transactionID, counter.value)
        case .liveViews: peakLiveViews = max(peakLiveViews, Self.count(counter.value))
        case .cachedSizes: peakCachedSizes = max(peakCachedSizes, Self.count(counter.value))
        case .invalidLayoutPass: invalidPassEvents.append((counter.transactionID, counter.value))
        case .truncation: truncationEvents.append((counter.transactionID, counter.value, nil))
        case .truncatedRows:
            // Written right after its transaction's truncation (in version 1 traces, in the later-counters
            // chunk read after it).
            if let index = truncationEvents.lastIndex(where: { $0.transactionID == counter.transactionID && $0.rows == nil }) {
                truncationEvents[index].rows = Self.count(counter.value)
            }
        case .scrollOffset: scrollOffsets.add(counter.transactionID, counter.value)
        case .modeledMemory:
            let bytes = Double(Self.count(counter.value))
            guard bytes > peakMemoryBytes ?? -1 else { break }
            peakMemoryBytes = bytes
            peakMemoryBreakdown = memoryParts.map { parts in
                var peak = parts
                peak.base = max(0, bytes - (parts.total - parts.base))
                return peak
            }
        case .memoryViews, .memoryCachedSizes, .memoryCells, .memoryLayers, .memoryBackingStores, .memoryImages:
            guard let part = kind.memoryPart else { break }
            if memoryParts == nil { memoryParts = MemoryBreakdown() }
            memoryParts?[part] = Double(Self.count(counter.value))
        case .screenTransition: lastTransitionTransaction = counter.transactionID
        case .unregisteredImages: unregisteredImageEvents.append((counter.transactionID, Self.count(counter.value)))
        }
    }

    /// A counter's value as a count: it comes from a file, so a value that is no count (NaN, infinite,
    /// negative) counts as 0 and one beyond 10^15 as 10^15 — never a trapping conversion.
    static func count(_ value: Double) -> Int {
        value.isFinite && value > 0 ? Int(min(value, 1e15).rounded()) : 0
    }

    /// Keeps the cost; hitch frames are known only at the end.
    public mutating func visit(modeledCost: TraceModeledCost) {
        modeledCosts.add(modeledCost)
    }

    /// Keeps the sample; it is attributed once every frame is known.
    public mutating func visit(stackSample: TraceStackSample) {
        stackSamples.append(stackSample)
    }

    /// Keeps the pair.
    public mutating func visit(metadataKey: String, value: String) {
        metadata[metadataKey] = value
    }

    /// The analysis, with names resolved through `names` (the reader's table), bands from `bandSet`,
    /// and the trace header's clock source (which decides the summary's `clock`).
    public func analysis(name: String, names: (UInt32) -> TraceName, clockSource: TraceFormat.ClockSource,
                         bandSet: HitchBandSet = .current) -> StrategyAnalysis {
        let ordered = frames.sorted { $0.transactionID < $1.transactionID }
        let rows = frameRows(ordered)
        let views = table(.body, names), measures = table(.measure, names), places = table(.place, names)
        let found = findings(rows)
        let profile = sampleProfile(ordered)
        var summary = summary(ordered, views: views, measures: measures, places: places, findings: found, bandSet: bandSet)
        if let profile {
            summary.samples = profile.samples
            summary.hotFunctions = Array(profile.hotFunctions.prefix(StrategySummary.hotFunctionLimit))
        }
        let causes = causeAnalysis(names)
        if let causes { summary.extra += causes.summaryKeys }
        let counters = otherCounters.values.sorted { $0.name < $1.name }
        if !counters.isEmpty { summary.extra.append(counters.summaryKey) }
        let costs = modeledCosts.analysis(rows)
        if let costs { summary.extra += costs.summaryKeys }
        var analysis = StrategyAnalysis(
            name: name, tracePath: nil,
            summary: summary,
            views: views, measures: measures, places: places, frames: rows, findings: found,
            phases: GesturePhase.decode(metadata["gesture_phases"] ?? ""),
            metadata: metadata, clockSource: clockSource, profile: profile, damage: nil, eventsRead: eventsSeen,
            unmatchedEvents: unmatchedEnds + others.reduce(store.depth) { $0 + $1.parked.count }
        )
        analysis.causes = causes
        analysis.counters = counters
        analysis.modeledCosts = costs
        return analysis
    }

    /// The samples attributed to hitch frames and the rest; nil for a recording that was not sampled
    /// (no samples and no sampling rate in its metadata).
    private func sampleProfile(_ ordered: [FrameRecord]) -> SampleProfile? {
        guard !stackSamples.isEmpty || metadata[SamplingMetadata.hertz] != nil else { return nil }
        let hitches = Set(ordered.lazy.filter(\.isHitch).map(\.transactionID))
        return SampleProfile(samples: stackSamples, hitchTransactions: hitches, metadata: metadata)
    }

    private func table(_ kind: EventKind, _ names: (UInt32) -> TraceName) -> DurationTable {
        var merged: [TraceName: DurationStats] = [:]
        for slot in stride(from: Int(kind.rawValue), to: store.slotCount, by: 16) where store.slots[slot].count > 0 {
            let s = store.stats(slot: slot)
            let name = names(UInt32(slot >> 4))
            if merged[name] == nil { merged[name] = s } else { merged[name]!.merge(s) }
        }
        return DurationTable(kind: kind, rows: merged.map { DurationRow(module: $0.key.module, name: $0.key.name, stats: $0.value) })
    }

    private func frameRows(_ ordered: [FrameRecord]) -> [FrameRow] {
        var heights = TransactionSeries()
        for report in heightEvents { heights.add(report.transactionID, report.value) }
        var (blanks, offsets, reports) = (blankFractions.walk(), scrollOffsets.walk(), heights.walk())
        // The k-th closed transaction interval is the k-th committed frame.
        return ordered.enumerated().map { index, frame in
            FrameRow(index: index, frame: frame, blankFraction: blanks.values(of: frame.transactionID).last ?? 0,
                     scrollOffset: offsets.values(of: frame.transactionID).last,
                     viewsUpdated: index < viewsPerTransaction.count ? viewsPerTransaction[index] : 0,
                     heightReports: reports.values(of: frame.transactionID).count)
        }
    }
}
