import Foundation
import FrameProfAnalysis
@testable import FrameProfImport
import Testing

/// The fixtures hold one lazy-stack session (an invalid pass, a blank placement on screen for 50 ms, a
/// translate that cuts rows off, three content heights, one malformed line and one UIKit line) in every
/// style people save logs in.
@Suite("import oslog")
struct OSLogImportTests {
    static func fixture(_ name: String) -> String {
        Bundle.module.path(forResource: name, ofType: nil, inDirectory: "Fixtures")!
    }

    static func entry(_ recording: ImportedRecording, _ name: String = "lazy-vstack") throws -> [String: JSONValue] {
        let summary = try #require(recording.strategies.first { $0.name == name }?.summary)
        guard case let .object(members) = summary.json else { return [:] }
        return Dictionary(members, uniquingKeysWith: { a, _ in a })
    }

    @Test("Every saved style reads to the same passes, blanks, truncations and size history",
          arguments: [("lazy-default.log", "default"), ("lazy-compact.log", "compact"), ("lazy.json", "json"),
                      ("lazy.ndjson", "ndjson"), ("lazy-console.tsv", "tab-separated")])
    func styles(file: String, style: String) throws {
        let recording = try OSLogImport.read(path: Self.fixture(file), scenario: "feed", toolVersion: "test")
        let e = try Self.entry(recording)
        #expect(recording.strategies.map(\.name) == ["lazy-vstack"])
        #expect(e["invalid_layout_passes"] == .int(1))
        #expect(e["truncation_events"] == .int(1))
        // The jump's placement left 546 of 796 pt blank until the next pass 50 ms later; the translate's
        // 24 pt gap stayed until the log ended 9 ms later.
        #expect(e["blank_frames"] == .int(2))
        #expect(e["blank_time_ms"] == .number(59))
        #expect(e["max_blank_fraction"] == .number(546.0 / 796.0))
        #expect(e["content_height_reports"] == .array([.number(157_992), .number(145_492), .number(145_500)]))
        #expect(e["content_height_settle_ms"] == .number(89))
        #expect(e["duration_ms"] == .number(90))
        #expect(e["layout_passes"] == .int(4))
        // What a log cannot tell is null, never zero.
        for key in ["frames", "hitches", "hitch_time_ratio_ms_per_s", "body_evaluations", "peak_live_views", "first_frame_ms"] {
            #expect(e[key] == .null, "\(key)")
        }
        #expect(e["frame_duration_ms"] == .object([("p50", .null), ("p90", .null), ("p95", .null), ("p99", .null), ("max", .null)]))
        guard case let .object(source) = recording.document.source else { Issue.record("no source"); return }
        let fields = Dictionary(source, uniquingKeysWith: { a, _ in a })
        #expect(fields["style"] == .string(style))
        #expect(fields["unread_lines"] == .int(1))
        #expect(fields["other_lines"] == .int(1))
        // The malformed placed line is named with its line number and what was expected.
        let note = try #require(recording.notes.first)
        #expect(note.contains("1 line could not be read"))
        #expect(note.contains("expected `placed(<min>...<max>) -> <first>..<<end>"))
    }

    @Test("A pass that placed nothing inside the size the scroll view still shows is a white screen until a pass covers it",
          arguments: [("white-default.log", true), ("white-compact.log", true), ("white.json", true), ("white.ndjson", true),
                      ("white-console.tsv", true), ("white-bare.log", false)])
    func whiteScreenAfterAJump(file: String, timed: Bool) throws {
        // The device's jump: attempts #2 and #3 find the content far shorter than the 507,631 pt the scroll
        // view shows; the last one anchors past the end it computed (row #1000) and places nothing for
        // 400000...400796 — inside what the scroll view shows, though a size line already says 324,831.93.
        let recording = try OSLogImport.read(path: Self.fixture(file), scenario: "jump", toolVersion: "test")
        let e = try Self.entry(recording)
        #expect(e["blank_frames"] == .int(1))
        #expect(e["max_blank_fraction"] == .number(1))
        #expect(e["invalid_layout_passes"] == .int(2))
        #expect(e["truncation_events"] == .int(0))
        #expect(e["content_height_reports"] == .array([.number(507_631), .number(324_831.93)]))
        // It stayed until the pass 194 ms later covered the visible range (the device: about 190 ms).
        #expect(e["blank_time_ms"] == (timed ? .number(194) : .null))
        let finding = try #require(recording.strategies.first?.findings.first { $0.kind == .blankFrame })
        #expect(finding.detail.hasPrefix("placed no rows for the visible range 400000...400796"))
    }

    @Test("Lines straddling read blocks are read whole", arguments: ["lazy-default.log", "lazy.json", "lazy-console.tsv"])
    func tinyBlocks(file: String) throws {
        let whole = try OSLogImport.read(path: Self.fixture(file), scenario: "feed", toolVersion: "test")
        let split = try OSLogImport.read(path: Self.fixture(file), scenario: "feed", toolVersion: "test", blockSize: 7)
        #expect(whole.strategies.map(\.summary) == split.strategies.map(\.summary))
        #expect(whole.notes == split.notes)
    }

    @Test("Bare messages (StackLab's lazystack.log) have no times: durations are null, counts are not")
    func plainLines() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("fp-plain-\(getpid()).log").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        try """
        LazyVStackLayout: sizeThatFits(370.0) -> 1000.0
        (StackPlacement in _1)<LazyVStackLayout>: placing from #0, 0.0 in 0.0...796.0
        LazyVStackLayout: placed(0.0...796.0) -> 0..<0, 0.0...0.0, invalid: false
        Current cell's range: 0...-1
        Target cell's range: 0...6
        Placing from #0 downward. Start position: 0.0 in 0.0...796.0
        OptimizedVStackLayout: placed(visibleArea: 0.0...796.0) -> range: 0...6
        OptimizedVStackLayout: height -> estimated(1500.0, calculated: 700.0, approximated: 800.0)
        OptimizedVStackLayout: height -> exact(1400.0)

        """.write(toFile: path, atomically: true, encoding: .utf8)
        let recording = try OSLogImport.read(path: path, scenario: "plain", toolVersion: "test")
        #expect(recording.strategies.map(\.name) == ["lazy-vstack", "optimized-vstack"])
        let lazy = try Self.entry(recording)
        #expect(lazy["blank_frames"] == .int(1))
        #expect(lazy["max_blank_fraction"] == .number(1))
        #expect(lazy["blank_time_ms"] == .null)
        #expect(lazy["duration_ms"] == .null)
        let optimized = try Self.entry(recording, "optimized-vstack")
        #expect(optimized["content_height_reports"] == .array([.number(1500), .number(1400)]))
        // An OptimizedVStack log prints no placed extents, so blanks and invalid passes are unknown.
        #expect(optimized["blank_frames"] == .null)
        #expect(optimized["invalid_layout_passes"] == .null)
        #expect(recording.notes.contains { $0.contains("carry no times") })
    }

    @Test("A Console copy is read by its header's columns in any order; an unheaded log show line with a tab is not taken for one")
    func tabColumns() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("fp-tsv-\(getpid()).tsv").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        try """
        Type\tMessage\tTimestamp\tProcess
        Default\tLazyVStackLayout: sizeThatFits(370.0) -> 1000.0\t00:01.000.000\tFeed
        Default\tLazyVStackLayout: sizeThatFits(370.0) -> 1200.0\t00:01.250.000\tFeed

        """.write(toFile: path, atomically: true, encoding: .utf8)
        let console = try Self.entry(try OSLogImport.read(path: path, scenario: "x", toolVersion: "test"))
        #expect(console["content_height_reports"] == .array([.number(1000), .number(1200)]))
        #expect(console["content_height_settle_ms"] == .number(250))
        try "2026-11-02 10:15:01.000 Df Feed[1:2] (SwiftUI) [com.apple.SwiftUI:LazyStack] LazyVStackLayout: sizeThatFits(370.0) -> 7.0\tpadded\n"
            .write(toFile: path, atomically: true, encoding: .utf8)
        let compact = try OSLogImport.read(path: path, scenario: "x", toolVersion: "test")
        guard case let .object(source) = compact.document.source else { Issue.record("no source"); return }
        #expect(source.first { $0.0 == "style" }?.1 == .string("compact"))
        #expect(try Self.entry(compact)["content_height_reports"] == .array([.number(7)]))
    }

    @Test("A file without lazy-stack lines is an error naming the file and what was expected")
    func nothingToRead() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("fp-empty-\(getpid()).log").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        try "2026-11-02 10:15:01.000 Df Feed[1:2] [com.apple.UIKit:Scene] Received scene update\n".write(toFile: path, atomically: true, encoding: .utf8)
        #expect {
            _ = try OSLogImport.read(path: path, scenario: "x", toolVersion: "test")
        } throws: { error in
            let text = "\(error)"
            return text.contains(path) && text.contains("holds no LazyVStackLayout or OptimizedVStackLayout line") && text.contains("compact style")
        }
        #expect(throws: ImportError.self) { _ = try OSLogImport.read(path: "/nonexistent/fp.log", scenario: "x", toolVersion: "test") }
    }

    @Test("Messages parse as documented; a layout line with other arguments says what was expected")
    func messages() {
        #expect(LayoutMessage.parse("LazyVStackLayout: sizeThatFits(nil) -> 12.5") == .message(.lazySize(width: nil, height: 12.5)))
        #expect(LayoutMessage.parse("LazyVStackLayout: placed(0.0...796.0) -> 3..<9, 24.0...860.0, invalid: true")
            == .message(.lazyPlaced(visibleMin: 0, visibleMax: 796, first: 3, end: 9, placedMin: 24, placedMax: 860, invalid: true)))
        #expect(LayoutMessage.parse("Placing from #4 upward. Start position: 1.5e3 in -2.0...794.0")
            == .message(.optimizedPlacing(anchor: 4, upward: true, start: 1500, visibleMin: -2, visibleMax: 794)))
        #expect(LayoutMessage.parse("Received scene update") == .other)
        guard case let .malformed(expected) = LayoutMessage.parse("LazyVStackLayout: invalid #x") else {
            Issue.record("a broken invalid line was not malformed")
            return
        }
        #expect(expected == "expected `invalid #<attempt>; <implied end> vs <cached size>`")
    }

    @Test("Timestamps: zones are applied, Console's relative times read to the microsecond")
    func timestamps() throws {
        func date(_ text: String) -> Int64? {
            var copy = text
            return copy.withUTF8 { var s = TextFieldReader($0); return LogTimestamp.date(&s) }
        }
        func relative(_ text: String) -> Int64? {
            var copy = text
            return copy.withUTF8 { var s = TextFieldReader($0); return LogTimestamp.relative(&s) }
        }
        #expect(date("1970-01-01 00:00:01.5+0000") == 1_500_000_000)
        #expect(date("1970-01-01 01:00:00.000000+0100") == 0)
        #expect(date("2026-11-02 10:15:01.000000-0800") == date("2026-11-02 18:15:01.000000+0000"))
        #expect(relative("00:25.103.058") == 25_103_058_000)
        #expect(relative("01:00:25.103.058") == 3_625_103_058_000)
        #expect(date("not a date") == nil)
        // Past ±2^62 ns (1824–2116) a time is not read, so differences of two never overflow; these trapped once.
        #expect(date("9999-12-31 23:59:59.999999+0000") == nil)
        #expect(date("1800-01-01 00:00:00+0000") == nil)
        #expect(date("2116-01-01 00:00:00+0000") != nil)
        #expect(relative("99999999999999:00.000") == nil)
        #expect(relative("9223372036854775807:59.000") == nil)
    }
}
