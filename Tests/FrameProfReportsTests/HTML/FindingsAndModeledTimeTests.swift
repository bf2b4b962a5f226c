import Foundation
import FrameProfAnalysis
import FrameProfTrace
import Testing
@testable import FrameProfReports

/// What a reader meets first in the findings and in a late frame: one line per kind of finding (with a
/// chart where a series says more), and the hitch frames' modeled time in the phone's terms.
@Suite("reports: grouped findings and modeled time")
struct FindingsAndModeledTimeTests {
    /// Twelve frames at 60 Hz on the virtual clock: frames 2–4 blank (one episode), frame 8 blank
    /// (another), the content height reported six times on its way to 1,000 pt, and frames 3 and 8 late
    /// with what the profile charged them.
    static func analysis() -> StrategyAnalysis {
        var a = TraceAnalyzer()
        a.visit(metadataKey: "refresh_hz", value: "60.0")
        a.visit(metadataKey: "device", value: "iphone-12")
        let interval = 1e9 / 60
        for index in 0..<12 {
            let id = UInt64(index + 1)
            let late = index == 3 || index == 8
            let startNs = UInt64(Double(index * 2) * interval)
            a.visit(frame: FrameRecord(transactionID: id, threadID: 1, refreshMilliHz: 60_000, startNs: startNs,
                                       commitNs: startNs + (late ? 20_000_000 : 5_000_000), renderDurationNs: 1_000_000,
                                       startVsync: Int64(index * 2), commitVsync: Int64(index * 2 + 1), presentVsync: Int64(index * 2 + (late ? 3 : 2)),
                                       expectedPresentVsync: Int64(index * 2 + 2), commitDeadlineNs: startNs + UInt64(interval),
                                       pipelineDepth: 2, droppedVsyncs: late ? 1 : 0))
            if [2, 3, 4, 8].contains(index) { a.visit(counter: TraceCounter(kind: .blankFraction, transactionID: id, value: index == 8 ? 1 : 0.5)) }
            if index < 6 { a.visit(counter: TraceCounter(kind: .contentHeight, transactionID: id, value: [0, 400, 700, 900, 980, 1000][index])) }
            let charged: [(TraceModeledCost.Category, String, String, UInt64)] = late
                ? [(.operation, "self_sizing", "self-sizing", 12_000_000), (.operation, "commit_per_layer", "commit", 8_000_000),
                   (.operation, "render", "render", 1_000_000), (.type, "App.PostRow", "App.PostRow", 12_000_000),
                   (.type, TraceModeledCost.frameKey, TraceModeledCost.frameKey, 9_000_000)]
                : [(.operation, "node", "node creation", 6_000_000), (.type, "App.PostRow", "App.PostRow", 6_000_000)]
            for (category, key, label, ns) in charged {
                a.visit(modeledCost: TraceModeledCost(transactionID: id, category: category, key: key, label: label, nanoseconds: ns))
            }
        }
        return a.analysis(name: "list", names: { _ in TraceName(module: "", name: "x") }, clockSource: .virtual)
    }

    @Test("findings come one line per kind: counts, span, worst, and blank episodes of consecutive frames")
    func groups() throws {
        let groups = Self.analysis().findingGroups
        #expect(groups.map(\.kind) == [.blankFrame, .sizeReportChurn])
        let blank = try #require(groups.first)
        #expect(blank.count == 4 && blank.episodes == 2)
        #expect(blank.worst.frameIndex == 8 && blank.worst.value == 1)
        #expect(blank.sentence.hasPrefix("4 blank-frame in 2 episodes from 0.07 to 0.27 s"), "\(blank.sentence)")
        let churn = groups[1]
        // Five reports after the first differ from the final 1,000 pt; the furthest is the first, 600 pt short.
        #expect(churn.count == 4 && churn.worst.value == -600 && churn.series.map(\.value) == [-600, -300, -100, -20])
    }

    @Test("the page lists the groups with a chart, keeps every row in a collapsed table, and breaks the hitch frames down")
    func page() throws {
        let page = HTMLRenderer().html(Report(toolVersion: "0", strategies: [Self.analysis()]))
        #expect(page.contains("<ul class=\"finding-groups\" id=\"finding-groups-0\">"))
        #expect(page.components(separatedBy: "<li class=\"finding-group\"").count - 1 == 2)
        #expect(page.components(separatedBy: "<svg class=\"spark\"").count - 1 == 2)
        #expect(page.contains("<details class=\"findings\"><summary>All 8 findings, one row each</summary>"))
        // Two hitch frames of 21 ms each (20 on the main thread, 1 rendering): 24 self-sizing, 16 commit, 2 render.
        #expect(page.contains("2 hitch frames, 42 ms of modeled work in all."))
        #expect(page.contains("title=\"self-sizing 24 ms (57.1 %)\""))
        #expect(page.contains("<table class=\"sortable\" id=\"cost-types-0\">"))
        let summary = Report(toolVersion: "0", strategies: [Self.analysis()]).document.json.serialized()
        #expect(summary.contains("\"hitch_time_by_operation_ms\": {\n        \"self_sizing\": 24,\n        \"commit_per_layer\": 16,\n        \"render\": 2\n      }"))
        #expect(summary.contains("\"hitch_time_by_type_ms\": {\n        \"App.PostRow\": 24,\n        \"(frame)\": 18\n      }"))
        let markdown = MarkdownRenderer().markdown(Report(toolVersion: "0", strategies: [Self.analysis()]))
        #expect(markdown.contains("- 4 blank-frame in 2 episodes"))
        #expect(markdown.contains("- by operation: self-sizing 24 ms (57 %), commit 16 ms (38 %), render 2 ms (5 %)"))
        #expect(markdown.contains("- longest, frame 3: 21 ms: self-sizing 12, commit 8, render 1"))
    }

    @Test("the page and report.md say what each strategy's peak memory holds; a recording without parts has no such section")
    func memoryParts() throws {
        var list = Self.analysis()
        var parts = MemoryBreakdown(base: 18e6)
        parts[.views] = 2e6
        parts[.cells] = 12e6
        parts[.backingStores] = 4e6
        list.summary.peakMemoryBytes = parts.total
        list.summary.peakMemoryBreakdown = parts
        var lazy = Self.analysis()
        lazy.name = "lazy-vstack"
        var lazyParts = MemoryBreakdown(base: 18e6)
        lazyParts[.views] = 54e6
        lazy.summary.peakMemoryBytes = lazyParts.total
        lazy.summary.peakMemoryBreakdown = lazyParts
        let report = Report(toolVersion: "0", strategies: [list, lazy])
        let page = HTMLRenderer().html(report)
        #expect(page.contains("<h2>What the peak memory holds (modeled)</h2>"))
        #expect(page.contains("<h3>list · 36.0 MB</h3>"))
        // One scale for every bar: list's 36 MB is half of lazy-vstack's 72 MB.
        #expect(page.contains("<div class=\"costbar\" style=\"width:50.000%\" role=\"img\" aria-label=\"peak memory of list: views 2.0 MB, cells 12.0 MB, backing stores 4.0 MB, base 18.0 MB\">"))
        #expect(page.contains("<tr><td class=\"text\">list</td><td data-value=\"2000000.0\">2.0</td><td data-value=\"0.0\">0.0</td><td data-value=\"12000000.0\">12.0</td>"))
        let markdown = MarkdownRenderer().markdown(report)
        #expect(markdown.contains("Peak memory (modeled): 36.0 MB — views 2.0, cells 12.0, backing stores 4.0, base 18.0."), "\(markdown)")
        #expect(!HTMLRenderer().html(Report(toolVersion: "0", strategies: [Self.analysis()])).contains("id=\"memory\""))
    }

    @Test("on the virtual clock the stack samples are this machine running the lab, below the tables")
    func labSamplesSitBelow() throws {
        var report = Report(toolVersion: "0", strategies: [ReportFixtures.analysis(name: "lazy-vstack", hitch: true, sampled: true)])
        let wall = HTMLRenderer().html(report)
        #expect(wall.contains("<h2>Where hitch frames spent their time</h2>"))
        let wallSamples = try #require(wall.range(of: "id=\"samples\"")), wallViews = try #require(wall.range(of: "id=\"views\""))
        #expect(wallSamples.lowerBound < wallViews.lowerBound)
        var document = report.document
        document.clock = "virtual"
        report = Report(document: document, strategies: report.strategies, notes: [])
        let virtual = HTMLRenderer().html(report)
        #expect(virtual.contains("<h2>This machine running the lab (stack samples)</h2>"))
        let samples = try #require(virtual.range(of: "id=\"samples\"")), views = try #require(virtual.range(of: "id=\"views\""))
        #expect(samples.lowerBound > views.lowerBound)
    }
}
