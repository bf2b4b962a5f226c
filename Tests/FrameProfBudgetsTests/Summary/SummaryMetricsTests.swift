import Foundation
import Testing
@testable import FrameProfBudgets

@Suite struct SummaryMetricsTests {
    @Test func flattensNestedKeysCountsArraysAndKeepsNulls() throws {
        let object = try JSONSerialization.jsonObject(with: Data("""
            {"scenario": "device-log", "clock": "wall", "refresh_hz": 60, "strategies": {"device": {
              "hitches": 3, "frame_duration_ms": {"p95": 12.5}, "content_height_reports": [0, 10, 20],
              "blank_frames": null, "hitch_band": "good", "run_values": {"hitches": [1, 3, 4]}}}}
            """.utf8))
        let summary = try SummaryMetrics(object: object, path: "s.json")
        let device = try #require(summary.strategy("device"))
        #expect(device.value("hitches") == .some(3))
        #expect(device.value("frame_duration_ms.p95") == .some(12.5))
        #expect(device.value("content_height_reports.count") == .some(3))
        #expect(device.value("blank_frames") == .some(nil))
        #expect(device.value("hitch_band") == nil)
        #expect(device.value("body_evaluations_by_view.App.Row") == .some(0))
        #expect(device.runValues["hitches"] == [1, 3, 4])
        #expect(summary.frameIntervalMs == 1000.0 / 60)
        #expect(summary.settings.description == "device-log (wall clock, 60 Hz, double buffering, CPU ×1)")
    }

    /// The names the catalogue declares a budget may limit are the ones a recorded summary flattens to (read
    /// back ranked by key): a key added to the writer without its names, or the reverse, fails here.
    @Test func theCataloguesNamesAreTheOnesARecordedSummaryHas() throws {
        let golden = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("FrameProfReportsTests/Goldens/summary.json").path
        let recorded = try #require(try SummaryMetrics(location: golden).strategies.first)
        let flattened = recorded.metrics.map(\.key).filter { !$0.hasPrefix(MetricCatalog.perViewPrefix) && !$0.hasPrefix(MetricCatalog.perViewTimePrefix) }
        #expect(flattened == MetricCatalog.names.filter { !MetricCatalog.optionalKeys.contains($0) }.sorted { MetricCatalog.rank($0) < MetricCatalog.rank($1) })
        #expect(flattened.contains("frame_duration_ms.p95") && flattened.contains("content_height_reports.count") && !flattened.contains("hitch_band"))
    }

    @Test func strategiesComeInTheOrderTheyWereRecorded() throws {
        let recorded = try SummaryFixtures.metrics([("vstack", SummaryFixtures.strategy()), ("lazy-vstack", SummaryFixtures.strategy()),
                                                    ("list", SummaryFixtures.strategy())])
        #expect(recorded.strategies.map(\.name) == ["vstack", "lazy-vstack", "list"])
        // A summary from before `strategy_order` sorts by name.
        let older = try SummaryMetrics(object: JSONSerialization.jsonObject(with: Data("""
            {"scenario": "s", "strategies": {"vstack": {}, "list": {}, "lazy-vstack": {}}}
            """.utf8)), path: "s.json")
        #expect(older.strategies.map(\.name) == ["lazy-vstack", "list", "vstack"])
    }

    @Test func aFileThatIsNotASummarySaysWhatWasExpected() throws {
        let path = try SummaryFixtures.file("[1, 2]", name: "summary.json")
        #expect { try SummaryMetrics(location: path) } throws: {
            "\($0)" == "\(path) expected an object with a 'strategies' object (summary.json, docs/CONTRACT.md)."
        }
        #expect { try SummaryMetrics(location: "/nonexistent") } throws: {
            "\($0)" == "/nonexistent/summary.json does not exist; expected a summary.json written by frameprof record or report."
        }
    }
}
