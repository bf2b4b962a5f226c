import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import FrameProfBudgets
import Testing
@testable import FrameProfReports

@Suite struct GateRendererTests {
    /// One verdict of each kind, a view name that could break Markdown or XML, and an unjudged budget.
    static let result: GateResult = {
        let key = RecordingKey(scenario: "indicator-scrub", clock: "wall", refreshHz: 120, buffering: "double", cpuSlowdown: 1)
        func verdict(_ metric: String, _ rule: LimitRule, value: [Double]?, baseline: [Double]? = nil, bound: Double? = nil,
                     _ status: LimitVerdict.Status, _ note: String, strategy: String = "lazy-vstack") -> LimitVerdict {
            LimitVerdict(recording: key, strategy: strategy, limit: Limit(metric: metric, rule: rule, line: 7),
                         value: value.map(RunSample.init), baseline: baseline.map(RunSample.init), bound: bound, status: status, note: note)
        }
        let verdicts = [
            verdict("hitch_time_ratio_ms_per_s", .max(.value(5)), value: [6.1, 7.4, 6.8, 9, 6.5], bound: 5, .fail, "over by 1.8 (median of 5 runs)"),
            verdict("frame_duration_ms.p95", .max(.frameIntervals(1)), value: [4.2], bound: 8.333333, .pass, "within"),
            verdict("body_evaluations_by_view.App.Row<A|B>", .maxIncreasePercent(10), value: [80], baseline: [100], .improved, "-20 %"),
            verdict("samples", .max(.value(10)), value: nil, .skipped, "not in the summary", strategy: "optimized-vstack"),
        ]
        var budget = Budget(scenario: "fling", limits: [], line: 12)
        budget.scenarioName = "fling"
        return GateResult(budgetsPath: "Reports/budgets.yml", baselinePath: "Reports/baseline.json", verdicts: verdicts, unjudged: [budget])
    }()

    @Test func markdownMatchesGolden() throws {
        let md = GateMarkdownRenderer().render(Self.result)
        #expect(try ReportFixtures.matchesGolden(md, "gate.md"), "re-record with FRAMEPROF_RECORD_GOLDENS=1 after checking the diff")
        #expect(md.contains("App.Row&lt;A\\|B&gt;"))
        #expect(md.hasPrefix("## ❌ frameprof gate: over budget: 1 of 4 limits failed, 1 skipped\n"))
    }

    @Test func tableMatchesGoldenAndShowsMedianWithTheRange() throws {
        let table = GateTableRenderer().render(Self.result)
        #expect(try ReportFixtures.matchesGolden(table, "gate.txt"), "re-record with FRAMEPROF_RECORD_GOLDENS=1 after checking the diff")
        #expect(table.contains("6.8 [6.1–9]"))
        #expect(table.contains("≤ 1P (8.333)"))
        #expect(table.hasSuffix("over budget: 1 of 4 limits failed, 1 skipped\n"))
    }

    @Test func junitHasOneTestCasePerLimitAndParses() throws {
        let xml = GateJUnitRenderer().render(Self.result)
        #expect(try ReportFixtures.matchesGolden(xml, "gate.junit.xml"), "re-record with FRAMEPROF_RECORD_GOLDENS=1 after checking the diff")
        let counter = ElementCounter()
        let parser = XMLParser(data: Data(xml.utf8))
        parser.delegate = counter
        #expect(parser.parse(), "the JUnit XML must be well-formed: \(parser.parserError.map { "\($0)" } ?? "")")
        #expect(counter.counts["testcase"] == 4)
        #expect(counter.counts["failure"] == 1)
        #expect(counter.counts["skipped"] == 1)
        #expect(counter.counts["testsuite"] == 2)
    }

    @Test func outcomeFollowsTheWorstVerdict() {
        var result = Self.result
        #expect(result.outcome == .overBudget)
        result.verdicts.removeFirst()
        #expect(result.outcome == .improved)
        result.verdicts.remove(at: 1)
        #expect(result.outcome == .withinBudget)
    }
}

private final class ElementCounter: NSObject, XMLParserDelegate {
    var counts: [String: Int] = [:]

    func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?, attributes: [String: String] = [:]) {
        counts[name, default: 0] += 1
    }
}
