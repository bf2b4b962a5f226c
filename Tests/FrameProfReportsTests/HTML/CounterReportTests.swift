import Foundation
import FrameProfAnalysis
import FrameProfTrace
import Testing
@testable import FrameProfReports

/// An app's own counters (`FrameProf.counter`) in every report: `counters` in summary.json,
/// `counters.csv`, a Markdown table and an HTML section; well-known counters stay in their metrics.
@Suite("reports: counters")
struct CounterReportTests {
    static func analysis() -> StrategyAnalysis {
        var a = TraceAnalyzer()
        a.visit(metadataKey: "refresh_hz", value: "120.0")
        a.visit(frame: ReportFixtures.frame(1, start: 0, durationNs: 5_000_000, present: 2, expected: 2))
        for (time, bytes) in [(1_000, 1_048_576.0), (2_000, 3_145_728), (3_000, .nan), (4_000, 2_097_152)] {
            a.visit(counter: TraceCounter(name: "image_cache_bytes", transactionID: 1, value: bytes, timeNs: UInt64(time)))
        }
        a.visit(counter: TraceCounter(name: "feed <rows>", transactionID: 1, value: 40))
        a.visit(counter: TraceCounter(kind: .liveViews, transactionID: 1, value: 12))
        return a.analysis(name: "app", names: { _ in TraceName(module: "", name: "transaction") }, clockSource: .monotonic)
    }

    @Test("a series keeps samples, min, mean, max and last, leaves out a NaN, and only names no metric reads")
    func series() throws {
        let s = Self.analysis()
        #expect(s.counters.map(\.name) == ["feed <rows>", "image_cache_bytes"])
        let cache = s.counters[1]
        #expect(cache.samples == 3 && cache.nonFinite == 1)
        #expect(cache.min == 1_048_576 && cache.max == 3_145_728 && cache.last == 2_097_152 && cache.mean == 2_097_152)
        #expect(s.summary.peakLiveViews == 12)
        let json = Report(toolVersion: "0", strategies: [s]).document.json.serialized()
        #expect(json.contains("\"counters\": {\n        \"feed <rows>\": {\n          \"samples\": 1,"))
        #expect(json.contains("\"image_cache_bytes\": {\n          \"samples\": 3,\n          \"min\": 1048576,\n          \"mean\": 2097152,\n          \"max\": 3145728,\n          \"last\": 2097152"))
    }

    @Test("counters.csv, report.md and report.html show them; a report without counters has none of the three")
    func rendered() throws {
        let report = Report(toolVersion: "0", strategies: [Self.analysis()])
        #expect(CSVRenderer().counters(report) == "strategy,counter,samples,min,mean,max,last\r\napp,feed <rows>,1,40,40,40,40\r\napp,image_cache_bytes,3,1048576,2097152,3145728,2097152\r\n")
        #expect(MarkdownRenderer().markdown(report).contains("| image\\_cache\\_bytes | 3 | 1048576 | 2097152 | 3145728 | 2097152 |"))
        let page = HTMLRenderer().html(report)
        #expect(page.contains("<section id=\"counters\">") && page.contains("<td class=\"name\">feed &lt;rows&gt;</td>"))
        let plain = ReportFixtures.report
        #expect(!HTMLRenderer().html(plain).contains("id=\"counters\"") && !MarkdownRenderer().markdown(plain).contains("Counters:"))
    }
}
