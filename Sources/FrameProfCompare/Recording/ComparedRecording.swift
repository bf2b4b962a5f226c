import Foundation
import FrameProfAnalysis
import FrameProfBudgets
import FrameProfSupport

/// One side of a comparison: a recording directory's `summary.json`, and each strategy's trace read
/// back where the directory holds `<strategy>/trace.fpt` (an imported device recording has none, so it
/// compares by its metrics alone).
public struct ComparedRecording: Sendable {
    /// The directory (or summary file) as given.
    public let location: String
    /// The summary, flattened the way budgets name metrics.
    public let summary: SummaryMetrics
    /// Each strategy's analysis of its trace, by strategy name, where there is a trace.
    public let analyses: [String: StrategyAnalysis]

    /// Reads `location`'s summary and every strategy's `trace.fpt` beside it, strategies in the order
    /// they were recorded.
    public init(location: String) throws(CompareError) {
        self.location = location
        do {
            summary = try SummaryMetrics(location: location)
        } catch {
            throw CompareError("\(error)")
        }
        let directory = (summary.path as NSString).deletingLastPathComponent
        var analyses: [String: StrategyAnalysis] = [:]
        for strategy in summary.strategies {
            let trace = (directory as NSString).appendingPathComponent("\(strategy.name)/trace.fpt")
            guard FileManager.default.fileExists(atPath: trace) else { continue }
            do {
                analyses[strategy.name] = try TraceAnalyzer.analyze(path: trace, name: strategy.name)
            } catch {
                throw CompareError("cannot read \(trace): \(error); record the recording again, or move the trace away to compare by summary.json alone")
            }
        }
        self.analyses = analyses
    }

    /// A side built from parts already read (tests, and callers that analysed the traces themselves).
    public init(location: String, summary: SummaryMetrics, analyses: [String: StrategyAnalysis]) {
        self.location = location
        self.summary = summary
        self.analyses = analyses
    }
}

/// A comparison that cannot be made, as a full sentence naming the file.
public struct CompareError: FrameProfError, Sendable {
    /// Recordings that cannot be compared as given.
    public var code: ErrorCode { .invalidInput }

    /// What went wrong, and what to do.
    public let description: String

    /// Creates an error.
    public init(_ description: String) {
        self.description = description
    }
}
