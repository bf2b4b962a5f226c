import Foundation
import StackLabPricing
import Testing
@testable import FrameProfCLI
import FrameProfSession

/// Each strategy records in a process of its own, on that process's main thread, with its own copy of
/// the rows and of the objects a lab makes: a team's main-actor models shared by every row are safe,
/// and a strategy that crashes takes only itself with it.
@Suite("one strategy, one process")
struct StrategyProcessTests {
    private let directory = NSTemporaryDirectory() + "frameprof-processes-\(UUID().uuidString)"

    private func lab(_ arguments: [String], environment: [String: String] = [:]) throws -> CLIRunner.Result {
        try CLIRunner.run(arguments, program: "TestLab", environment: environment, timeout: 300)
    }

    private func strategies(in out: String) throws -> [String] {
        let summary = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: out + "/summary.json"))) as! [String: Any]
        return (summary["strategy_order"] as? [String]) ?? []
    }

    @Test("1,000 rows sharing an app's main-actor models record all four strategies, twenty times in a row")
    func sharedModelsRecordWithoutACrash() throws {
        defer { try? FileManager.default.removeItem(atPath: directory) }
        for run in 1...20 {
            let out = directory + "/shared-\(run)"
            let result = try lab(["record", "--scenario", "shared-models", "--duration", "0.5", "--format", "json,csv", "--out", out])
            try #require(result.status == 0, "run \(run): \(result.stderr)")
            #expect(try strategies(in: out) == ["vstack", "lazy-vstack", "list", "optimized-vstack"])
            let views = try String(contentsOfFile: out + "/views.csv", encoding: .utf8)
            for strategy in ["vstack", "lazy-vstack", "list", "optimized-vstack"] {
                #expect(views.contains("\(strategy),TestLab,SharedModelRow,"), "run \(run): no SharedModelRow row for \(strategy)")
            }
        }
    }

    @Test("A strategy that crashes is named with its signal and stack, the others' outputs are written, and the exit status is 1")
    func aCrashingStrategyIsReportedAndTheOthersAreWritten() throws {
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let out = directory + "/trap"
        let result = try lab(["record", "--scenario", "trap-on-row-500", "--out", out], environment: ["FRAMEPROF_TEST_LAB_TRAP": "list"])
        #expect(result.status == 1)
        #expect(result.stderr.contains("the list strategy crashed with SIGILL (signal 4"), "\(result.stderr)")
        #expect(result.stderr.contains("row 500 under list"), "the runtime's message is kept")
        #expect(result.stderr.contains("TrappingRow.body"), "the crashed thread's stack names the cell")
        #expect(result.stderr.contains("The other 3 strategies' outputs are in \(out)."))
        #expect(try strategies(in: out) == ["vstack", "lazy-vstack", "optimized-vstack"])
        for strategy in ["vstack", "lazy-vstack", "optimized-vstack"] {
            #expect(FileManager.default.fileExists(atPath: "\(out)/\(strategy)/trace.perfetto-trace"), "\(strategy)'s trace export")
        }
        #expect(FileManager.default.fileExists(atPath: out + "/report.html"))
        // Under another strategy the same cell records as any other.
        let other = try lab(["record", "--scenario", "trap-on-row-500", "--strategy", "list", "--format", "json", "--out", directory + "/fine"],
                            environment: ["FRAMEPROF_TEST_LAB_TRAP": "vstack"])
        #expect(other.status == 0, "\(other.stderr)")
    }

    @Test("A worker process is started with the recording's own settings, as record's options spell them")
    func theWorkersArgumentsParseBackToTheRequest() throws {
        var request = RecordingRequest(scenario: "indicator-scrub")
        request.strategy = .only(.list)
        request.device = "iphone-15-pro"
        request.refresh = .init(hertz: 59.94)
        request.buffering = .triple
        request.cpuSlowdown = 1.25
        request.duration = 2.5
        request.runs = 3
        request.seed = 42
        request.sampleHz = 997
        request.prices = .high(.bodyOfView("Feed.Row"))
        let parsed = try RecordOptions.parse(request.arguments).request
        var expected = request
        expected.isolation = parsed.isolation
        #expect(parsed == expected)
        let defaults = RecordingRequest(scenario: "feed-1000")
        var parsedDefaults = try RecordOptions.parse(defaults.arguments).request
        parsedDefaults.isolation = defaults.isolation
        #expect(parsedDefaults == defaults)
        // The recording process draws; a worker records the one draw it is given and never draws again.
        var drawing = RecordingRequest(scenario: "feed-1000")
        drawing.draws = 32
        drawing.prices = .draw(5, seed: 42)
        let worker = try RecordOptions.parse(drawing.arguments).request
        #expect(worker.draws == 0 && worker.prices == .draw(5, seed: 42))
    }
}
