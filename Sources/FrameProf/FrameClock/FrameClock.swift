import FrameProfTrace
import CFrameProfClock

/// Lays transactions on a vsync grid and classifies each one the moment it commits.
///
/// The model (docs/DESIGN.md §1): a transaction counts from the latest vsync at or before its real start.
/// Its commit deadline is the next vsync; the render stage picks the commit up at the first vsync at or
/// after the commit (never before the deadline vsync) and the frame appears at the first vsync at or
/// after the render finishes, at least one interval later. Expected presentation is start vsync +
/// pipeline depth (2 for double buffering; under triple buffering the depth becomes 3 while renders need
/// more than one interval). Hitch time is actual minus expected presentation.
///
/// Two transactions can share a vsync, and the display handles them as it would:
/// - after a late commit, the transaction the main thread could only start then counts from the vsync
///   that picks the late one up, so one overrun makes one hitch, not two;
/// - a loop faster than the display starts a transaction while its previous frame still waits for its
///   vsync: if it does no more than one interval's work it is queued behind that frame, expected no
///   earlier than the vsync after the one showing it (`expectedPresentVsync` beyond `startVsync +
///   pipelineDepth`: Perfetto's buffer stuffing, latency rather than a hitch), and if it commits before
///   that frame's vsync it replaces it there (coalesced: two frames with one `commitVsync`, the newer
///   shown). A longer one is judged from its own start and misses its deadline like any other.
///
/// Real time: call `beginTransaction()` and `commit()` without times and the clock reads
/// `FrameProf.now()`, emitting a `transaction` interval too. Virtual time: pass the times yourself.
public struct FrameClock: Sendable {
    /// The display rate.
    public let rate: RefreshRate
    /// Double or triple buffering.
    public let buffering: Buffering
    /// The band set hitch ratios are classified with.
    public let bandSet: HitchBandSet
    /// Whether committed frames go to the current recording (off for clocks that only classify).
    public let tracing: Bool
    /// The vsync grid, fixed at the first transaction unless an origin was given.
    public private(set) var grid: VsyncGrid?
    /// Totals so far.
    public private(set) var totals = FrameTotals()
    private var depth: Int64 = 2
    private var lastCommitVsync: Int64?
    private var lastPresentVsync: Int64?
    private var lastWasHitch = false
    private var openStart: UInt64?
    private var emittedInterval = false
    /// The id the next committed frame gets; counters recorded during a transaction carry it.
    public private(set) var nextTransactionID: UInt64 = 1
    private var threadID: UInt32?

    /// Creates a clock. `origin` is the time of a vsync (the display link's timestamp); without it the
    /// grid is aligned to the first transaction's start.
    public init(rate: RefreshRate = .hz120, buffering: Buffering = .double, bandSet: HitchBandSet = .current,
                origin: UInt64? = nil, tracing: Bool = true) {
        self.rate = rate
        self.tracing = tracing
        self.buffering = buffering
        self.bandSet = bandSet
        grid = origin.map { VsyncGrid(origin: $0, rate: rate) }
    }

    /// Starts a transaction at `time` (nanoseconds on the recorder's clock), or now.
    public mutating func beginTransaction(at time: UInt64? = nil) {
        // A second begin without a commit restarts the transaction (debug builds stop to flag it).
        assert(openStart == nil, "beginTransaction called twice without commit")
        if openStart != nil && emittedInterval { FrameProf.end(.transaction) }
        let start = time ?? FrameProf.now()
        emittedInterval = time == nil && tracing
        if emittedInterval { FrameProf.begin(.transaction, "transaction") }
        if grid == nil { grid = VsyncGrid(origin: start, rate: rate) }
        openStart = start
        // A stack sampler's handler tags its samples with this id (one relaxed store per frame). Set
        // whether or not this clock writes its frames: a driver that records them itself keeps the ids.
        cfp_set_open_transaction(nextTransactionID)
    }

    /// Commits the open transaction at `time` (or now); the render stage then takes `renderDurationNs`.
    /// Returns the classified frame and, while recording, adds it to the trace.
    @discardableResult
    public mutating func commit(at time: UInt64? = nil, renderDurationNs: UInt64 = 0) -> FrameRecord {
        // A commit without a begin counts as a transaction that started when it committed.
        assert(openStart != nil, "commit called without beginTransaction")
        let now = time ?? FrameProf.now()
        let start = openStart ?? now
        let commit = max(start, now)
        let grid = grid ?? VsyncGrid(origin: start, rate: rate)
        self.grid = grid
        if emittedInterval { FrameProf.end(.transaction) }
        emittedInterval = false
        openStart = nil
        cfp_set_open_transaction(0)
        let frame = classify(start: start, commit: commit, renderDurationNs: renderDurationNs, grid: grid)
        totals.add(frame, startVsyncNs: grid.time(frame.startVsync), presentNs: grid.time(frame.presentVsync))
        if tracing, let recorder = Recorder.current { recorder.record(frame) }
        return frame
    }

    /// Hitch time ratio so far with this clock's band set.
    public var hitchTimeRatio: HitchRatio { totals.hitchTimeRatio(bandSet: bandSet) }

    /// The commit deadline of a transaction starting at `time`, as `commit` will judge it; layout that
    /// can stop early (a lazy stack placing rows) checks it.
    public func commitDeadline(forStartAt time: UInt64) -> UInt64 {
        let grid = grid ?? VsyncGrid(origin: time, rate: rate)
        return grid.time(startVsync(for: time, grid: grid) + 1)
    }

    /// The vsync a transaction counts from: the latest at or before its start — or, when it starts while
    /// a hitch still waits for the vsync that picks it up, that vsync.
    private func startVsync(for start: UInt64, grid: VsyncGrid) -> Int64 {
        let index = grid.index(atOrBefore: start)
        guard let waiting = lastCommitVsync, waiting > index, lastWasHitch else { return index }
        return waiting
    }

    private mutating func classify(start: UInt64, commit: UInt64, renderDurationNs: UInt64, grid: VsyncGrid) -> FrameRecord {
        let startVsync = startVsync(for: start, grid: grid)
        let deadlineVsync = startVsync + 1
        // The render stage takes commits in order: never before the vsync that took the previous one.
        let commitVsync = max(deadlineVsync, grid.index(atOrAfter: commit), lastCommitVsync ?? .min)
        let renderEnd = grid.time(commitVsync) &+ renderDurationNs
        let presentVsync = max(commitVsync + 1, grid.index(atOrAfter: renderEnd))
        var expected = startVsync + depth
        if let waiting = lastCommitVsync, let shown = lastPresentVsync, waiting > grid.index(atOrBefore: start),
           Double(commit &- start) <= rate.intervalNs {
            // Started while the previous frame still waited for its vsync, and did no more than a frame's
            // work: queued behind it, it cannot be expected before the vsync after that one's (Perfetto's
            // buffer stuffing: latency, not a hitch). Committed before that vsync, it replaces the
            // waiting frame there instead (coalesced). A frame that took longer missed its own deadline.
            expected = max(expected, shown + 1)
        }
        let earliestNew = max((lastPresentVsync ?? Int64.min / 2) + 1, expected)
        let dropped = max(0, presentVsync - earliestNew)
        let frame = FrameRecord(
            transactionID: nextTransactionID, threadID: currentThreadID(), refreshMilliHz: rate.milliHz,
            startNs: start, commitNs: commit, renderDurationNs: renderDurationNs, startVsync: startVsync,
            commitVsync: commitVsync, presentVsync: presentVsync, expectedPresentVsync: expected,
            commitDeadlineNs: grid.time(deadlineVsync), pipelineDepth: UInt8(depth),
            droppedVsyncs: UInt32(clamping: dropped)
        )
        nextTransactionID += 1
        lastCommitVsync = commitVsync
        lastWasHitch = frame.isHitch
        lastPresentVsync = max(lastPresentVsync ?? presentVsync, presentVsync)
        if buffering == .triple {
            depth = presentVsync - commitVsync >= 2 ? 3 : 2
        }
        return frame
    }

    private mutating func currentThreadID() -> UInt32 {
        if let threadID { return threadID }
        let id = cfp_thread_id()
        threadID = id
        return id
    }
}
