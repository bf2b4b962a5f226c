import Foundation
import FrameProfAnalysis
import FrameProfBudgets
import FrameProfCompare
import Testing
@testable import FrameProfReports

/// `compare`'s Markdown, HTML, JSON and diff.folded, from two fixture recordings: A without the hitch,
/// B with it, both sampled, names with markup.
@Suite("compare renderers")
struct CompareRendererTests {
    static func side(_ analysis: StrategyAnalysis, path: String) throws -> ComparedRecording {
        let report = Report(toolVersion: "0.0.0-test", strategies: [analysis])
        let object = try JSONSerialization.jsonObject(with: Data(report.document.json.serialized().utf8))
        return ComparedRecording(location: path, summary: try SummaryMetrics(object: object, path: path),
                                 analyses: [analysis.name: analysis])
    }

    static func comparison(sampled: Bool = true) throws -> RecordingComparison {
        var before = ReportFixtures.analysis(name: "lazy-vstack", hitch: false, sampled: sampled)
        if sampled, var profile = before.profile {
            // A spends its samples in the row's body; B (the fixture's) mostly in the markup-named view.
            profile.folded = [("main;App.FeedRow.body.getter", 6), ("main;App.<script>alert(1)</script>.body.getter;memmove", 1)]
            before.profile = profile
        }
        // B's row body takes twice as long.
        before.views = DurationTable(kind: .body, rows: before.views.rows.map { row in
            var halved = DurationStats()
            halved.add(row.stats.totalNs / 2)
            return DurationRow(module: row.module, name: row.name, stats: halved)
        })
        let after = ReportFixtures.analysis(name: "lazy-vstack", hitch: true, sampled: sampled)
        return RecordingComparison(a: try side(before, path: "a/summary.json"), b: try side(after, path: "b/summary.json"))
    }

    @Test("Markdown names the regressed metrics and the five largest view-time changes")
    func markdown() throws {
        let md = CompareTextRenderer(markdown: true).render(try Self.comparison())
        #expect(md.contains("| truncation\\_events | 0 | 1 | +1 | regressed |"))
        // The fixture is a wall-clock recording of one run: its times cannot be told from noise.
        #expect(md.contains("| hitches | 0 | 1 | +1 | untested (1 vs 1 runs, the rank test needs 5 a side: record --runs 5) |"))
        // Names from the recording are escaped as report.md escapes them: no markup reaches the comment.
        #expect(md.contains("| App.FeedRow&lt;\"A\", B&gt; | "))
        #expect(md.contains("### lazy-vstack") && !md.contains("<script>"))
        #expect(md.contains("Largest view-time changes (body):"))
        #expect(md.contains("| view | A ms | B ms | change ms | change % |"))
        let text = CompareTextRenderer(markdown: false).render(try Self.comparison())
        #expect(!text.contains("Largest view-time changes"), "the terminal text stays the metric table")
        #expect(text.contains("  hitches "))
    }

    @Test("the HTML overlays both timelines, escapes names, and draws the differential flame graph")
    func html() throws {
        let c = try Self.comparison()
        let page = CompareHTMLRenderer().html(c, files: ["compare.json", "lazy-vstack/diff.folded"])
        #expect(page.contains("<figure class=\"timeline overlay\" data-index=\"0\""))
        #expect(page.contains("\"series\":[{\"label\":\"A\",\"frames\":{\"t\":[0,"))
        #expect(page.contains("<table class=\"sortable\" id=\"metrics-0\">"))
        #expect(page.contains("id=\"views-diff-0\"") && page.contains("id=\"measure-diff-0\"") && page.contains("id=\"place-diff-0\""))
        #expect(page.contains("<svg class=\"flame\" id=\"flame-0\""))
        #expect(!page.contains("<script>alert(1)"), "every name is escaped")
        #expect(page.contains("App.&lt;script&gt;alert(1)&lt;/script&gt;.body.getter"))
        // The markup-named body grew from 1 of 7 samples to 5 of 7: its frame is drawn red.
        let grew = try #require(page.range(of: "<title>App.&lt;script&gt;alert(1)&lt;/script&gt;.body.getter — A 1 samples"))
        #expect(page[grew.upperBound...].prefix(400).contains("fill=\"rgb(255,"))
        #expect(page.contains("<a href=\"lazy-vstack/diff.folded\">"))
    }

    @Test("without samples on both sides the page says why there is no flame graph")
    func unsampled() throws {
        let c = try Self.comparison(sampled: false)
        let page = CompareHTMLRenderer().html(c, files: [])
        #expect(!page.contains("<svg class=\"flame\""))
        #expect(page.contains("No differential flame graph: A and B were recorded without stack sampling (record --sample-hz 1000)."))
    }

    @Test("compare.json holds both values, the verdict and the type differences; diff.folded both counts")
    func files() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("frameprof-compare-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let written = try CompareOutput(directory: directory, toolVersion: "0.0.0-test").write(try Self.comparison(), html: true, markdown: false)
        #expect(written == ["compare.json", "lazy-vstack/diff.folded", "compare.html"])
        let data = try #require(FileManager.default.contents(atPath: directory + "/compare.json"))
        let json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let strategy = try #require((json["strategies"] as? [String: Any])?["lazy-vstack"] as? [String: Any])
        let hitches = try #require((strategy["metrics"] as? [String: Any])?["hitches"] as? [String: Any])
        #expect(hitches["a"] as? Int == 0 && hitches["b"] as? Int == 1 && hitches["verdict"] as? String == "untested")
        #expect(hitches["runs_a"] as? Int == 1 && hitches["runs_b"] as? Int == 1)
        let truncations = try #require((strategy["metrics"] as? [String: Any])?["truncation_events"] as? [String: Any])
        #expect(truncations["verdict"] as? String == "regressed")
        let views = try #require(strategy["views"] as? [[String: Any]])
        #expect(views.first?["difference_ms"] != nil && views.first?["count_a"] != nil)
        let folded = try String(contentsOfFile: directory + "/lazy-vstack/diff.folded", encoding: .utf8)
        #expect(folded.contains("main;App.FeedRow.body.getter 6 2\n"))
        #expect(folded.contains("main;App.<script>alert(1)</script>.body.getter;memmove 1 5\n"))
    }
}
