import FrameProfTrace

/// What every renderer draws from: the summary document and each strategy's analysis, in recording
/// order. Built once; renderers only format it.
public struct Report: Sendable {
    /// The `summary.json` document.
    public private(set) var document: SummaryDocument
    /// One analysis per strategy, in the document's order (constant, so the two cannot disagree).
    public let strategies: [StrategyAnalysis]

    /// A report of `strategies` (their traces read back); the document's settings come from the first
    /// trace's metadata.
    public init(toolVersion: String, strategies: [StrategyAnalysis], hitchBands: HitchBandSet = .current) {
        self.strategies = strategies
        document = SummaryDocument(toolVersion: toolVersion, analyses: strategies, hitchBands: hitchBands)
        notes = []
    }

    /// A report whose settings did not come from traces (an imported device recording); `notes` are
    /// what reading it lost or could not tell, shown with the warnings of every format.
    public init(document: SummaryDocument, strategies: [StrategyAnalysis], notes: [String]) {
        var document = document
        document.strategies = strategies.map { ($0.name, $0.summary) }
        self.document = document
        self.strategies = strategies
        self.notes = notes
    }

    /// What reading an imported recording lost (unparsed lines, keys it cannot tell).
    public let notes: [String]

    /// Adds what `record --draws` found, which every format then shows beside the recording's own values.
    public mutating func attach(_ draws: PriceDraws) {
        document.draws = draws
    }

    /// Traces that were damaged or cut off, as sentences for every format's header.
    public var warnings: [String] {
        notes + strategies.compactMap { s in
            if let damage = s.damage {
                return "\(s.name): the trace is damaged (\(damage)); everything before the damage is reported, the rest is lost."
            }
            if s.unmatchedEvents > 0 {
                return "\(s.name): \(s.unmatchedEvents) signpost events had no partner (a recording cut off mid-interval); their intervals are not in the tables."
            }
            return nil
        }
    }
}
