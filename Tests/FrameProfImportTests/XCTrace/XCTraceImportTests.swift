import Foundation
import FrameProfAnalysis
@testable import FrameProfImport
import Testing

/// `device.xml` has hitches (shared values by id/ref, a sentinel, a row with a broken duration),
/// swiftui-updates (an escaped generic view name, an update still in flight), commits and vsyncs.
@Suite("import xctrace")
struct XCTraceImportTests {
    static func read(_ name: String, blockSize: Int = 1 << 20, durationS: Double? = nil) throws -> ImportedRecording {
        try XCTraceImport.read(path: OSLogImportTests.fixture(name), scenario: "device", toolVersion: "test", durationS: durationS,
                               blockSize: blockSize)
    }

    @Test("Hitches, views, frames and the display rate come from the device's tables")
    func deviceTables() throws {
        let recording = try Self.read("device.xml")
        let e = try OSLogImportTests.entry(recording, "device")
        #expect(recording.document.refreshHz == 120)
        #expect(recording.document.json.serialized().contains("\"refresh_hz\": 120"))
        #expect(e["hitches"] == .int(3))
        #expect(e["hitch_time_ms"] == .number(66.666667))
        #expect(e["max_hitch_ms"] == .number(33.333333))
        // 66.67 ms of hitches over the 5 s the vsyncs span.
        #expect(e["duration_ms"] == .number(5000))
        #expect(e["hitch_time_ratio_ms_per_s"] == .number(13.333333))
        #expect(e["hitch_band"] == .string("warning"))
        #expect(e["frames"] == .int(5))
        #expect(e["jank_frames"] == .int(1))
        #expect(e["body_evaluations"] == .int(3))
        #expect(e["body_evaluations_by_view"] == .object([("Feed.FeedRow", .int(2)), ("Feed.Header<Text>", .int(1))]))
        for key in ["blank_frames", "invalid_layout_passes", "commit_hitches", "measure_calls", "peak_rss_bytes"] {
            #expect(e[key] == .null, "\(key)")
        }
        let device = try #require(recording.strategies.first)
        #expect(device.views.rows.map(\.qualifiedName) == ["Feed.FeedRow", "Feed.Header<Text>"])
        #expect(device.views.rows.first?.stats.totalNs == 6_000_000)
        #expect(device.frames.filter(\.frame.isHitch).map(\.index) == [1, 2, 4])
        #expect(recording.notes.contains { $0.contains("row 4: hitches: duration `not-a-number` is not a whole number of nanoseconds") })
        #expect(recording.notes.contains { $0.contains("1 SwiftUI updates were still in flight") })
    }

    @Test("Values shared by id and ref resolve the same across read-block boundaries")
    func tinyBlocks() throws {
        let whole = try Self.read("device.xml")
        let split = try Self.read("device.xml", blockSize: 5)
        #expect(whole.strategies.map(\.summary) == split.strategies.map(\.summary))
        #expect(whole.strategies.first?.frames == split.strategies.first?.frames)
    }

    @Test("Without commits or vsyncs the length is unknown unless stated: ratio and band are null, then computed")
    func hitchesOnly() throws {
        let unstated = try OSLogImportTests.entry(try Self.read("device-hitches-only.xml"), "device")
        #expect(unstated["hitches"] == .int(3))
        #expect(unstated["hitch_time_ratio_ms_per_s"] == .null)
        #expect(unstated["hitch_band"] == .null)
        #expect(unstated["frames"] == .null)
        let stated = try OSLogImportTests.entry(try Self.read("device-hitches-only.xml", durationS: 10), "device")
        #expect(stated["hitch_time_ratio_ms_per_s"] == .number(6.666667))
        #expect(stated["hitch_band"] == .string("good"))
    }

    @Test("A cut-off export is read up to the damage and says so; one with nothing before it is an error with its line")
    func damaged() throws {
        let data = try Data(contentsOf: URL(fileURLWithPath: OSLogImportTests.fixture("device.xml")))
        let cut = FileManager.default.temporaryDirectory.appendingPathComponent("fp-cut-\(getpid()).xml").path
        defer { try? FileManager.default.removeItem(atPath: cut) }
        try data.prefix(3000).write(to: URL(fileURLWithPath: cut))
        let recording = try XCTraceImport.read(path: cut, scenario: "device", toolVersion: "test")
        #expect(recording.notes.first?.contains("the export is damaged") == true)
        #expect(recording.notes.first?.contains("the file ends inside a tag") == true)
        try data.prefix(100).write(to: URL(fileURLWithPath: cut))
        #expect {
            _ = try XCTraceImport.read(path: cut, scenario: "device", toolVersion: "test")
        } throws: { "\($0)".contains("\(cut):2: the file ends inside a tag") }
    }

    @Test("Times past 2^62 ns are unread rows with a reason, never an arithmetic trap")
    func hugeNumbers() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("fp-huge-\(getpid()).xml").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let schema = "<schema name=\"hitches\"><col><mnemonic>start</mnemonic></col><col><mnemonic>duration</mnemonic></col></schema>"
        let rows = ["<row><start-time>18446744073709551615</start-time><duration>18446744073709551615</duration></row>",
                    "<row><start-time>4611686018427387904</start-time><duration>4611686018427387904</duration></row>",
                    "<row><start-time>1000</start-time><duration>16666666</duration></row>"]
        let display = "<schema name=\"display-vsyncs-interval\"><col><mnemonic>timestamp</mnemonic></col></schema><row><timestamp>99999999999999999999</timestamp></row>"
        try "<trace-query-result><node>\(schema)\(rows.joined())</node><node>\(display)</node></trace-query-result>".write(toFile: path, atomically: true, encoding: .utf8)
        let recording = try XCTraceImport.read(path: path, scenario: "huge", toolVersion: "test")
        let e = try OSLogImportTests.entry(recording, "device")
        #expect(e["hitches"] == .int(2))
        #expect(recording.notes.contains { $0.contains("row 1: hitches: start time 18446744073709551615 ns is past 2^62 ns") })
        #expect(recording.notes.contains { $0.contains("display-vsyncs-interval: timestamp `99999999999999999999` is not a whole number of nanoseconds") })
    }
}
