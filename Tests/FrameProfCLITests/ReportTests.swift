import Foundation
import FrameProfTrace
import Testing

/// `report` and `compare` on real recordings (virtual clock, so numbers repeat).
@Suite("frameprof report and compare")
struct ReportTests {
    private func record(_ out: String, seed: Int = 1, duration: String = "1") throws {
        let result = try CLIRunner.run(["record", "--scenario", "indicator-scrub", "--clock", "virtual", "--duration", duration,
                                        "--seed", "\(seed)", "--out", out])
        #expect(result.status == 0, "\(result.stderr)")
    }

    private func temporary(_ name: String) -> String {
        NSTemporaryDirectory() + "frameprof-\(name)-\(UUID().uuidString)"
    }

    @Test("record writes every report file of the contract")
    func recordWritesAllReports() throws {
        let out = temporary("all")
        defer { try? FileManager.default.removeItem(atPath: out) }
        try record(out)
        for file in ["report.html", "report.md", "summary.json", "frames.csv", "views.csv", "layout.csv", "hitches.csv", "strategies.csv", "findings.csv"] {
            #expect(FileManager.default.fileExists(atPath: "\(out)/\(file)"), "\(file) missing")
        }
        for strategy in ["vstack", "lazy-vstack", "list", "optimized-vstack"] {
            let perfetto = try #require(FileManager.default.contents(atPath: "\(out)/\(strategy)/trace.perfetto-trace"))
            #expect(perfetto.count > 10_000 && perfetto.first == 0x0A, "a Trace message whose first field is a packet")
            #expect(!FileManager.default.fileExists(atPath: "\(out)/\(strategy)/trace.json"), "the Chrome trace only with --format chrome")
        }
        let frames = try String(contentsOfFile: "\(out)/frames.csv", encoding: .utf8).split(separator: "\r\n")
        let summary = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: "\(out)/summary.json"))) as! [String: Any]
        let strategies = summary["strategies"] as! [String: [String: Any]]
        let total = strategies.values.map { $0["frames"] as! Int }.reduce(0, +)
        #expect(frames.count == total + 1, "one CSV row per frame of every strategy")
    }

    @Test("record --format writes only the formats asked for, and names the wrong one")
    func recordFormats() throws {
        let out = temporary("formats")
        defer { try? FileManager.default.removeItem(atPath: out) }
        let wrong = try CLIRunner.run(["record", "--scenario", "feed-1000", "--format", "html,pdf", "--out", out])
        #expect(wrong.status == 64)
        #expect(wrong.stderr.contains("unknown report format 'pdf'"), "\(wrong.stderr)")
        let result = try CLIRunner.run(["record", "--scenario", "feed-1000", "--strategy", "list", "--duration", "0.5", "--format", "chrome,json", "--out", out])
        #expect(result.status == 0, "\(result.stderr)")
        let written = try FileManager.default.subpathsOfDirectory(atPath: out).filter { !$0.hasSuffix(".fpt") && $0 != "list" }.sorted()
        #expect(written == ["list/trace.json", "summary.json"])
    }

    @Test("report rebuilds the same summary from the traces, and keeps only the asked formats")
    func reportFromTraces() throws {
        let out = temporary("rec"), again = temporary("again")
        defer { for d in [out, again] { try? FileManager.default.removeItem(atPath: d) } }
        try record(out)
        let result = try CLIRunner.run(["report", out, "--out", again, "--format", "json,csv"])
        #expect(result.status == 0, "\(result.stderr)")
        let a = try String(contentsOfFile: "\(out)/summary.json", encoding: .utf8)
        let b = try String(contentsOfFile: "\(again)/summary.json", encoding: .utf8)
        #expect(a == b)
        #expect(try String(contentsOfFile: "\(out)/views.csv", encoding: .utf8) == String(contentsOfFile: "\(again)/views.csv", encoding: .utf8))
        #expect(!FileManager.default.fileExists(atPath: "\(again)/report.html"))
    }

    @Test("record --sample-hz adds samples and hot functions, stacks.folded, sample instants and an HTML section; report rebuilds them")
    func sampledRecording() throws {
        let out = temporary("sampled"), again = temporary("sampled-again"), plain = temporary("plain")
        defer { for d in [out, again, plain] { try? FileManager.default.removeItem(atPath: d) } }
        let result = try CLIRunner.run(["record", "--scenario", "indicator-scrub", "--strategy", "vstack", "--cpu-slowdown", "20",
                                        "--sample-hz", "2000", "--format", "html,csv,json,md,perfetto,chrome,folded", "--out", out])
        #expect(result.status == 0, "\(result.stderr)")
        let summary = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: "\(out)/summary.json"))) as! [String: Any]
        let vstack = try #require((summary["strategies"] as? [String: [String: Any]])?["vstack"])
        let samples = try #require(vstack["samples"] as? Int)
        #expect(samples > 50, "2 kHz over a run of a tenth of a second or more")
        let hot = try #require(vstack["hot_functions"] as? [[String: Any]])
        #expect(!hot.isEmpty && hot.count <= 20)
        #expect(hot.allSatisfy { ($0["function"] as? String)?.isEmpty == false && ($0["hitch_samples"] as! Int) <= ($0["samples"] as! Int) })
        #expect(hot.map { $0["samples"] as! Int }.reduce(0, +) <= samples)
        // The recording's own code is named, demangled, without parameter types, by the module that
        // holds it (a sampled function is where the binary's code is, as Instruments names it).
        let labModules = ["StackLab.", "StackLabCore.", "StackLabContent."]
        #expect(hot.contains { function in
            let name = function["function"] as! String
            return labModules.contains { name.hasPrefix($0) } && !name.contains("$s")
        })
        let folded = try String(contentsOfFile: "\(out)/vstack/stacks.folded", encoding: .utf8).split(separator: "\n")
        #expect(folded.map { Int($0.split(separator: " ").last!)! }.reduce(0, +) == samples)
        // Root first; a stack deeper than the sampler keeps starts at a marked root instead.
        #expect(folded.allSatisfy { $0.hasPrefix("_start;") || $0.hasPrefix("(truncated);") }, "\(folded.filter { !$0.hasPrefix("_start;") }.prefix(2))")
        let chrome = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: "\(out)/vstack/trace.json"))) as! [String: Any]
        let instants = (chrome["traceEvents"] as! [[String: Any]]).filter { $0["cat"] as? String == "sample" }
        #expect(instants.count == samples)
        #expect(instants.allSatisfy { (($0["args"] as? [String: Any])?["stack"] as? String)?.contains(";") == true })
        let html = try String(contentsOfFile: "\(out)/report.html", encoding: .utf8)
        #expect(html.contains("<section id=\"samples\">") && html.contains("\(samples) samples at 2000 Hz"))
        #expect(html.contains("href=\"vstack/stacks.folded\""))

        let rebuilt = try CLIRunner.run(["report", out, "--out", again])
        #expect(rebuilt.status == 0, "\(rebuilt.stderr)")
        #expect(try String(contentsOfFile: "\(out)/summary.json", encoding: .utf8) == String(contentsOfFile: "\(again)/summary.json", encoding: .utf8))
        #expect(try String(contentsOfFile: "\(out)/vstack/stacks.folded", encoding: .utf8)
            == String(contentsOfFile: "\(again)/vstack/stacks.folded", encoding: .utf8))

        // Without sampling there are no sampling keys and no folded stacks.
        #expect(try CLIRunner.run(["record", "--scenario", "indicator-scrub", "--strategy", "vstack", "--duration", "1", "--out", plain]).status == 0)
        let plainSummary = try String(contentsOfFile: "\(plain)/summary.json", encoding: .utf8)
        #expect(!plainSummary.contains("\"samples\"") && !plainSummary.contains("hot_functions"))
        #expect(!FileManager.default.fileExists(atPath: "\(plain)/vstack/stacks.folded"))
    }

    @Test("a damaged trace is reported up to the damage, and the report says what was lost")
    func damagedTrace() throws {
        let out = temporary("dmg"), reported = temporary("dmg-report")
        defer { for d in [out, reported] { try? FileManager.default.removeItem(atPath: d) } }
        try record(out, duration: "2")
        let trace = "\(out)/list/trace.fpt"
        var bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: trace)))
        bytes[bytes.count * 2 / 3] ^= 0xFF
        try Data(bytes).write(to: URL(fileURLWithPath: trace))
        let result = try CLIRunner.run(["report", trace, "--out", reported, "--format", "html,md"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.contains("list: the trace is damaged"))
        #expect(result.stderr.contains("the rest is lost"))
        let md = try String(contentsOfFile: "\(reported)/report.md", encoding: .utf8)
        #expect(md.contains("**Warning:** list: the trace is damaged"))
        let html = try String(contentsOfFile: "\(reported)/report.html", encoding: .utf8)
        #expect(html.contains("<p class=\"note-warning\">list: the trace is damaged"))
        #expect(html.contains("<a href=\"report.md\">"), "the page links the files written with it")
        #expect(!html.contains("href=\"views.csv\"") && !html.contains("trace.json"), "and nothing that was not written")
    }

    @Test("report errors: a missing input or an unknown format")
    func reportErrors() throws {
        let missing = try CLIRunner.run(["report", "/nonexistent/trace.fpt", "--out", temporary("x")])
        #expect(missing.status == 1)
        #expect(missing.stderr.contains("/nonexistent/trace.fpt does not exist; expected a trace file or a recording directory."))
        let format = try CLIRunner.run(["report", "a.fpt", "--out", temporary("x"), "--format", "html,pdf"])
        #expect(format.status == 64)
        #expect(format.stderr.contains("unknown report format 'pdf'"))
        let notATrace = temporary("not-a-trace") + ".fpt"
        try "hello".write(toFile: notATrace, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: notATrace) }
        let garbage = try CLIRunner.run(["report", notATrace, "--out", temporary("x")])
        #expect(garbage.status == 1)
        #expect(garbage.stderr.contains("cannot read \(notATrace)"))
    }

    @Test("compare prints the metrics that changed between two recordings")
    func compare() throws {
        let a = temporary("cmp-a"), b = temporary("cmp-b")
        defer { for d in [a, b] { try? FileManager.default.removeItem(atPath: d) } }
        try record(a, duration: "1")
        try record(b, duration: "2")
        let text = try CLIRunner.run(["compare", a, b])
        #expect(text.status == 0, "\(text.stderr)")
        #expect(text.stdout.contains("Recorded differently: duration: 1 s → 2 s."), "counts scale with the length: the comparison says so first")
        #expect(text.stdout.contains("lazy-vstack\n"))
        let frames = try #require(text.stdout.split(separator: "\n").first { $0.hasPrefix("  frames ") })
        #expect(frames.contains("%)"), "a changed count shows its difference and percentage")
        let same = try CLIRunner.run(["compare", a, a, "--format", "md"])
        #expect(same.stdout.contains("### vstack") && same.stdout.contains("no metric changed"))
        let missing = try CLIRunner.run(["compare", a, "/nonexistent"])
        #expect(missing.status == 1)
        #expect(missing.stderr.contains("/nonexistent/summary.json does not exist"))
        let noOut = try CLIRunner.run(["compare", a, b, "--format", "html"])
        #expect(noOut.status == 64)
        #expect(noOut.stderr.contains("--format html writes compare.html into a directory; give --out DIR."))
    }

    @Test("compare --format html writes the page, compare.json and a two-count diff.folded of sampled recordings")
    func compareHTML() throws {
        let a = temporary("cmp-sa"), b = temporary("cmp-sb"), out = temporary("cmp-out")
        defer { for d in [a, b, out] { try? FileManager.default.removeItem(atPath: d) } }
        for (dir, slowdown) in [(a, "1"), (b, "1.5")] {
            let result = try CLIRunner.run(["record", "--scenario", "indicator-scrub", "--strategy", "lazy-vstack", "--duration", "2",
                                            "--sample-hz", "1000", "--cpu-slowdown", slowdown, "--format", "json", "--out", dir])
            #expect(result.status == 0, "\(result.stderr)")
        }
        let result = try CLIRunner.run(["compare", a, b, "--format", "html", "--out", out])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == "wrote compare.json, lazy-vstack/diff.folded, compare.html into \(out)\n")
        let page = try String(contentsOfFile: out + "/compare.html", encoding: .utf8)
        #expect(page.contains("The recordings were made differently (cpu slowdown: 1 → 1.5)"))
        #expect(page.contains("<figure class=\"timeline overlay\"") && page.contains("<svg class=\"flame\" id=\"flame-0\""))
        let lines = try String(contentsOfFile: out + "/lazy-vstack/diff.folded", encoding: .utf8).split(separator: "\n")
        #expect(!lines.isEmpty)
        for line in lines {
            let fields = line.split(separator: " ")
            #expect(fields.count >= 3 && Int(fields[fields.count - 1]) != nil && Int(fields[fields.count - 2]) != nil, "\(line)")
        }
        let json = try #require(FileManager.default.contents(atPath: out + "/compare.json"))
        let text = String(decoding: json, as: UTF8.self)
        #expect(text.contains("\"frame_duration_ms.p95\": {") && text.contains("\"verdict\": \"regressed\""))
    }
}
