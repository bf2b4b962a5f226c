import FrameProfTrace

/// Everything one strategy's trace says: the `summary.json` entry, duration tables, the frame
/// timeline, findings, and what reading found (metadata, clock, damage).
public struct StrategyAnalysis: Sendable {
    /// The strategy (or recording) name.
    public var name: String
    /// The trace it came from, when read from a file.
    public var tracePath: String?
    /// The contract metrics.
    public var summary: StrategySummary
    /// Body durations per view type.
    public var views: DurationTable
    /// Measure durations per layout type.
    public var measures: DurationTable
    /// Place durations per layout type.
    public var places: DurationTable
    /// Every committed frame, in order.
    public var frames: [FrameRow]
    /// Layout-correctness problems, in time order.
    public var findings: [Finding]
    /// The gesture script's phases.
    public var phases: [GesturePhase]
    /// The trace's metadata pairs.
    public var metadata: [String: String]
    /// Where the trace's timestamps came from.
    public var clockSource: TraceFormat.ClockSource
    /// What the stack samples say, when the recording was sampled (`--sample-hz`).
    public var profile: SampleProfile?
    /// Where reading stopped early, if it did.
    public var damage: TraceDamage?
    /// Events read (signposts), for throughput figures.
    public var eventsRead: UInt64
    /// Ends without a matching begin plus begins never closed (a cut-off recording has some).
    public var unmatchedEvents: Int
    /// Named interval tables beyond body, measure and place: an app's signposts, SwiftUI update groups.
    public var intervals: [IntervalTable] = []
    /// Why bodies and layout passes ran, when the trace recorded causes.
    public var causes: CauseAnalysis?
    /// Counters no metric reads (an app's own, `FrameProf.counter`), in name order.
    public var counters: [CounterSeries] = []
    /// Where hitch frames' modeled time went, when a device profile priced the recording.
    public var modeledCosts: ModeledCostAnalysis?

    /// Creates an analysis; `TraceAnalyzer` and importers of device recordings are the usual authors.
    public init(name: String, tracePath: String?, summary: StrategySummary, views: DurationTable, measures: DurationTable,
                places: DurationTable, frames: [FrameRow], findings: [Finding], phases: [GesturePhase], metadata: [String: String],
                clockSource: TraceFormat.ClockSource, profile: SampleProfile?, damage: TraceDamage?, eventsRead: UInt64,
                unmatchedEvents: Int) {
        self.name = name
        self.tracePath = tracePath
        self.summary = summary
        self.views = views
        self.measures = measures
        self.places = places
        self.frames = frames
        self.findings = findings
        self.phases = phases
        self.metadata = metadata
        self.clockSource = clockSource
        self.profile = profile
        self.damage = damage
        self.eventsRead = eventsRead
        self.unmatchedEvents = unmatchedEvents
    }
}
