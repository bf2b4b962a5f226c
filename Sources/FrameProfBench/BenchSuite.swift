import FrameProfSession

/// Every benchmark `frameprof bench` runs, in one process so ratios are measured side by side. A size of
/// 0 skips that benchmark.
public struct BenchSuite {
    /// Signpost intervals per timed loop.
    public var intervals = 2_000_000
    /// Repetitions of each timed loop; the median is reported.
    public var repetitions = 5
    /// Rows of the large lazy-stack run compared with 1,000 rows.
    public var stackLabRows = 100_000
    /// Length of the indicator-scrub recorded under all four strategies, seconds.
    public var scrubSeconds: Double = 30
    /// Intervals in the synthetic trace that analysis and every report are timed on.
    public var reportIntervals = 1_000_000
    /// Size in MB of each generated log and export the import benchmark reads.
    public var importMB = 64

    /// The default suite.
    public init() {}

    /// Runs every benchmark not skipped; a failure names the benchmark.
    public func run() throws -> BenchResults {
        var results = try Self.measure("the recorder benchmark") { try RecorderBenchmark(intervals: intervals, repetitions: repetitions).run() }
        if stackLabRows > 0 {
            results.stackLab = StackLabBenchmark(largeRowCount: stackLabRows, repetitions: min(repetitions, 3)).run()
            results.teamCell = try Self.measure("the team cell benchmark") { try TeamCellBenchmark(seconds: 5, repetitions: 5).run() }
        }
        if scrubSeconds > 0 {
            results.scrub = try Self.measure("the scrub recording") { try ScrubBenchmark(seconds: scrubSeconds, pairs: 7).run() }
            results.sampling = try Self.measure("the sampling benchmark") { try SamplingBenchmark(seconds: scrubSeconds, pairs: 9).run() }
        }
        if reportIntervals > 0 {
            results.reports = try Self.measure("the report benchmark") {
                try ReportBenchmark(intervals: reportIntervals, repetitions: min(repetitions, 3)).run()
            }
        }
        if importMB > 0 {
            results.imports = try Self.measure("the import benchmark") { try ImportBenchmark(megabytes: importMB).run() }
        }
        results.calibration = try Self.calibration()
        return results
    }

    /// Only the published device experiments replayed under the built-in profiles.
    public static func calibration() throws -> CalibrationBenchmark.Results {
        try measure("the calibration") { try CalibrationBenchmark().run() }
    }

    private static func measure<T>(_ what: String, _ body: () throws -> T) throws -> T {
        do {
            return try body()
        } catch {
            throw SessionError("\(what) failed: ", wrapping: error)
        }
    }
}
