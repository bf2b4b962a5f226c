import Foundation
import Testing
@testable import FrameProfBudgets

@Suite struct BaselineTests {
    private func summary(clock: String, hitches: Int) -> String {
        "{\"scenario\": \"fling\", \"clock\": \"\(clock)\", \"refresh_hz\": 120, \"strategies\": {\"list\": {\"hitches\": \(hitches)}}}"
    }

    @Test func updateReplacesTheEntryRecordedTheSameWayAndKeepsTheOthers() throws {
        let wall = try SummaryFixtures.file(summary(clock: "wall", hitches: 1), name: "summary.json")
        let virtual = try SummaryFixtures.file(summary(clock: "virtual", hitches: 2), name: "summary.json")
        let path = (wall as NSString).deletingLastPathComponent + "/baseline.json"
        let first = try Baseline.update(path: path, with: [wall, virtual])
        #expect(first.added.map(\.clock) == ["wall", "virtual"] && first.replaced.isEmpty)
        let newer = try SummaryFixtures.file(summary(clock: "wall", hitches: 7), name: "summary.json")
        let second = try Baseline.update(path: path, with: [newer])
        #expect(second.added.isEmpty && second.replaced.map(\.clock) == ["wall"])
        let baseline = try Baseline.load(path: path)
        #expect(baseline.entries.count == 2)
        let key = RecordingKey(scenario: "fling", clock: "wall", refreshHz: 120, buffering: "double", cpuSlowdown: 1)
        #expect(baseline.entry(for: key)?.strategy("list")?.value("hitches") == .some(7))
    }

    @Test func aPlainSummaryServesAsABaselineAndOtherJSONIsRefused() throws {
        let plain = try SummaryFixtures.file(summary(clock: "wall", hitches: 1), name: "summary.json")
        #expect(try Baseline.load(path: plain).entries.count == 1)
        let other = try SummaryFixtures.file("{\"baseline_version\": 9, \"summaries\": []}", name: "b.json")
        #expect { try Baseline.load(path: other) } throws: { "\($0)" == "\(other) is a baseline of version 9; this frameprof reads version 1." }
    }
}
