import Foundation
import Testing

/// `frameprof import`, end to end: files in, the report set out, then `gate` on the summary.
@Suite("frameprof import")
struct ImportTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("FrameProfImportTests/Fixtures")

    private func temporaryDirectory() -> String {
        NSTemporaryDirectory() + "frameprof-import-\(UUID().uuidString)"
    }

    private func summary(_ directory: String) throws -> [String: Any] {
        let data = try Data(contentsOf: URL(fileURLWithPath: directory + "/summary.json"))
        return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    /// A jump into 998 rows of 50 pt whose two tall seed rows made the first size 1,007,992 pt: the retries
    /// end anchored past the end they computed and place nothing, inside what the scroll view still shows.
    static let whiteScreen = """
        name: white-screen
        summary: a jump into short rows after two tall seed rows
        rows:
          count: 1000
          heights: {runs: [{count: 2, height: 1000}, {count: 998, height: 50}]}
        gesture:
          - jump: {row: 500}
          - wait: {duration: 0.2}
        """

    @Test("Importing record's own lazystack.log finds what record found: blank frames, invalid passes, truncations, sizes",
          arguments: [("jump-to-row", "invalid_layout_passes"), ("big-top-small-bottom", "truncation_events"), ("white-screen", "blank_frames")])
    func roundTrip(scenario: String, nonZero: String) throws {
        let recorded = temporaryDirectory()
        let imported = temporaryDirectory()
        defer { for d in [recorded, imported] { try? FileManager.default.removeItem(atPath: d) } }
        var name = scenario
        if scenario == "white-screen" {
            try FileManager.default.createDirectory(atPath: imported, withIntermediateDirectories: true)
            name = imported + "/white-screen.yml"
            try Self.whiteScreen.write(toFile: name, atomically: true, encoding: .utf8)
        }
        let record = try CLIRunner.run(["record", "--scenario", name, "--strategy", "lazy-vstack", "--out", recorded])
        #expect(record.status == 0, "\(record.stderr)")
        let result = try CLIRunner.run(["import", "oslog", recorded + "/lazy-vstack/lazystack.log", "--out", imported])
        #expect(result.status == 0, "\(result.stderr)")
        let a = try #require((try summary(recorded)["strategies"] as? [String: Any])?["lazy-vstack"] as? [String: Any])
        let b = try #require((try summary(imported)["strategies"] as? [String: Any])?["lazy-vstack"] as? [String: Any])
        for key in ["blank_frames", "truncation_events", "invalid_layout_passes", "final_content_height"] {
            #expect((a[key] as? NSNumber) == (b[key] as? NSNumber), "\(key)")
        }
        #expect(((a[nonZero] as? NSNumber)?.intValue ?? 0) > 0, "\(scenario) shows no \(nonZero)")
        // record's list starts with the height before the first layout, which a log cannot show.
        #expect(Array(((a["content_height_reports"] as? [NSNumber]) ?? []).dropFirst()) == (b["content_height_reports"] as? [NSNumber]))
        #expect(b["frames"] is NSNull && b["body_evaluations"] is NSNull)
        for file in ["report.html", "report.md", "strategies.csv", "findings.csv"] {
            #expect(FileManager.default.fileExists(atPath: imported + "/" + file), "\(file)")
        }
    }

    @Test("An Instruments export gates like a recording: exit 2 over budget, null limits skipped, not failed")
    func gateOnDevice() throws {
        let out = temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: out) }
        let result = try CLIRunner.run(["import", "xctrace", Self.fixtures.appendingPathComponent("device.xml").path, "--out", out,
                                        "--scenario", "indicator-scrub"])
        #expect(result.status == 0)
        #expect(result.stderr.contains("row 4: hitches: duration `not-a-number`"))
        let document = try summary(out)
        #expect(document["clock"] as? String == "device")
        #expect(document["buffering"] is NSNull)
        #expect((document["source"] as? [String: Any])?["kind"] as? String == "xctrace")
        let html = try String(contentsOfFile: out + "/report.html", encoding: .utf8)
        #expect(html.contains("imported from"))
        // The generic view name arrives escaped in the XML, is decoded, and is escaped again on the page.
        #expect(html.contains("<td class=\"name\">Header&lt;Text&gt;</td>"))
        #expect(html.contains("title=\"the recording cannot tell\">—</td>"))
        let budgets = out + "/budgets.yml"
        try """
        version: 1
        budgets:
          - scenario: indicator-scrub
            strategy: device
            limits:
              hitch_time_ratio_ms_per_s: {max: 5}
              blank_frames: {max: 0}
              frame_duration_ms.p95: {max: 25}
        """.write(toFile: budgets, atomically: true, encoding: .utf8)
        let gate = try CLIRunner.run(["gate", "--budgets", budgets, "--summary", out + "/summary.json"])
        #expect(gate.status == 2)
        #expect(gate.stdout.contains("FAIL: over by 8.333"))
        #expect(gate.stdout.contains("SKIPPED: the recording cannot tell (null)"))
    }

    @Test("Input that cannot be imported exits 1 naming the file; bad arguments exit 64")
    func errors() throws {
        let out = temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: out) }
        let missing = try CLIRunner.run(["import", "oslog", "/nonexistent/device.log", "--out", out])
        #expect(missing.status == 1)
        #expect(missing.stderr.contains("cannot read /nonexistent/device.log"))
        let wrongKind = try CLIRunner.run(["import", "oslog", Self.fixtures.appendingPathComponent("device.xml").path, "--out", out])
        #expect(wrongKind.status == 1)
        #expect(wrongKind.stderr.contains("holds no LazyVStackLayout or OptimizedVStackLayout line"))
        #expect(!FileManager.default.fileExists(atPath: out + "/summary.json"))
        for arguments in [["import", "syslog", "x.log", "--out", out], ["import", "oslog", "x.log", "--out", out, "--format", "chrome"],
                          ["import", "oslog", "x.log", "--out", out, "--duration", "5"],
                          ["import", "oslog", "x.log", "--out", out, "--hitch-bands", "newest"]] {
            let usage = try CLIRunner.run(arguments)
            #expect(usage.status == 64, "\(arguments)")
        }
    }
}
