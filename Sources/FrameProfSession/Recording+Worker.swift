import Foundation
import FrameProfAnalysis
import FrameProfSupport
import StackLabScenarios

extension Recording {
    /// The hidden subcommand a worker process runs: the recording's own `record` options, `--only` the
    /// strategy to record, `--out` and `--progress`. Every program built on the command line
    /// (`frameprof`, a team's lab) has it.
    public static let workerCommand = "record-strategy"

    /// A worker's whole job, in the worker process on its main thread: plan the recording's `request`
    /// again (a lab's rows load here, in this process), record `strategy`'s runs into `outputDirectory`
    /// as `recordRunsHere` does (with the recording's other settings, its strategy order among them), and,
    /// with `reportsProgress`, print the scenario seconds recorded so far on standard output for the
    /// process that started it.
    @MainActor
    public static func recordAsWorker(_ request: RecordingRequest, strategy: StackStrategy, outputDirectory: String, reportsProgress: Bool) throws {
        var request = request
        request.isolation = .threads
        let plan = try RecordingPlan(options: request)
        guard plan.strategies.contains(strategy) else {
            throw SessionError("the recording does not include the \(strategy.rawValue) strategy; it records \(plan.strategies.map(\.rawValue).joined(separator: ", ")).", code: .usage)
        }
        let directory = (outputDirectory as NSString).appendingPathComponent(strategy.rawValue)
        do {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        } catch {
            throw SessionError("cannot create \(directory): \(error.localizedDescription)", code: .unwritable, context: ErrorContext(file: directory, underlying: error))
        }
        var lastReport = Date.distantPast
        let report: ((Double) -> Void)? = reportsProgress ? { seconds in
            // A tenth of a second is as often as the line is redrawn.
            let now = Date()
            guard now.timeIntervalSince(lastReport) >= 0.1 else { return }
            lastReport = now
            FileHandle.standardOutput.write(Data("\(StrategyWorker.progressPrefix)\(seconds)\n".utf8))
        } : nil
        try Recording(plan: plan, outputDirectory: outputDirectory).recordRunsHere(of: strategy, reporting: report)
    }
}

/// Strategies of a recording that did not finish, with the report of those that did: each strategy's
/// error (a crash with its stack, or the error its worker reported), and where the others' outputs are.
public struct StrategyFailures: FrameProfError {
    /// The recording's scenario.
    public let scenario: String
    /// Each failed strategy with its error, in report order.
    public let failures: [(strategy: StackStrategy, error: any Error)]
    /// The report of the strategies that finished, when any did; its outputs are written.
    public let completed: Report?
    /// Where the outputs are.
    public let outputDirectory: String

    /// Exit status 1.
    public var code: ErrorCode { .systemFailure }

    /// `recording indicator-scrub: the list strategy crashed with SIGILL …; the other 3 strategies' outputs are in out/.`
    public var description: String {
        let what = failures.map { "\($0.error)" }.joined(separator: "\n")
        let rest = completed.map { report in
            let count = report.strategies.count
            return "\nThe other \(count == 1 ? "strategy's" : "\(count) strategies'") outputs are in \(outputDirectory)."
        } ?? "\nNo strategy finished, so no report was written."
        return "recording \(scenario): " + what + rest
    }
}
