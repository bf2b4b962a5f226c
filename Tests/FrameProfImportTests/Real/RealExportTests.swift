import Foundation
import FrameProfAnalysis
@testable import FrameProfImport
import Testing

/// Real `xctrace export` tables from Xcode 27 and Instruments 14, read from `../shared` (provenance in
/// its README). Expected numbers were counted from the XML independently (Python's ElementTree).
@Suite("import real xctrace exports", .enabled(if: RealFixtures.enabled, RealFixtures.skipReason))
struct RealExportTests {
    static func read(_ paths: [String], durationS: Double? = nil) throws -> ImportedRecording {
        try XCTraceImport.read(paths: paths, scenario: "real", toolVersion: "test", durationS: durationS)
    }

    static func device(_ paths: [String], durationS: Double? = nil) throws -> (ImportedRecording, StrategyAnalysis, [String: JSONValue]) {
        let recording = try read(paths, durationS: durationS)
        let analysis = try #require(recording.strategies.first)
        guard case let .object(members) = analysis.summary.json else { throw ImportError("no summary") }
        return (recording, analysis, Dictionary(members, uniquingKeysWith: { a, _ in a }))
    }

    /// Schemas with no reader here: each file alone is an error naming its table, never a crash.
    @Test("Unsupported tables are named with an error; a TOC alone asks for the tables",
          arguments: ["sforteln-xcode27/runloop-events", "sforteln-xcode27/runloop-intervals", "sforteln-xcode27/hang-risks",
                      "sforteln-xcode27/display-surface-swap", "sforteln-xcode27/displayed-surfaces-interval",
                      "fzhinkin-xcode14/cpu-profile", "fzhinkin-xcode14/counters-profile", "fzhinkin-xcode14/time-toc"])
    func unsupported(name: String) throws {
        let path = RealFixtures.path("xctrace/\(name).xml")
        #expect {
            _ = try Self.read([path])
        } throws: { error in
            let text = "\(error)"
            return name.hasSuffix("toc") ? text.contains("holds only the run's table of contents")
                : text.contains("has only tables frameprof does not read (\(name.split(separator: "/")[1])")
        }
    }

    @Test("hitches: count, time, the narrative as findings; without a run length the ratio is null")
    func hitches() throws {
        let (recording, device, e) = try Self.device([RealFixtures.xcode27("hitches")])
        #expect(e["hitches"] == .int(11))
        #expect(e["hitch_time_ms"] == .number(616.666828))
        #expect(e["max_hitch_ms"] == .number(216.666666))
        #expect(e["hitch_time_ratio_ms_per_s"] == .null)
        #expect(e["commit_hitches"] == .null, "no renders table, so the split is unknown")
        let narratives = device.findings.filter { $0.kind == .hitch }
        #expect(narratives.count == 10, "one row's narrative is empty")
        #expect(narratives.first?.detail == "Potentially expensive app update(s): a 216.67 ms hitch (swap 769456)")
        #expect(recording.notes.contains { $0.contains("give --duration SECONDS or the run's xctrace export --toc file") })
    }

    @Test("hitches-renders: render durations and the commit/render split at the measured rate")
    func renders() throws {
        let (_, _, e) = try Self.device([RealFixtures.xcode27("hitches"), RealFixtures.xcode27("hitches-renders"),
                                         RealFixtures.xcode27("display-vsyncs-interval")])
        #expect(e["renders"] == .int(12))
        guard case let .object(p) = e["render_duration_ms"] else { Issue.record("no render_duration_ms"); return }
        #expect(p.first { $0.0 == "max" }?.1 == .number(7.15))
        // Every render took 4.7-7.2 ms, inside a 60 Hz interval: no hitch here is render-side.
        #expect(e["late_renders"] == .int(0))
        #expect(e["render_hitches"] == .int(0))
        #expect(e["commit_hitches"] == .int(11))
    }

    @Test("display-vsyncs-interval: 1 ns durations, so the rate and length come from the timestamps")
    func vsyncs() throws {
        let (recording, _, e) = try Self.device([RealFixtures.xcode27("display-vsyncs-interval")])
        #expect(recording.document.refreshHz == 60)
        // 481.10 ms to 631.10 ms, plus one 16.67 ms gap.
        #expect(e["duration_ms"] == .number(166.666667))
    }

    @Test("device-display-info: the main display, its resolution and maximum rate as the fallback rate")
    func displayInfo() throws {
        let (recording, _, e) = try Self.device([RealFixtures.xcode27("device-display-info")])
        #expect(recording.document.refreshHz == 120)
        #expect(e["display"] == .object([("name", .string("Built-in Display")), ("resolution", .string("2532 x 1170")),
                                         ("max_refresh_hz", .number(120)), ("built_in", .bool(true))]))
        #expect(recording.notes.contains { $0.contains("it is 120 Hz, the maximum device-display-info gives for Built-in Display") })
    }

    @Test("potential-hangs: hangs and hang time, a finding per hang with its type")
    func hangs() throws {
        let (_, device, e) = try Self.device([RealFixtures.xcode27("potential-hangs")])
        #expect(e["hangs"] == .int(23))
        #expect(e["hang_time_ms"] == .number(2201.722876))
        let found = device.findings.filter { $0.kind == .hang }
        #expect(found.count == 23)
        #expect(found.first?.detail == "Brief Unresponsiveness: 234.84 ms on Main Thread (0x2732bb) (TestApp, pid: 12345)")
        #expect(Set(found.map { $0.detail.components(separatedBy: ":")[0] }) == ["Brief Unresponsiveness", "Potential Interaction Delay"])
    }

    @Test("swiftui-updates: body rows per view with root causes and severity; other update types apart")
    func updates() throws {
        let (_, device, e) = try Self.device([RealFixtures.xcode27("swiftui-updates")])
        #expect(e["body_evaluations"] == .int(1))
        #expect(device.views.rows.map(\.qualifiedName) == ["MyApp.ContentView"])
        #expect(device.views.rows.first?.stats.totalNs == 2_430_000)
        #expect(e["body_causes_by_view"] == .object([("MyApp.ContentView", .object([("@State: counter", .int(1))]))]))
        // The same causes feed the reports' cause tables, which say that an export cannot tell waste.
        #expect(device.causes?.rows.map { "\($0.view) \($0.cause) \($0.count)" } == ["MyApp.ContentView @State: counter 1"])
        #expect(device.causes?.knowsWasted == false)
        #expect(e["update_severity"] == .object([("Medium", .int(1))]))
        #expect(e["other_updates"] == .object([("Layout", .int(1)), ("Other Updates", .int(1))]))
    }

    @Test("swiftui-layout-updates: sizeThatFits descriptions become the measure table")
    func layout() throws {
        let (_, device, e) = try Self.device([RealFixtures.xcode27("swiftui-layout-updates")])
        #expect(e["measure_calls"] == .int(3))
        #expect(e["place_calls"] == .int(0))
        #expect(device.measures.rows.map(\.qualifiedName) == ["SwiftUI._VStackLayout", "SwiftUICore._FlexFrameLayout", "SwiftUI._PaddingLayout"])
        #expect(device.measures.rows.first?.stats.totalNs == 1_820_000)
    }

    @Test("Update groups, os-signpost intervals and points of interest become named tables")
    func intervals() throws {
        let (_, device, e) = try Self.device([RealFixtures.xcode27("swiftui-update-groups"), RealFixtures.xcode27("OSSignpostIntervals"),
                                              RealFixtures.xcode27("PointsOfInterestEvents")])
        #expect(device.intervals.map(\.title) == ["signposts", "update groups"])
        #expect(device.intervals[0].rows.map(\.qualifiedName) == ["com.promptmanager.ai.PreFlight", "com.promptmanager.ai.MCPFindProject"])
        #expect(device.intervals[0].rows.first?.stats.totalNs == 820_000_000)
        #expect(device.intervals[1].rows.count == 3)
        #expect(e["points_of_interest"] == .object([("POITest", .int(2))]))
    }

    /// Perfetto's own Instruments importer reads 102 samples from this file (3 rows have no backtrace).
    @Test("time-profile (Instruments 14): 102 symbolized samples, root-first folded stacks, as Perfetto reads")
    func timeProfile() throws {
        let (recording, device, e) = try Self.device([RealFixtures.instruments14("time-profile")])
        #expect(e["samples"] == .int(102))
        let profile = try #require(device.profile)
        #expect(profile.hotFunctions.first?.function == "SharedDataRelocator::do_bit(unsigned long)")
        #expect(profile.hotFunctions.first?.samples == 22)
        #expect(profile.folded.reduce(0) { $0 + $1.count } == 102)
        // Root first: every thread begins in dyld's `start` or libpthread's `thread_start` / `start_wqthread`.
        #expect(Set(profile.folded.map { $0.stack.prefix { $0 != ";" } }) == ["start", "thread_start", "start_wqthread"])
        #expect(profile.folded.contains { $0.stack.hasSuffix(";SharedDataRelocator::do_bit(unsigned long)") })
        #expect(recording.notes.contains { $0.contains("3 sample rows had no backtrace") })
    }

    @Test("time-sample (Xcode 27): kperf backtraces are addresses, reported as addresses")
    func timeSample() throws {
        let (_, device, e) = try Self.device([RealFixtures.xcode27("time-sample")])
        #expect(e["samples"] == .int(4))
        let profile = try #require(device.profile)
        #expect(profile.hotFunctions.map(\.function) == ["0x192fc1cc8", "0x192f8aa2c", "0x192fb270c"])
        #expect(profile.folded.allSatisfy { $0.stack.split(separator: ";").allSatisfy { $0.hasPrefix("0x") } })
    }

    @Test("A directory is one recording: every table merged, unsupported ones counted in the source")
    func directory() throws {
        let (recording, _, e) = try Self.device([RealFixtures.path("xctrace/sforteln-xcode27")])
        #expect(e["hitches"] == .int(11))
        #expect(e["hangs"] == .int(23))
        #expect(e["samples"] == .int(4))
        #expect(e["measure_calls"] == .int(3))
        #expect(recording.document.refreshHz == 60)
        guard case let .object(source) = recording.document.source,
              case let .object(unsupported) = source.first(where: { $0.0 == "tables_unsupported" })?.1 else {
            Issue.record("no tables_unsupported in the source")
            return
        }
        #expect(unsupported.map(\.0) == ["display-surface-swap", "displayed-surfaces-interval", "hang-risks", "runloop-events", "runloop-intervals"])
        #expect(recording.notes.contains { $0.contains("frameprof does not read display-surface-swap (12 rows)") })
    }

    @Test("A --toc file beside the tables gives the run's length and device")
    func toc() throws {
        let (recording, _, e) = try Self.device([RealFixtures.instruments14("time-toc"), RealFixtures.instruments14("time-profile")])
        #expect(e["duration_ms"] == .number(746.006))
        guard case let .object(source) = recording.document.source, case let .object(run) = source.first(where: { $0.0 == "run" })?.1 else {
            Issue.record("no run in the source")
            return
        }
        #expect(run.first { $0.0 == "device" }?.1 == .string("MacBook Pro (macOS 13.5.1 (22G90))"))
        #expect(run.first { $0.0 == "template" }?.1 == .string("TimeProfile"))
    }
}
