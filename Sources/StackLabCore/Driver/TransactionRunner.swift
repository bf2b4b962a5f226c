@_spi(Simulation) import FrameProf
import StackLabPricing
#if canImport(Glibc)
import Glibc
#endif

/// Runs a graph's transactions on the frame clock: each starts at the first vsync at or after the
/// previous commit (or when its input arrives), updates and lays out (again while preference handlers
/// change state: the same-frame loop) and commits under signposts, hands the render list to the render
/// stage (whose time belongs to the render server, not this thread), classifies the frame, records the
/// transaction's observations as trace counters, then runs the handlers the commit triggered
/// (`onAppear`, `onDisappear`).
package final class TransactionRunner {
    /// The runtime driven.
    package let graph: ViewGraph
    /// The frame clock that classifies every commit.
    package private(set) var clock: FrameClock
    /// Where times come from.
    package let time: TimeSource
    /// Whether lazy containers see the commit deadline (off for tests that check layout, not timing).
    package var checksDeadlines = true
    /// Every frame committed so far.
    package private(set) var frames: [FrameRecord] = []
    /// Blank fraction of each frame, in frame order.
    package private(set) var blankFractions: [Double] = []
    /// Called after each transaction, once its frame and costs are recorded (a calibration reading one
    /// transaction's work); nil for recordings.
    package var onCommit: ((FrameRecord) -> Void)?
    /// A navigation push's transition while it runs: the render server draws the screen it slides away
    /// from in every frame beside this graph's, and each frame says how far it has run; nil outside one.
    package var transition: ScreenTransition?
    private var stage: RenderStage
    /// What the last commit handed the render server, which it draws again in a frame the app does not
    /// commit (`renderCommittedLayers`).
    package private(set) var lastList = RenderList()
    private var lastBlank = 0.0
    /// Draws each transaction's variability factor, seeded so runs repeat exactly.
    private var variability: SeededGenerator
    private var lastCommit: UInt64?
    private var counters: [TraceCounter] = []
    /// The memory parts last written: a part is written again only when it changes.
    private var writtenMemory: MemoryBreakdown?
    /// Unchecked exclusivity: one thread drives a runner, and the drain's closures append to these.
    @exclusivity(unchecked) private var costs: [TraceModeledCost] = []
    /// Qualified names of the types costs were booked to, by signpost name id (resolving one takes the
    /// name registry's lock).
    @exclusivity(unchecked) private var typeKeys: [String?] = []

    /// Creates a runner for `graph`.
    package init(graph: ViewGraph, rate: RefreshRate = .hz120, buffering: Buffering = .double, time: TimeSource = .timeline,
                seed: UInt64 = 0) {
        self.graph = graph
        self.time = time
        variability = SeededGenerator(seed: seed ^ 0x7A51_AB1E)
        // The runner records each frame itself, with its counters, under one lock.
        clock = FrameClock(rate: rate, buffering: buffering, tracing: false)
        stage = RenderStage(viewport: Rect(origin: .zero, size: graph.screen))
        graph.clock.frameIntervalNs = UInt64(rate.intervalNs.rounded())
        graph.clock.now = { time.now }
        if time == .timeline { TimelineClock.prepare() }
    }

    /// The time the next transaction may start: the first vsync at or after the previous commit and
    /// `earliest`.
    package func nextStart(notBefore earliest: UInt64? = nil) -> UInt64 {
        let now = max(time.now, earliest ?? 0)
        guard let grid = clock.grid, let lastCommit else { return now }
        return grid.time(grid.index(atOrAfter: max(now, lastCommit)))
    }

    /// Runs one transaction; `input` runs first inside it (a scroll step, a tap).
    @discardableResult
    package func runTransaction(at earliest: UInt64? = nil, trigger: String? = nil, input: (() -> Void)? = nil) -> FrameRecord {
        let start = nextStart(notBefore: earliest)
        time.wait(until: start)
        graph.work.drawPriceFactor(&variability)
        let id = clock.nextTransactionID
        clock.beginTransaction(at: start)
        graph.clock.deadline = checksDeadlines ? clock.commitDeadline(forStartAt: start) : .max
        graph.fireTimers(dueBy: start)
        let list = graph.work.transaction(trigger: graph.takeTrigger(trigger)) {
            input?()
            graph.updateAndLayout()
            graph.forgetPendingTrigger()
            return graph.work.commit { graph.commit() }
        }
        let committed = time.now
        let (blank, renderNs) = rasterize(list)
        let frame = clock.commit(at: committed, renderDurationNs: renderDuration(measured: renderNs, list))
        lastList = list
        lastBlank = blank
        return finish(frame, id: id, committedAt: committed) { graph.runAfterCommit() }
    }

    /// A frame the app does not commit: at the vsync at or after `earliest` the render server draws the
    /// layers committed last again (with the transition's other screen), as it does for every frame of an
    /// animation Core Animation runs on its own, such as a navigation push. Its main-thread work is none;
    /// its render can still miss the frame's deadline.
    @discardableResult
    package func renderCommittedLayers(at earliest: UInt64) -> FrameRecord {
        let start = nextStart(notBefore: earliest)
        time.wait(until: start)
        let id = clock.nextTransactionID
        clock.beginTransaction(at: start)
        let (_, renderNs) = rasterize(lastList)
        let frame = clock.commit(at: start, renderDurationNs: renderDuration(measured: renderNs, lastList))
        return finish(frame, id: id, committedAt: start) {}
    }

    /// Keeps a committed frame (the last list's blank fraction with it), runs what the commit triggered
    /// (`afterCommit`), and records the frame, its counters and its costs.
    private func finish(_ frame: FrameRecord, id: UInt64, committedAt committed: UInt64, afterCommit: () -> Void) -> FrameRecord {
        lastCommit = committed
        frames.append(frame)
        blankFractions.append(lastBlank)
        afterCommit()
        record(frame, id: id, blank: lastBlank, drawing: lastList)
        onCommit?(frame)
        return frame
    }

    /// Rasterises `list` (and, inside a transition, the screen it slides away from) on the render stage:
    /// the pushed screen's blank fraction, and the real time the stage took, taken back off the timeline.
    private func rasterize(_ list: RenderList) -> (blank: Double, renderNs: UInt64) {
        let renderStart = monotonicNanoseconds()
        let rendered = stage.render(list)
        if let outgoing = transition?.outgoing { _ = stage.render(outgoing) }
        let renderNs = monotonicNanoseconds() - renderStart
        time.discount(renderNs)
        return (rendered.blankFraction, renderNs)
    }

    /// The render stage's duration on the frame clock: modeled (the transition's other screen's layers and
    /// passes added to `list`'s), or measured and slowed down like the rest.
    private func renderDuration(measured: UInt64, _ list: RenderList) -> UInt64 {
        let outgoing = transition?.outgoing
        let layers = list.layers + (outgoing?.layers ?? 0)
        let passes = list.offscreenPasses + (outgoing?.offscreenPasses ?? 0)
        if let ns = graph.work.renderNanoseconds(layers: layers, offscreenPasses: passes) { return ns }
        return time == .timeline ? UInt64((Double(measured) * TimelineClock.slowdown).rounded()) : 0
    }

    /// The frame, its counters and its costs go to the recorder through reused buffers and one lock: a
    /// quiet StackLab frame is a few microseconds of real time, so a per-frame array, a second lock or a
    /// protocol cast here shows in `scrub_recorder_overhead_percent`.
    private func record(_ frame: FrameRecord, id: UInt64, blank: Double, drawing: RenderList) {
        drainCosts(id: id, hitch: frame.isHitch)
        guard let recorder = Recorder.current else {
            graph.observations.drain { _, _ in }
            return
        }
        counters.removeAll(keepingCapacity: true)
        graph.observations.drain { kind, value in
            counters.append(TraceCounter(kind: kind, transactionID: id, value: value))
        }
        counters.append(TraceCounter(kind: .blankFraction, transactionID: id, value: blank))
        counters.append(TraceCounter(kind: .liveViews, transactionID: id, value: Double(graph.liveViews)))
        counters.append(TraceCounter(kind: .cachedSizes, transactionID: id, value: Double(graph.cachedRowSizes)))
        if let scroll = graph.outermostScrollView {
            counters.append(TraceCounter(kind: .scrollOffset, transactionID: id, value: scroll.offset))
        }
        if let transition {
            counters.append(TraceCounter(kind: .screenTransition, transactionID: id, value: transition.progress))
        }
        if let memory = graph.work.memory(views: graph.liveViews, cachedSizes: graph.cachedRowSizes, hostedCells: graph.hostedCells,
                                          drawing: drawing, pooled: graph.pooledDrawing, imageBytes: graph.liveImageBytes) {
            for part in MemoryBreakdown.Part.allCases where writtenMemory?[part] != memory[part] {
                counters.append(TraceCounter(kind: part.counterKind, transactionID: id, value: memory[part]))
            }
            writtenMemory = memory
            counters.append(TraceCounter(kind: .modeledMemory, transactionID: id, value: memory.total))
        }
        recorder.record(frame, counters: counters, costs: costs)
    }

    /// Takes what the device profile charged the transaction into `costs` (for the trace); the work
    /// boundary books it to the ledger, when one is kept.
    private func drainCosts(id: UInt64, hitch: Bool) {
        costs.removeAll(keepingCapacity: true)
        graph.work.drainCosts(hitch: hitch, operation: { slot, ns in
            costs.append(TraceModeledCost(transactionID: id, category: .operation, key: CostSlot.keys[slot],
                                          label: CostSlot.labels[slot], nanoseconds: ns, keyHint: UInt32(slot + 1)))
        }, type: { name, ns in
            let index = Int(name.id)
            let key = index < typeKeys.count ? typeKeys[index] ?? resolveTypeKey(name) : resolveTypeKey(name)
            costs.append(TraceModeledCost(transactionID: id, category: .type, key: key, label: key, nanoseconds: ns, keyHint: name.id))
        })
    }

    private func resolveTypeKey(_ name: SignpostName) -> String {
        let key = name.resolved.qualified
        let index = Int(name.id)
        if index >= typeKeys.count { typeKeys.append(contentsOf: repeatElement(nil, count: index + 1 - typeKeys.count)) }
        typeKeys[index] = key
        return key
    }
}

/// Real elapsed time for the render stage, whatever the recording clock is.
private func monotonicNanoseconds() -> UInt64 {
    var ts = timespec()
    clock_gettime(CLOCK_MONOTONIC, &ts)
    return UInt64(ts.tv_sec) * 1_000_000_000 + UInt64(ts.tv_nsec)
}
