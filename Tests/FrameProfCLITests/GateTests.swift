import Foundation
import Testing

/// `gate` and `baseline update` end to end: every exit code of the contract, and the files they write.
/// Recordings use the virtual clock, so the same counts come back every time.
@Suite("frameprof gate and baseline")
struct GateTests {
    private let directory = NSTemporaryDirectory() + "frameprof-gate-\(UUID().uuidString)"

    private func path(_ name: String) -> String {
        (directory as NSString).appendingPathComponent(name)
    }

    private func write(_ text: String, _ name: String) throws -> String {
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        try text.write(toFile: path(name), atomically: true, encoding: .utf8)
        return path(name)
    }

    private func budgets(_ limits: String, name: String = "budgets.yml") throws -> String {
        try write("""
            version: 1
            budgets:
              - scenario: indicator-scrub
                strategy: lazy-vstack
                record: {clock: virtual, duration: 1}
                limits:
            \(limits)
            """, name)
    }

    /// A one-second virtual recording of lazy-vstack priced by iphone-12 (1 hitch, 7 invalid passes on the device's rows).
    private func recording() throws -> String {
        let out = path("recording")
        let result = try CLIRunner.run(["record", "--scenario", "indicator-scrub", "--strategy", "lazy-vstack", "--clock", "virtual",
                                        "--duration", "1", "--out", out])
        #expect(result.status == 0, "\(result.stderr)")
        return out
    }

    @Test("Within budget: exit 0, with the table, Markdown and JUnit XML written")
    func withinBudget() throws {
        let file = try budgets("      blank_frames: {max: 3}\n      invalid_layout_passes: {max: 7}\n")
        let result = try CLIRunner.run(["gate", "--budgets", file, "--out", path("gate"), "--junit", path("junit.xml"), "--markdown", path("gate.md")])
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout.contains("recorded indicator-scrub (virtual clock, iphone-12, 1 run) into \(path("gate"))/indicator-scrub-iphone-12-60hz"))
        #expect(result.stdout.hasSuffix("within budget: 2 of 2 limits passed\n"))
        let junit = try String(contentsOfFile: path("junit.xml"), encoding: .utf8)
        #expect(junit.contains("<testsuites name=\"frameprof gate\" tests=\"2\" failures=\"0\" errors=\"0\">"))
        let markdown = try String(contentsOfFile: path("gate.md"), encoding: .utf8)
        #expect(markdown.hasPrefix("## ✅ frameprof gate: within budget: 2 of 2 limits passed"))
        #expect(FileManager.default.fileExists(atPath: path("gate/indicator-scrub-iphone-12-60hz/report.html")))
    }

    @Test("Over budget: exit 2, and the failing limit is named with its value")
    func overBudget() throws {
        let out = try recording()
        let file = try budgets("      hitches: {max: 0}\n      body_evaluations: {max: 10000}\n")
        let result = try CLIRunner.run(["gate", "--budgets", file, "--summary", out, "--junit", path("junit.xml")])
        #expect(result.status == 2)
        #expect(result.stdout.contains("  hitches                  —      1           —  ≤ 0      FAIL: over by 1\n"), "\(result.stdout)")
        #expect(result.stdout.hasSuffix("over budget: 1 of 2 limits failed\n"))
        let junit = try String(contentsOfFile: path("junit.xml"), encoding: .utf8)
        #expect(junit.contains("<failure message=\"over by 1\">"))
    }

    @Test("Against a baseline: one extra evaluation regresses (2), fewer improve (4), a missing baseline file is 5")
    func baselineExitCodes() throws {
        let out = try recording()
        let update = try CLIRunner.run(["baseline", "update", "--summary", out, "--out", path("baseline.json")])
        #expect(update.status == 0, "\(update.stderr)")
        #expect(update.stdout.contains("added indicator-scrub (virtual clock, iphone-12, 60 Hz, double buffering, CPU ×1)"))
        let file = try budgets("      body_evaluations: {max_increase: 0}\n")
        let same = try CLIRunner.run(["gate", "--budgets", file, "--summary", out, "--baseline", path("baseline.json")])
        #expect(same.status == 0, "\(same.stdout)")

        let summary = try String(contentsOfFile: out + "/summary.json", encoding: .utf8)
        let bodies = try #require(summary.range(of: #""body_evaluations": (\d+)"#, options: .regularExpression))
        let count = Int(summary[bodies].split(separator: " ").last!)!
        for (stored, status, words) in [(count - 1, Int32(2), "regressed +1"), (count + 5, Int32(4), "IMPROVED: -5")] {
            let edited = summary.replacingCharacters(in: bodies, with: "\"body_evaluations\": \(stored)")
            let base = try write(edited, "edited-baseline.json")
            let result = try CLIRunner.run(["gate", "--budgets", file, "--summary", out, "--baseline", base])
            #expect(result.status == status, "\(result.stdout)")
            #expect(result.stdout.contains(words), "\(result.stdout)")
        }
        let missing = try CLIRunner.run(["gate", "--budgets", file, "--summary", out, "--baseline", path("nope.json")])
        #expect(missing.status == 5)
        #expect(missing.stderr.contains("the baseline file \(path("nope.json")) does not exist"))
    }

    @Test("The project's own budgets fail a change that makes a strategy hitch more (a feed row's title body 400 µs dearer)")
    func projectBudgetsCatchMoreHitches() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        // indicator-scrub as built in, with one view made dearer: the change a pull request might bring.
        let scenario = try write("""
            name: indicator-scrub
            summary: indicator-scrub with a dearer title
            rows:
              count: 1000
              heights: {lognormal: {mean: 500, cv: 0.6, min: 150, max: 2500}}
              totals: [{rows: 646, points: 296975.93}, {rows: 1000, points: 324831.93}]
              cells: [feed]
            gesture:
              - scrub: {duration: 30, sweep_seconds: [1, 2]}
            costs:
              FeedTitle: {body_us: 400}
            """, "dearer.yml")
        let out = path("dearer")
        let record = try CLIRunner.run(["record", "--scenario", scenario, "--duration", "10", "--out", out])
        #expect(record.status == 0, "\(record.stderr)")
        let gate = try CLIRunner.run(["gate", "--budgets", root.appendingPathComponent("Reports/budgets.yml").path, "--summary", out,
                                      "--baseline", root.appendingPathComponent("Reports/baseline.json").path])
        #expect(gate.status == 2, "\(gate.stdout)")
        let hitchLines = gate.stdout.split(separator: "\n").filter { $0.hasPrefix("  hitches ") }
        #expect(hitchLines.contains { $0.contains("FAIL: regressed +") }, "\(gate.stdout)")
    }

    @Test("Mistakes: a broken budget file names the line (1), an unknown metric gets suggestions (1), usage errors are 64")
    func mistakes() throws {
        let broken = try write("version: 1\nbudgets:\n  - scenario: indicator-scrub\n    limits:\n      blank_frames: {max: [0]}\n", "broken.yml")
        let result = try CLIRunner.run(["gate", "--budgets", broken, "--summary", "unused"])
        #expect(result.status == 1)
        #expect(result.stderr == "frameprof gate: \(broken):5:27: key 'budgets[0].limits.blank_frames.max': expected a number, or a number of frame intervals such as 1P, found a list\n")

        let typo = try budgets("      frame_duration_ms.p59: {max: 8}\n", name: "typo.yml")
        let unknown = try CLIRunner.run(["gate", "--budgets", typo])
        #expect(unknown.status == 1)
        #expect(unknown.stderr.contains("unknown metric 'frame_duration_ms.p59'; did you mean frame_duration_ms.p50, frame_duration_ms.p95, frame_duration_ms.p99?"))

        let relative = try budgets("      body_evaluations: {max_increase_percent: 5}\n", name: "relative.yml")
        let noBaseline = try CLIRunner.run(["gate", "--budgets", relative])
        #expect(noBaseline.status == 64)
        #expect(noBaseline.stderr.contains("\(relative):7: body_evaluations uses max_increase_percent in the budget for indicator-scrub, which compares against a baseline; give --baseline FILE.json"))

        let both = try CLIRunner.run(["gate", "--budgets", relative, "--summary", "s.json", "--scenario", "fling"])
        #expect(both.status == 64)
        #expect(both.stderr.contains("Give either --summary (judge existing recordings) or --scenario (record and judge), not both."))

        let valid = try budgets("      blank_frames: {max: 0}\n", name: "valid.yml")
        let noSummary = try CLIRunner.run(["gate", "--budgets", valid, "--summary", path("none")])
        #expect(noSummary.status == 1)
        #expect(noSummary.stderr == "frameprof gate: \(path("none"))/summary.json does not exist; expected a summary.json written by frameprof record or report.\n")
    }
}
