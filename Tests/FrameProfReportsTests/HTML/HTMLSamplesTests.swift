import FrameProfAnalysis
import Testing
@testable import FrameProfReports

/// The sampled part of the reports: the HTML section and the Markdown table of hot functions.
@Suite struct HTMLSamplesTests {
    private var report: Report {
        Report(toolVersion: "0.0.0-test", strategies: [ReportFixtures.analysis(name: "lazy-vstack", hitch: true, sampled: true),
                                                       ReportFixtures.analysis(name: "optimized-vstack", hitch: false)])
    }

    @Test func aSampledStrategyListsItsHotFunctionsAndTheStackOfItsWorstHitch() throws {
        let html = HTMLRenderer().html(report)
        let section = try #require(html.range(of: "<section id=\"samples\">").map { String(html[$0.lowerBound...]) })
        #expect(section.contains("<h3>lazy-vstack</h3>\n<p>7 samples at 1000 Hz, 5 in hitch frames (71.4 %); 3 dropped (the sample buffer was full).</p>"))
        // Time in libc is charged to the app function that called it; names are escaped everywhere.
        #expect(section.contains("<td class=\"name\">App.&lt;script&gt;alert(1)&lt;/script&gt;.body.getter</td><td data-value=\"5\">5</td><td data-value=\"100.0\">100.0</td>"))
        #expect(!section.contains("<script>alert"))
        #expect(section.contains("frame 1 — 8.33 ms late, 5 of its 5 samples in <code>memmove</code>"))
        #expect(section.contains("<li><code>main</code></li><li><code>App.&lt;script&gt;"))
        // The unsampled strategy has no entry.
        #expect(!section[..<section.range(of: "</section>")!.lowerBound].contains("optimized-vstack"))
    }

    @Test func anUnsampledReportHasNoSamplesSection() {
        #expect(!HTMLRenderer().html(ReportFixtures.report).contains("id=\"samples\""))
    }

    @Test func markdownListsTheHotFunctions() {
        let md = MarkdownRenderer().markdown(report)
        #expect(md.contains("Hot functions (7 samples, 5 in hitch frames):\n\n| function | hitch samples | samples |\n| --- | ---: | ---: |\n| App.&lt;script&gt;alert(1)&lt;/script&gt;.body.getter | 5 | 5 |\n| App.FeedRow.body.getter | 0 | 2 |\n"))
    }
}
