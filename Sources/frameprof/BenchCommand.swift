import ArgumentParser
import FrameProfBench
import FrameProfHistory

/// `frameprof bench`: measures the profiler's own speed on this machine, all in one run.
struct BenchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bench", abstract: "Measure the recorder's and the trace format's speed on this machine.")

    @Flag(help: "Print one JSON object instead of a table.")
    var json = false

    @Flag(help: "Only replay the published device experiments under the built-in profiles and print published vs modeled.")
    var calibration = false

    @Flag(help: "Only time the run history's store: storing a recording and reading 1,000 runs back (a build with the History trait).")
    var history = false

    @Option(name: .customLong("history-store"), help: "With --history: a PostgreSQL server (postgres://…) to time besides the SQLite file; 1,000 recordings are stored there under the scenario and branch frameprof-bench.")
    var historyStore: String?

    @Option(help: "Signpost intervals per timed loop.")
    var intervals: Int = 2_000_000

    @Option(help: "Repetitions of each timed loop; the median is reported.")
    var repetitions: Int = 5

    @Option(name: .customLong("stacklab-rows"), help: "Rows of the large lazy-stack run compared with 1,000 rows (0 skips the StackLab figures).")
    var stackLabRows: Int = 100_000

    @Option(name: .customLong("scrub-seconds"), help: "Length of the indicator-scrub recorded under all four strategies (0 skips it).")
    var scrubSeconds: Double = 30

    @Option(name: .customLong("report-intervals"), help: "Intervals in the synthetic trace that analysis and every report are timed on (0 skips them).")
    var reportIntervals: Int = 1_000_000

    @Option(name: .customLong("import-mb"), help: "Size in MB of each generated log and export the import benchmark reads (0 skips it).")
    var importMB: Int = 64

    func validate() throws {
        guard importMB >= 0, importMB <= 100_000 else {
            throw ValidationError("The import benchmark size must be 0 (skip) or a number of MB up to 100000, not \(importMB).")
        }
        guard reportIntervals == 0 || reportIntervals >= 1000 else {
            throw ValidationError("The report trace must have 0 (skip) or at least 1000 intervals, not \(reportIntervals).")
        }
        guard scrubSeconds.isFinite, scrubSeconds >= 0 else {
            throw ValidationError("The scrub length must be 0 (skip) or a positive number of seconds, not \(scrubSeconds).")
        }
        guard intervals >= 1000 else {
            throw ValidationError("The number of intervals must be at least 1000, not \(intervals).")
        }
        guard (1...100).contains(repetitions) else {
            throw ValidationError("The repetitions must be between 1 and 100, not \(repetitions).")
        }
        guard stackLabRows == 0 || stackLabRows >= 1000 else {
            throw ValidationError("The StackLab row count must be 0 (skip) or at least 1000, not \(stackLabRows).")
        }
    }

    func run() throws {
        if calibration {
            let results = try BenchSuite.calibration()
            print(json ? results.json() : results.table)
            return
        }
        if history {
            // A PostgreSQL server is timed too when one is named; the SQLite file always.
            let named = HistoryTarget.resolve(historyStore)
            let results = try HistoryBenchmark(postgres: { if case .postgres = named { named } else { nil } }()).run()
            print(json ? results.json() : results.table)
            return
        }
        var suite = BenchSuite()
        suite.intervals = intervals
        suite.repetitions = repetitions
        suite.stackLabRows = stackLabRows
        suite.scrubSeconds = scrubSeconds
        suite.reportIntervals = reportIntervals
        suite.importMB = importMB
        let results = try suite.run()
        print(json ? results.json() : results.table())
    }
}
