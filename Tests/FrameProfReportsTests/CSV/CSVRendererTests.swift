import Testing
@testable import FrameProfReports

@Suite struct CSVRendererTests {
    let renderer = CSVRenderer()

    @Test(arguments: ["frames", "views", "layout", "hitches", "strategies", "findings"])
    func matchesGolden(file: String) throws {
        let report = ReportFixtures.report
        let text: String = switch file {
        case "frames": renderer.frames(report)
        case "views": renderer.views(report)
        case "layout": renderer.layout(report)
        case "hitches": renderer.hitches(report)
        case "strategies": renderer.strategies(report)
        default: renderer.findings(report)
        }
        #expect(try ReportFixtures.matchesGolden(text, "\(file).csv"), "re-record with FRAMEPROF_RECORD_GOLDENS=1 after checking the diff")
    }

    @Test func fieldsAreQuotedAsRFC4180Says() {
        #expect(CSVTable.quote("plain") == "plain")
        #expect(CSVTable.quote("FeedRow<\"A\", B>") == "\"FeedRow<\"\"A\"\", B>\"")
        #expect(CSVTable.quote("two\nlines") == "\"two\nlines\"")
        // CR LF is one Character, equal to neither "\r" nor "\n": a field holding it was left unquoted.
        #expect(CSVTable.quote("two\r\nlines") == "\"two\r\nlines\"")
        #expect(CSVTable.quote("a\rb") == "\"a\rb\"")
        let views = renderer.views(ReportFixtures.report)
        #expect(views.hasPrefix("strategy,module,view_type,count,total_ms,min_us,avg_us,max_us,stddev_us,p50_us,p95_us,p99_us,times,device\r\n"))
        #expect(views.contains(",\"FeedRow<\"\"A\"\", B>\","))
    }

    @Test func hitchesListOnlyLateFramesWithTheirClass() {
        let lines = renderer.hitches(ReportFixtures.report).split(separator: "\r\n")
        #expect(lines.count == 2)
        #expect(lines[1].hasPrefix("lazy-vstack,1,16.667,commit-hitch,8.333,12.000,"))
    }
}
