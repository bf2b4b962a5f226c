import Foundation
import FrameProfAnalysis
import Testing
@testable import FrameProfReports

/// summary.json is a contract (docs/CONTRACT.md): the fixture recording's document is held byte for byte
/// against its golden file, so a change to how the catalogue declares or writes a key cannot slip through.
@Suite struct SummaryGoldenTests {
    @Test func aRecordedSummaryMatchesItsGoldenFile() throws {
        let text = ReportFixtures.report.document.json.serialized()
        #expect(try ReportFixtures.matchesGolden(text, "summary.json"), "re-record with FRAMEPROF_RECORD_GOLDENS=1 after checking the diff")
    }

    /// Several runs add `run_values`, listed in the catalogue's order; a key a source cannot tell is null.
    @Test func runValuesAndUnknownKeysMatchTheirGoldenFile() throws {
        var document = ReportFixtures.report.document
        let runs = [ReportFixtures.analysis(name: "lazy-vstack", hitch: true).summary, ReportFixtures.analysis(name: "lazy-vstack", hitch: false).summary]
        document.strategies[0].summary = SummaryDocument.medianRun(of: runs).summary
        document.strategies[1].summary.bodyEvaluations = nil
        document.strategies[1].summary.frameDurationMs = nil
        document.strategies[1].summary.peakMemoryBytes = nil
        #expect(try ReportFixtures.matchesGolden(document.json.serialized(), "summary-runs.json"), "re-record with FRAMEPROF_RECORD_GOLDENS=1 after checking the diff")
    }
}
