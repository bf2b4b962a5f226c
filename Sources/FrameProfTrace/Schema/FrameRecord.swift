/// One committed transaction as the frame clock classified it, stored in the trace as it happened.
///
/// Vsync indices count refresh intervals from the frame clock's origin; times are trace nanoseconds.
/// The classification is recorded, not recomputed, so a report shows what the clock decided live.
public struct FrameRecord: Sendable, Equatable {
    /// Increases by one per transaction of a frame clock.
    public var transactionID: UInt64
    /// The kernel thread id the transaction ran on.
    public var threadID: UInt32
    /// The display rate in millihertz (120 Hz is 120 000), so fractional rates are exact.
    public var refreshMilliHz: UInt32
    /// When the transaction's work started.
    public var startNs: UInt64
    /// When its commit finished.
    public var commitNs: UInt64
    /// How long the render stage took after the commit.
    public var renderDurationNs: UInt64
    /// The vsync the transaction counts from.
    public var startVsync: Int64
    /// The vsync at which the render stage took the commit.
    public var commitVsync: Int64
    /// The vsync at which the frame appeared.
    public var presentVsync: Int64
    /// The vsync at which it should have appeared given the pipeline depth before it.
    public var expectedPresentVsync: Int64
    /// The commit deadline (the vsync after `startVsync`) in trace nanoseconds.
    public var commitDeadlineNs: UInt64
    /// The pipeline depth its expected presentation assumed: 2 (double) or 3 (triple, once switched in).
    public var pipelineDepth: UInt8
    /// Vsyncs that showed no new frame because this frame was late.
    public var droppedVsyncs: UInt32

    /// Creates a record; the frame clock is the usual author.
    public init(transactionID: UInt64, threadID: UInt32, refreshMilliHz: UInt32, startNs: UInt64,
                commitNs: UInt64, renderDurationNs: UInt64, startVsync: Int64, commitVsync: Int64,
                presentVsync: Int64, expectedPresentVsync: Int64, commitDeadlineNs: UInt64,
                pipelineDepth: UInt8, droppedVsyncs: UInt32) {
        self.transactionID = transactionID
        self.threadID = threadID
        self.refreshMilliHz = refreshMilliHz
        self.startNs = startNs
        self.commitNs = commitNs
        self.renderDurationNs = renderDurationNs
        self.startVsync = startVsync
        self.commitVsync = commitVsync
        self.presentVsync = presentVsync
        self.expectedPresentVsync = expectedPresentVsync
        self.commitDeadlineNs = commitDeadlineNs
        self.pipelineDepth = pipelineDepth
        self.droppedVsyncs = droppedVsyncs
    }

    /// The refresh interval P in nanoseconds.
    public var intervalNs: Double { 1e12 / Double(refreshMilliHz) }

    /// When the start vsync happened (one interval before the commit deadline), within a nanosecond.
    public var startVsyncNs: UInt64 { UInt64(max(0, (Double(commitDeadlineNs) - intervalNs).rounded())) }

    /// When the frame appeared on screen, within a nanosecond.
    public var presentNs: UInt64 {
        UInt64(max(0, (Double(commitDeadlineNs) + Double(presentVsync - startVsync - 1) * intervalNs).rounded()))
    }

    /// Started while the previous frame still waited for its vsync, so its expected presentation lies
    /// beyond start vsync + pipeline depth: latency without a hitch (Perfetto's "buffer stuffing").
    public var isQueued: Bool { expectedPresentVsync > startVsync + Int64(pipelineDepth) }

    /// Whole intervals between expected and actual presentation (never negative).
    public var hitchIntervals: Int64 { max(0, presentVsync - expectedPresentVsync) }

    /// Hitch time: actual minus expected presentation, in nanoseconds.
    public var hitchTimeNs: Double { Double(hitchIntervals) * intervalNs }

    /// The frame appeared later than expected.
    public var isHitch: Bool { hitchIntervals > 0 }

    /// The commit finished after the commit deadline.
    public var missedCommitDeadline: Bool { commitNs > commitDeadlineNs }

    /// On time, or which stage made the frame late.
    public var classification: FrameClass {
        guard isHitch else { return .onTime }
        return missedCommitDeadline ? .commitHitch : .renderHitch
    }

    /// Main-thread work time of the transaction (its CPU duration).
    public var durationNs: UInt64 { commitNs &- startNs }

    /// Commit end minus commit deadline; negative values are headroom.
    public var overrunNs: Int64 { Int64(bitPattern: commitNs &- commitDeadlineNs) }

    /// Duration above twice the refresh interval (JankStats' definition of jank).
    public var isJank: Bool { Self.isJank(durationNs: durationNs, intervalNs: intervalNs) }

    /// Duration above 700 ms (a frozen frame).
    public var isFrozen: Bool { Self.isFrozen(durationNs: durationNs) }

    /// The jank rule for a frame known only by its duration (an imported commit): above twice the
    /// refresh interval. The one place the rule lives.
    public static func isJank(durationNs: UInt64, intervalNs: Double) -> Bool { Double(durationNs) > 2 * intervalNs }

    /// The frozen-frame rule for a frame known only by its duration: above 700 ms (Android vitals'
    /// frozen frame). The one place the rule lives.
    public static func isFrozen(durationNs: UInt64) -> Bool { durationNs > 700_000_000 }

    /// Duration above one refresh interval: the frame missed its build budget.
    public var missedBuildBudget: Bool { Double(durationNs) > intervalNs }
}

/// How a committed frame turned out.
public enum FrameClass: String, Sendable, CaseIterable {
    /// Presented when expected.
    case onTime = "on-time"
    /// Late because the commit missed its deadline.
    case commitHitch = "commit-hitch"
    /// Committed on time but the render stage finished late.
    case renderHitch = "render-hitch"
}
