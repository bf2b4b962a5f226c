import Testing
@testable import FrameProfReports

@Suite struct MarkdownRendererTests {
    @Test func matchesGolden() throws {
        let md = MarkdownRenderer().markdown(ReportFixtures.report)
        #expect(try ReportFixtures.matchesGolden(md, "report.md"), "re-record with FRAMEPROF_RECORD_GOLDENS=1 after checking the diff")
    }

    @Test func namesCannotBreakTheTableOrInjectMarkup() {
        let md = MarkdownRenderer().markdown(ReportFixtures.report)
        #expect(!md.contains("<script>"))
        #expect(md.contains("App.&lt;script&gt;alert(1)&lt;/script&gt;"))
        #expect(md.contains("| lazy-vstack | 3 | 1 |"))
    }
}
