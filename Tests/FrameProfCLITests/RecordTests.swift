import Foundation
import FrameProfTrace
import Testing

@Suite("frameprof record")
struct RecordTests {
    static let strategyKeys = [
        "duration_ms", "frames", "hitches", "commit_hitches", "render_hitches", "hitch_time_ms",
        "hitch_time_ratio_ms_per_s", "hitch_band", "max_hitch_ms", "frame_duration_ms", "frame_overrun_ms",
        "jank_frames", "frozen_frames", "dropped_vsyncs", "blank_frames", "blank_time_ms", "max_blank_fraction",
        "truncation_events", "invalid_layout_passes", "content_height_reports", "final_content_height",
        "first_frame_ms", "body_evaluations", "body_evaluations_by_view", "measure_calls", "place_calls",
        "max_views_updated_per_transaction", "peak_live_views", "peak_cached_sizes", "peak_rss_bytes",
    ]

    private func temporaryDirectory() -> String {
        let path = NSTemporaryDirectory() + "frameprof-record-\(UUID().uuidString)"
        return path
    }

    @Test("geometry-reader-feedback writes traces, the lazy log and a summary computed from the traces")
    func geometryReaderFeedback() throws {
        let out = temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: out) }
        let result = try CLIRunner.run(["record", "--scenario", "geometry-reader-feedback", "--out", out])
        #expect(result.status == 0, "stderr: \(result.stderr)")
        #expect(result.stdout.contains("lazy-vstack"))
        let files = FileManager.default
        #expect(files.fileExists(atPath: out + "/vstack/trace.fpt"))
        #expect(files.fileExists(atPath: out + "/lazy-vstack/trace.fpt"))
        #expect(files.fileExists(atPath: out + "/lazy-vstack/lazystack.log"))
        #expect(!files.fileExists(atPath: out + "/vstack/lazystack.log"), "VStack writes no layout log")

        let data = try Data(contentsOf: URL(fileURLWithPath: out + "/summary.json"))
        let summary = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(summary["schema_version"] as? Int == 1)
        #expect(summary["scenario"] as? String == "geometry-reader-feedback")
        // Priced by the default profile (iphone-12): its 60 Hz display, modeled times named as such.
        #expect(summary["refresh_hz"] as? Double == 60)
        #expect(summary["clock"] as? String == "virtual")
        #expect(summary["device"] as? String == "iphone-12")
        #expect(summary["hitch_bands"] as? String == "current")
        let strategies = try #require(summary["strategies"] as? [String: [String: Any]])
        #expect(Set(strategies.keys) == ["vstack", "lazy-vstack", "list", "optimized-vstack"])
        // The order they were recorded in, which report, compare and gate show them in.
        #expect(summary["strategy_order"] as? [String] == ["vstack", "lazy-vstack", "list", "optimized-vstack"])
        for (name, entry) in strategies {
            for key in Self.strategyKeys { #expect(entry[key] != nil, "\(name) lacks \(key)") }
        }
        let vstack = try #require(strategies["vstack"])
        // Hand-computed: 20+30+40+500+400 + 4×16 spacing + 2×16 padding = 1086 > 796, so the container
        // switches to the ScrollView once and settles within the first frame; the switch rebuilds the rows.
        #expect(vstack["content_height_reports"] as? [Double] == [0, 1086])
        #expect(vstack["frames"] as? Int == 1)
        let byView = try #require(vstack["body_evaluations_by_view"] as? [String: Int])
        #expect(byView["StackLab.FeedbackContainer"] == 2)
        #expect(byView["StackLab.RowView"] == 10)
        let lazy = try #require(strategies["lazy-vstack"])
        #expect((lazy["invalid_layout_passes"] as? Int ?? 0) > 0)
        let lazyHeights = try #require(lazy["content_height_reports"] as? [Double])
        #expect(lazyHeights == [0, 221, 1086, 221, 1086], "seed estimate 20, 30 → 25 average: 50 + 3×25 + 4×16 + 32 = 221")

        // The summary agrees with the trace it was computed from.
        let reader = try TraceReader(path: out + "/vstack/trace.fpt")
        var frames = 0
        var bodies = 0
        for item in reader {
            if case .frame = item { frames += 1 }
            if case let .event(event) = item, event.phase == .begin, event.kind == .body { bodies += 1 }
        }
        #expect(reader.damage == nil)
        #expect(frames == vstack["frames"] as? Int)
        #expect(bodies == vstack["body_evaluations"] as? Int)

        let log = try String(contentsOfFile: out + "/lazy-vstack/lazystack.log", encoding: .utf8)
        let lines = log.split(separator: "\n")
        #expect(lines.prefix(2) == ["LazyVStackLayout: sizeThatFits(370.0) -> 189.0", "LazyVStackLayout: Measured estimates -> 41.0"])
        #expect(lines.contains("Bound preference ContentHeightKey tried to update multiple times per frame."))
    }

    @Test("big-top-small-bottom scrolls up over tall rows the estimate took for short ones: translate, truncation, a finding naming rows and points")
    func bigTopSmallBottomTruncates() throws {
        let out = temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: out) }
        let result = try CLIRunner.run(["record", "--scenario", "big-top-small-bottom", "--strategy", "lazy-vstack", "--out", out])
        #expect(result.status == 0, "stderr: \(result.stderr)")
        let log = try String(contentsOfFile: out + "/lazy-vstack/lazystack.log", encoding: .utf8).split(separator: "\n")
        let translate = try #require(log.firstIndex { $0.hasPrefix("LazyVStackLayout: translate by ") })
        // The attempt's anchor, then the translate, then a placement starting at the content's top with
        // rows above it: the shape of the device's `placing from #4, -562.80 … translate by … placed … 4..<6`.
        #expect(log[..<translate].last { $0.contains("placing from #") } != nil)
        let placed = try #require(log[translate...].first { $0.hasPrefix("LazyVStackLayout: placed(") })
        let first = try #require(Int(placed.split(separator: "-> ")[1].split(separator: ".")[0]))
        #expect(first > 0)
        let findings = try String(contentsOfFile: out + "/findings.csv", encoding: .utf8)
        #expect(findings.contains("truncation"))
        #expect(findings.contains("rows 0–\(first - 1) (\(first) rows, "))
        #expect(findings.contains(" pt) above the first placed row cut off: they can no longer be reached"))
    }

    @Test("the trace holds every body, measure and place interval, named after its type and nested in its transaction")
    func traceNesting() throws {
        let out = temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: out) }
        let result = try CLIRunner.run(["record", "--scenario", "geometry-reader-feedback", "--strategy", "lazy-vstack", "--out", out])
        #expect(result.status == 0, "stderr: \(result.stderr)")
        let reader = try TraceReader(path: out + "/lazy-vstack/trace.fpt")
        var assembler = IntervalAssembler()
        var intervals: [TraceInterval] = []
        for item in reader {
            if case let .event(event) = item, let interval = assembler.consume(event) { intervals.append(interval) }
        }
        #expect(assembler.unmatchedEnds == 0)
        #expect(assembler.openIntervals == 0)
        let transactions = intervals.filter { $0.kind == .transaction }
        #expect(!transactions.isEmpty)
        for interval in intervals where [.body, .measure, .place].contains(interval.kind) {
            #expect(interval.depth >= 1, "\(reader.name(of: interval.nameID).qualified) ran outside a transaction")
            #expect(transactions.contains { $0.startNs <= interval.startNs && interval.endNs <= $0.endNs })
        }
        let bodyNames = Set(intervals.filter { $0.kind == .body }.map { reader.name(of: $0.nameID).qualified })
        #expect(bodyNames.isSuperset(of: ["StackLab.FeedbackContainer", "StackLab.RowView"]))
        #expect(bodyNames.contains { $0.hasPrefix("StackLab.GeometryReader<StackLab.PreferenceView<StackLab.Color, StackLab.ContentHeightKey>>") })
        let layoutNames = Set(intervals.filter { $0.kind == .measure }.map { reader.name(of: $0.nameID).qualified })
        #expect(layoutNames.isSuperset(of: ["StackLab.LazyVStackLayout", "StackLab.PaddingLayout", "StackLab.FrameLayout",
                                            "StackLab.HStackLayout"]))
        // Leaves are priced inside their parent's interval rather than signposted (200 per feed row).
        #expect(!layoutNames.contains("StackLab.Text"))
        // A GeometryReader builds its content while it is placed.
        let reader2 = intervals.filter { $0.kind == .body && reader.name(of: $0.nameID).name.hasPrefix("GeometryReader") }
        #expect(!reader2.isEmpty)
        for interval in reader2 {
            #expect(intervals.contains { $0.kind == .place && $0.startNs <= interval.startNs && interval.endNs <= $0.endNs && $0.depth == interval.depth - 1 })
        }
    }

    @Test("mistakes exit 64 (bad values) or 1 (not possible), with a sentence saying what was expected")
    func errors() throws {
        let unknown = try CLIRunner.run(["record", "--scenario", "feed-2000", "--out", "x"])
        #expect(unknown.status == 64)
        #expect(unknown.stderr.contains("There is no built-in scenario named 'feed-2000'; the built-in ones are geometry-reader-feedback, feed-1000"))
        let rate = try CLIRunner.run(["record", "--scenario", "feed-1000", "--sample-hz", "50000", "--out", temporaryDirectory()])
        #expect(rate.status == 64)
        #expect(rate.stderr.contains("The sampling rate must be between 1 and 20000 Hz, not 50000.0."))
        let wallDraws = try CLIRunner.run(["record", "--scenario", "feed-1000", "--clock", "wall", "--draws", "8", "--out", temporaryDirectory()])
        #expect(wallDraws.status == 64)
        #expect(wallDraws.stderr.contains("--draws draws the device profile's prices, which only the virtual clock has; drop --clock wall to use it."))
        let manyDraws = try CLIRunner.run(["record", "--scenario", "feed-1000", "--draws", "20000", "--out", temporaryDirectory()])
        #expect(manyDraws.status == 64 && manyDraws.stderr.contains("The number of draws must be from 0 to 10000, not 20000."))
        let missing = try CLIRunner.run(["record", "--scenario", "/nonexistent/feed.yml", "--out", temporaryDirectory()])
        #expect(missing.status == 1)
        #expect(missing.stderr.hasPrefix("frameprof record: /nonexistent/feed.yml: does not exist; expected a YAML file"))
        let unwritable = try CLIRunner.run(["record", "--scenario", "geometry-reader-feedback", "--out", "/proc/frameprof-cannot-write"])
        #expect(unwritable.status == 1)
        // The report directory is made before anything is recorded, so the mistake costs no recording.
        #expect(unwritable.stderr.contains("cannot create the report directory /proc/frameprof-cannot-write"))
    }

    @Test("scenarios lists the built-in scenarios one per line")
    func scenarios() throws {
        let result = try CLIRunner.run(["scenarios"])
        #expect(result.status == 0)
        let lines = result.stdout.split(separator: "\n")
        #expect(lines.map { String($0.split(separator: " ")[0]) } == [
            "geometry-reader-feedback", "feed-1000", "indicator-scrub", "feed-uniform", "screen-open", "big-top-small-bottom", "jump-to-row",
            "fling", "pagination", "body-checklist", "state-driven-parallax",
        ])
        #expect(lines[0].hasPrefix("geometry-reader-feedback  a container that reads its content height"))
        // A built-in prints as the YAML a scenario file is written in; an unknown name is a usage error.
        let yaml = try CLIRunner.run(["scenarios", "--yaml", "jump-to-row"])
        #expect(yaml.status == 0 && yaml.stdout.hasPrefix("name: jump-to-row\n") && yaml.stdout.contains("- jump: {row: 700}"))
        let unknown = try CLIRunner.run(["scenarios", "--yaml", "jump-to-rwo"])
        #expect(unknown.status == 64 && unknown.stderr.contains("There is no built-in scenario named 'jump-to-rwo'; the built-ins are geometry-reader-feedback,"))
    }

    @Test("a scenario file with a mistake names file, line and key, exits 1 and records nothing")
    func scenarioFileErrors() throws {
        let out = temporaryDirectory()
        let file = NSTemporaryDirectory() + "frameprof-bad-\(UUID().uuidString).yml"
        defer { try? FileManager.default.removeItem(atPath: file) }
        try """
        name: bad
        rows: {count: 10, heights: 44}
        gesture:
          - drag: {velocity: 100, duration: 1}
        strategies: [list, grid]
        """.write(toFile: file, atomically: true, encoding: .utf8)
        let result = try CLIRunner.run(["record", "--scenario", file, "--out", out])
        #expect(result.status == 1)
        #expect(result.stderr == "frameprof record: \(file):5:20: key 'strategies[1]': expected one of vstack, lazy-vstack, list, optimized-vstack, found 'grid'\n")
        #expect(!FileManager.default.fileExists(atPath: out), "nothing is recorded from a half-read file")
    }

    @Test("--cpu-slowdown 2 on the virtual clock doubles every modeled duration")
    func cpuSlowdownDoublesModeledTime() throws {
        func strategy(_ slowdown: String) throws -> [String: Any] {
            let out = temporaryDirectory()
            defer { try? FileManager.default.removeItem(atPath: out) }
            // The GeometryReader experiment's one frame does the same work however long it takes.
            let result = try CLIRunner.run(["record", "--scenario", "geometry-reader-feedback", "--strategy", "optimized-vstack",
                                            "--clock", "virtual", "--cpu-slowdown", slowdown, "--out", out])
            #expect(result.status == 0, "stderr: \(result.stderr)")
            let json = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: out + "/summary.json"))) as? [String: Any])
            #expect(json["cpu_slowdown"] as? Double == Double(slowdown))
            return try #require((json["strategies"] as? [String: [String: Any]])?["optimized-vstack"])
        }
        let normal = try strategy("1")
        let slow = try strategy("2")
        let first = try #require(normal["first_frame_ms"] as? Double)
        let firstSlow = try #require(slow["first_frame_ms"] as? Double)
        #expect(first > 5)
        // Each of the frame's thousands of priced operations is rounded to a whole nanosecond.
        #expect(abs(firstSlow - 2 * first) < 1e-4 * first)
        let p50 = try #require((normal["frame_duration_ms"] as? [String: Double])?["p50"])
        let p50Slow = try #require((slow["frame_duration_ms"] as? [String: Double])?["p50"])
        #expect(abs(p50Slow - 2 * p50) < 1e-4 * p50)
        #expect(slow["body_evaluations"] as? Int == normal["body_evaluations"] as? Int, "the same work, only slower")
    }

    @Test("two virtual-clock recordings with the same seed give the same summary")
    func virtualClockIsReproducible() throws {
        let file = NSTemporaryDirectory() + "frameprof-seeded-\(UUID().uuidString).yml"
        defer { try? FileManager.default.removeItem(atPath: file) }
        try """
        name: seeded
        rows: {count: 400, heights: {normal: {mean: 120, sd: 60, min: 30, max: 400}}}
        gesture:
          - fling: {velocity: 9000, deceleration: normal}
          - jump: {row: 50}
          - drag: {velocity: -2000, duration: 0.5}
        """.write(toFile: file, atomically: true, encoding: .utf8)
        func summary(seed: Int) throws -> [String: Any] {
            let out = temporaryDirectory()
            defer { try? FileManager.default.removeItem(atPath: out) }
            let result = try CLIRunner.run(["record", "--scenario", file, "--clock", "virtual", "--seed", "\(seed)", "--out", out])
            #expect(result.status == 0, "stderr: \(result.stderr)")
            var json = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: out + "/summary.json"))) as? [String: Any])
            json["tool_version"] = nil
            var strategies = try #require(json["strategies"] as? [String: [String: Any]])
            for key in strategies.keys { strategies[key]?["peak_rss_bytes"] = nil }
            json["strategies"] = strategies
            return json
        }
        let first = try summary(seed: 7)
        let second = try summary(seed: 7)
        let other = try summary(seed: 8)
        #expect(first["clock"] as? String == "virtual")
        #expect(NSDictionary(dictionary: first).isEqual(to: second), "same seed, same summary")
        #expect(!NSDictionary(dictionary: first).isEqual(to: other), "another seed gives other rows")
        let strategies = try #require(first["strategies"] as? [String: [String: Any]])
        #expect((strategies["vstack"]?["frames"] as? Int ?? 0) > 100)
    }
}
