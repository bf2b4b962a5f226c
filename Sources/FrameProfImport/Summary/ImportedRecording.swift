import FrameProfAnalysis
import FrameProfTrace

/// What an import read: one analysis per layout or device table found, the settings the recording can
/// tell, where it came from, and sentences for what was lost. `Report(document:strategies:notes:)`
/// turns it into the same report set as `record`.
public struct ImportedRecording: Sendable {
    /// One analysis per strategy entry (`lazy-vstack`, `optimized-vstack`, `device`).
    public var strategies: [StrategyAnalysis]
    /// The summary's settings (its strategies are filled in by the report).
    public var document: SummaryDocument
    /// What reading lost or cannot tell, as sentences.
    public var notes: [String]
    /// The time the rows read cover, in the recording's own nanoseconds (from the earliest start to the
    /// latest end); nil when no row had a time.
    public var spanNs: ClosedRange<UInt64>?

    /// The report of this recording.
    public var report: Report {
        Report(document: document, strategies: strategies, notes: notes)
    }

    /// An analysis with no trace behind it.
    static func analysis(name: String, summary: StrategySummary, views: DurationTable = DurationTable(kind: .body, rows: []),
                         frames: [FrameRow] = [], findings: [Finding] = [], metadata: [String: String] = [:]) -> StrategyAnalysis {
        StrategyAnalysis(name: name, tracePath: nil, summary: summary, views: views, measures: DurationTable(kind: .measure, rows: []),
                         places: DurationTable(kind: .place, rows: []), frames: frames, findings: findings, phases: [],
                         metadata: metadata, clockSource: .monotonic, profile: nil, damage: nil, eventsRead: 0, unmatchedEvents: 0)
    }

    /// The settings of an imported recording: the `device` clock, one run, and `null` for what the
    /// recording does not say (the display rate when `refreshHz` is nil, buffering, CPU slowdown).
    static func document(toolVersion: String, scenario: String, refreshHz: Double?, hitchBands: HitchBandSet,
                         source: JSONValue, sourceDescription: String) -> SummaryDocument {
        var document = SummaryDocument(toolVersion: toolVersion, scenario: scenario, refreshHz: refreshHz, buffering: nil,
                                       clock: "device", cpuSlowdown: nil, runs: 1, hitchBands: hitchBands, strategies: [])
        document.source = source
        document.sourceDescription = sourceDescription
        return document
    }
}
