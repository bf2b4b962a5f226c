import Foundation
import Testing
@testable import FrameProfReports

@Suite struct HTMLRendererTests {
    let html = HTMLRenderer().html(ReportFixtures.report)

    @Test func everyTraceNameIsEscaped() {
        #expect(!html.contains("<script>alert(1)"), "a view type named <script> must not become markup")
        #expect(html.contains("&lt;script&gt;alert(1)&lt;/script&gt;"))
        #expect(html.contains("FeedRow&lt;&quot;A&quot;, B&gt;"))
        #expect(html.contains("<title>frameprof — fixture &lt;feed&gt;</title>"))
        // Exactly the two script elements of the page: the data and the code.
        #expect(html.components(separatedBy: "<script").count - 1 == 2)
        #expect(html.components(separatedBy: "</script>").count - 1 == 2)
    }

    @Test func filesLinksOnlyWhatThisRunWrote() throws {
        let directory = NSTemporaryDirectory() + "frameprof-html-files-\(getpid())"
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let output = try ReportOutput(directory: directory)
        // A frames.csv left by an earlier run is not this report's: the page must not link it.
        try "stale".write(toFile: output.path("frames.csv"), atomically: true, encoding: .utf8)
        try MarkdownRenderer().render(ReportFixtures.report, into: output)
        try HTMLRenderer().render(ReportFixtures.report, into: output)
        let page = try String(contentsOfFile: output.path("report.html"), encoding: .utf8)
        #expect(page.contains("<a href=\"report.md\">"))
        #expect(!page.contains("<a href=\"frames.csv\">"))
        #expect(output.written == ["report.md", "report.html"])
    }

    @Test func pageHasTheSectionsTablesAndTimelineData() throws {
        for id in ["verdict", "comparison", "timelines", "findings", "views", "layout", "files", "comparison-table", "views-0", "measure-0", "place-0", "views-updated"] {
            #expect(html.contains("id=\"\(id)\""), "missing #\(id)")
        }
        #expect(html.components(separatedBy: "<figure class=\"timeline\"").count - 1 == 2)
        #expect(html.contains("<div class=\"card severe\" data-strategy=\"lazy-vstack\">"))
        #expect(html.contains("<a href=\"lazy-vstack/trace.json\">"))
        #expect(!html.contains("http://") && !html.contains("https://"), "the page works offline")
        let start = try #require(html.range(of: "<script type=\"application/json\" id=\"timeline-data\">"))
        let end = try #require(html.range(of: "</script>", range: start.upperBound..<html.endIndex))
        let data = try JSONSerialization.jsonObject(with: Data(html[start.upperBound..<end.lowerBound].utf8)) as! [[String: Any]]
        #expect(data.count == 2)
        let frames = data[0]["frames"] as! [String: [Double]]
        #expect(frames["c"] == [0, 1, 0] && frames["b"] == [0, 0.25, 0] && frames["d"] == [3, 12, 2])
        #expect((data[0]["phases"] as! [[String: Any]]).map { $0["name"] as! String } == ["drag", "wait"])
    }
}
