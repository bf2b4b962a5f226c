import Foundation
import FrameProfAnalysis
import FrameProfTrace
import Testing
@testable import FrameProfReports

/// A trace with causes, in every report: `body_causes_by_view` in summary.json, `body_causes.csv`, the
/// Markdown table, and in the HTML the cause table, the wasted evaluations and the hitch frame's chain.
@Suite("reports: causes")
struct CauseReportTests {
    /// One late frame: `scroll offset` starts it, the root's state changes, and the root hands twelve
    /// rows a new offset; one row's output is unchanged. Names: 1 transaction, 2 Root, 3 Row, then causes.
    static func analysis() -> StrategyAnalysis {
        var a = TraceAnalyzer()
        a.visit(metadataKey: "refresh_hz", value: "120.0")
        a.visit(frame: ReportFixtures.frame(1, start: 0, durationNs: 12_000_000, present: 3, expected: 2))
        var t: UInt64 = 0
        func event(_ phase: EventPhase, _ kind: EventKind, _ name: UInt32, after ns: UInt64) {
            t += ns
            a.visit(event: TraceEvent(phase: phase, kind: kind, nameID: name, threadID: 7, timestampNs: t))
        }
        a.visit(cause: TraceCause(role: .cause, threadID: 7, nameID: 4))
        event(.begin, .transaction, 1, after: 0)
        a.visit(cause: TraceCause(role: .cause, threadID: 7, nameID: 5))
        event(.begin, .body, 2, after: 1000)
        event(.end, .body, 0, after: 50_000)
        for index in 0..<12 {
            a.visit(cause: TraceCause(role: .cause, threadID: 7, nameID: 6))
            event(.begin, .body, 3, after: 1000)
            event(.end, .body, 0, after: 500_000)
            if index == 0 { a.visit(cause: TraceCause(role: .outcome, threadID: 7, nameID: 7)) }
        }
        event(.end, .transaction, 0, after: 1000)
        let names = ["", "transaction", "Root", "Row", "scroll offset", "state Model.offset", "inputs from Root: offset", "unchanged output"]
        return a.analysis(name: "lazy-vstack", names: { TraceName(module: (2...3).contains($0) ? "App" : "", name: names[Int($0)]) },
                          clockSource: .virtual)
    }

    @Test("the summary counts evaluations by view and cause, and the wasted ones")
    func summary() throws {
        let s = Self.analysis()
        let causes = try #require(s.causes)
        #expect(causes.rows.map { "\($0.view) \($0.cause) \($0.count)" } == ["App.Row inputs from Root: offset 12", "App.Root state Model.offset 1"])
        #expect(causes.wastedEvaluations == 1 && causes.triggers == [CauseAnalysis.Count(cause: "scroll offset", count: 1)])
        let json = Report(toolVersion: "0", strategies: [s]).document.json.serialized()
        #expect(json.contains("\"body_causes_by_view\": {\n        \"App.Row\": {\n          \"inputs from Root: offset\": 12"))
        #expect(json.contains("\"wasted_body_evaluations\": 1"))
    }

    @Test("the late frame's chain runs from the trigger through the owner's state to the rows")
    func chain() throws {
        let chains = Self.analysis().hitchCauseChains()
        let chain = try #require(chains.first?.chain)
        #expect(chain.trigger == "scroll offset")
        #expect(chain.steps.map { "\($0.cause) → \($0.view) ×\($0.evaluations)" } == ["state Model.offset → App.Root ×1", "inputs from Root: offset → App.Row ×12"])
        #expect(chain.bodyNs == 6_050_000 && chain.steps[1].totalNs == 6_000_000)
    }

    @Test("an app that names causes only from its second transaction on gets that transaction's chain on the second frame")
    func chainsKeepFrameIndices() throws {
        var a = TraceAnalyzer()
        for (index, caused) in [false, true].enumerated() {
            let t = UInt64(index) * 10_000_000
            a.visit(frame: ReportFixtures.frame(UInt64(index + 1), start: Int64(index * 2), durationNs: 5_000_000, present: Int64(index * 2 + 2), expected: Int64(index * 2 + 2)))
            if caused { a.visit(cause: TraceCause(role: .cause, threadID: 7, nameID: 3)) }
            a.visit(event: TraceEvent(phase: .begin, kind: .transaction, nameID: 1, threadID: 7, timestampNs: t))
            a.visit(event: TraceEvent(phase: .begin, kind: .body, nameID: 2, threadID: 7, timestampNs: t + 1000))
            a.visit(event: TraceEvent(phase: .end, kind: .body, nameID: 0, threadID: 7, timestampNs: t + 2000))
            a.visit(event: TraceEvent(phase: .end, kind: .transaction, nameID: 0, threadID: 7, timestampNs: t + 3000))
        }
        let names = ["", "transaction", "Row", "scroll"]
        let s = a.analysis(name: "app", names: { TraceName(module: "", name: names[Int($0)]) }, clockSource: .virtual)
        #expect(s.causes?.chains.keys.sorted() == [1])
        #expect(s.causes?.chains[1]?.trigger == "scroll")
    }

    @Test("HTML, CSV and Markdown show the causes")
    func rendered() throws {
        let report = Report(toolVersion: "0", strategies: [Self.analysis()])
        let page = HTMLRenderer().html(report)
        #expect(page.contains("<section id=\"causes\">") && page.contains("<table class=\"sortable\" id=\"causes-0\">"))
        #expect(page.contains("<b>scroll offset</b> → state Model.offset → <code>App.Root</code> ×1 (0.050 ms) → inputs from Root: offset → <code>App.Row</code> ×12 (6.000 ms)"))
        #expect(page.contains("id=\"wasted-0\""))
        let csv = CSVRenderer().bodyCauses(report)
        #expect(csv == "strategy,view_type,kind,cause,evaluations\r\nlazy-vstack,App.Row,cause,inputs from Root: offset,12\r\nlazy-vstack,App.Row,outcome,unchanged output,1\r\nlazy-vstack,App.Root,cause,state Model.offset,1\r\n")
        #expect(MarkdownRenderer().markdown(report).contains("| App.Row | inputs from Root: offset | 12 |"))
    }
}
