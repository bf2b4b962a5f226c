import CFrameProfClock
@_spi(Simulation) import FrameProf
import FrameProfTrace
import Foundation

/// Times the hot path and the trace format side by side in one process, so ratios compare like with
/// like. Each timed loop runs `repetitions` times and the median is kept.
struct RecorderBenchmark {
    let intervals: Int
    let repetitions: Int

    func run() throws -> BenchResults {
        ClockCalibration.selectHardware()
        let calibration = ClockCalibration.current
        let floor = median { timestampFloor() }
        let disabled = median { disabledSignposts() }

        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("frameprof-bench-\(getpid())", isDirectory: true)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("bench.fpt").path

        // Burst: the ring holds the whole loop, so this is the append itself with the writer draining
        // on the other core — the cost a UI thread pays per interval.
        let burst = try medianRecording(path: path, ringCapacity: ringCapacity(forRecords: 2 * intervals + 16))
        let readRate = median { readBack(path: path) }
        let iterateRate = median { iterate(path: path) }
        // The same loop with a cause before every interval, side by side: what naming causes costs.
        let caused = try medianRecording(path: path, ringCapacity: ringCapacity(forRecords: 3 * intervals + 16), caused: true)

        // Sustained: default options (1 MiB rings that may grow), so the writer must keep up or the ring
        // grows; stalls (a ring at its largest, waiting) are counted.
        let sustained = try medianRecording(path: path, ringCapacity: RecorderOptions().ringCapacity)

        let busySeconds = Double(burst.stats.writerBusyNs) / 1e9
        return BenchResults(
            signpostEnabledNsPerInterval: burst.ns,
            signpostEnabledSustainedNsPerInterval: sustained.ns,
            causedIntervalNs: caused.ns,
            signpostDisabledNsPerInterval: disabled,
            timestampFloorNs: floor,
            traceBytesPerInterval: Double(burst.stats.bytesWritten) / Double(intervals),
            traceWriteMBPerS: Double(burst.stats.bytesWritten) / 1e6 / busySeconds,
            traceWriteEventsPerS: Double(burst.stats.eventsWritten) / busySeconds,
            traceReadEventsPerS: readRate,
            traceIterateEventsPerS: iterateRate,
            clockSource: calibration.source.description,
            ticksPerSecond: calibration.ticksPerSecond,
            intervals: intervals,
            repetitions: repetitions,
            ringStalls: sustained.stats.ringStalls,
            sustainedLargestRingBytes: sustained.stats.largestRingBytes,
            eventsLost: burst.stats.eventsLost + sustained.stats.eventsLost
        )
    }

    private func median(_ measure: () -> Double) -> Double {
        let values = (0..<repetitions).map { _ in measure() }.sorted()
        return values[values.count / 2]
    }

    /// Records `repetitions` times and keeps the run with the median time per interval, with its stats.
    private func medianRecording(path: String, ringCapacity: Int, caused: Bool = false) throws -> (ns: Double, stats: RecordingStats) {
        var runs: [(ns: Double, stats: RecordingStats)] = []
        for _ in 0..<repetitions {
            runs.append(try caused ? causedSignposts(path: path, ringCapacity: ringCapacity) : enabledSignposts(path: path, ringCapacity: ringCapacity))
        }
        runs.sort { $0.ns < $1.ns }
        return runs[runs.count / 2]
    }

    private func ringCapacity(forRecords records: Int) -> Int {
        var capacity = 64
        while capacity < records { capacity <<= 1 }
        return capacity
    }

    /// Two raw clock reads, as the hot path reads them.
    private func timestampFloor() -> Double {
        var sink: UInt64 = 0
        let start = cfp_monotonic_ns()
        for _ in 0..<intervals {
            let a = cfp_now_ticks()
            let b = cfp_now_ticks()
            sink &+= b &- a
        }
        let elapsed = cfp_monotonic_ns() - start
        blackHole(sink)
        return Double(elapsed) / Double(intervals)
    }

    private func disabledSignposts() -> Double {
        let start = cfp_monotonic_ns()
        for _ in 0..<intervals {
            FrameProf.begin(.body, "BenchView")
            FrameProf.end(.body)
        }
        return Double(cfp_monotonic_ns() - start) / Double(intervals)
    }

    private func enabledSignposts(path: String, ringCapacity: Int) throws -> (ns: Double, stats: RecordingStats) {
        let recorder = try Recorder.start(sink: try FileSink(path: path),
                                          options: RecorderOptions(ringCapacity: ringCapacity, maxRingCapacity: max(ringCapacity, RecorderOptions().maxRingCapacity)))
        // One interval first so ring creation is not timed.
        FrameProf.begin(.body, "BenchView")
        FrameProf.end(.body)
        let start = cfp_monotonic_ns()
        for _ in 0..<intervals {
            FrameProf.begin(.body, "BenchView")
            FrameProf.end(.body)
        }
        let elapsed = cfp_monotonic_ns() - start
        let stats = try recorder.stop()
        return (Double(elapsed) / Double(intervals), stats)
    }

    /// `enabledSignposts` with `FrameProf.cause` before every interval.
    private func causedSignposts(path: String, ringCapacity: Int) throws -> (ns: Double, stats: RecordingStats) {
        let recorder = try Recorder.start(sink: try FileSink(path: path),
                                          options: RecorderOptions(ringCapacity: ringCapacity, maxRingCapacity: max(ringCapacity, RecorderOptions().maxRingCapacity)))
        let cause = SignpostName("inputs from BenchParent: value")
        FrameProf.cause(cause)
        FrameProf.begin(.body, "BenchView")
        FrameProf.end(.body)
        let start = cfp_monotonic_ns()
        for _ in 0..<intervals {
            FrameProf.cause(cause)
            FrameProf.begin(.body, "BenchView")
            FrameProf.end(.body)
        }
        let elapsed = cfp_monotonic_ns() - start
        let stats = try recorder.stop()
        return (Double(elapsed) / Double(intervals), stats)
    }

    /// The convenience iterator (`for item in reader`), slower than streaming into a visitor.
    private func iterate(path: String) -> Double {
        guard let reader = try? TraceReader(path: path) else { return 0 }
        let start = cfp_monotonic_ns()
        var events: UInt64 = 0
        var checksum: UInt64 = 0
        while let item = reader.next() {
            if case let .event(event) = item {
                events &+= 1
                checksum &+= event.timestampNs
            }
        }
        let elapsed = cfp_monotonic_ns() - start
        blackHole(checksum)
        return Double(events) / (Double(elapsed) / 1e9)
    }

    private func readBack(path: String) -> Double {
        guard let reader = try? TraceReader(path: path) else { return 0 }
        struct Counter: TraceVisitor {
            var events: UInt64 = 0
            var checksum: UInt64 = 0
            mutating func visit(event: TraceEvent) {
                events &+= 1
                checksum &+= event.timestampNs
            }
        }
        var counter = Counter()
        let start = cfp_monotonic_ns()
        reader.stream(into: &counter)
        let elapsed = cfp_monotonic_ns() - start
        blackHole(counter.checksum)
        return Double(counter.events) / (Double(elapsed) / 1e9)
    }
}

@inline(never)
func blackHole<T>(_ value: T) {
    withExtendedLifetime(value) {}
}
