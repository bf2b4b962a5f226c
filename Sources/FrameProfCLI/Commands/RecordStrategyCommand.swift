import ArgumentParser
import FrameProfSession
import StackLabScenarios

/// `frameprof record-strategy`, hidden: what a recording's worker process runs. `record`, `gate` and
/// `baseline` start the program again with it for each strategy, so that the strategy's views and the
/// objects its rows share run on this process's main thread, as on a phone, and a crash takes only this
/// strategy with it. It writes the strategy's traces and layout log into `--out`, and with `--progress`
/// prints how far it is on standard output for the process that started it.
struct RecordStrategyCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: Recording.workerCommand, abstract: "Record one strategy's runs in this process (what a recording's worker runs).",
        shouldDisplay: false)

    @OptionGroup var record: RecordOptions

    @Option(help: "The strategy to record, one of those the recording's options select.")
    var only: StackStrategy

    @Option(help: "The recording's directory; the strategy's files go into its subdirectory.")
    var out: String

    @Flag(help: "Print the scenario seconds recorded so far on standard output.")
    var progress = false

    func run() throws {
        var request = record.request
        request.isolation = .threads
        let out = self.out, progress = self.progress, strategy = only
        // The command line runs on the process's main thread: the strategy's views run on it as the main actor.
        try MainActor.assumeIsolated {
            try Recording.recordAsWorker(request, strategy: strategy, outputDirectory: out, reportsProgress: progress)
        }
    }
}
