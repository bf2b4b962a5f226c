import FrameProfTrace

/// What every renderer draws from: the summary document and each strategy's analysis, in recording
/// order. Built once; renderers only format it.
public struct Report: Sendable {
    /// The `summary.json` document.
    public let document: SummaryDocument
    /// One analysis per strategy, in the document's order (constant, so the two cannot disagree).
    public let strategies: [StrategyAnalysis]

    /// A report of `strategies` (their traces read back); the document's settings come from the first
    /// trace's metadata.
    public init(toolVersion: String, strategies: [StrategyAnalysis], hitchBands: HitchBandSet = .current) {
        self.strategies = strategies
        document = SummaryDocument(toolVersion: toolVersion, analyses: strategies, hitchBands: hitchBands)
    }

    /// Traces that were damaged or cut off, as sentences for every format's header.
    public var warnings: [String] {
        strategies.compactMap { s in
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
