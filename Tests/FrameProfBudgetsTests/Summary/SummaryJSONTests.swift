import Foundation
import Testing
@testable import FrameProfBudgets

/// A summary or baseline that is not JSON is reported by the one JSON reader with its line and column
/// and what was expected, where Foundation alone says only "the data is not in the correct format".
@Suite struct SummaryJSONTests {
    /// What reading `bytes` as a summary says, or nil when it reads.
    static func problem(_ bytes: [UInt8]) -> String? {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("fp-json-\(getpid())-\(UUID().uuidString).json").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        guard FileManager.default.createFile(atPath: path, contents: Data(bytes)) else { return "cannot write \(path)" }
        do {
            _ = try SummaryMetrics.jsonObject(at: path, missing: "is missing")
            return nil
        } catch {
            let text = error.message
            guard let open = text.firstIndex(of: "("), let close = text.range(of: "); expected", options: .backwards) else { return text }
            return String(text[text.index(after: open)..<close.lowerBound])
        }
    }

    static func problem(_ text: String) -> String? { problem(Array(text.utf8)) }

    @Test func aCutFileSaysWhereItEnds() {
        #expect(Self.problem("{\"strategies\": {\"lazy\": {\"frames\": 3,\n") == "line 2, column 1: expected a member name in quotes, but the file ends there (a cut-off file)")
        #expect(Self.problem("{\"a\": [1, 2") == "line 1, column 12: expected ',' or ']' after an element, but the file ends there (a cut-off file)")
        #expect(Self.problem("{\"a\": \"unterminated") == "line 1, column 20: expected '\"' to end the string, but the file ends there (a cut-off file)")
    }

    @Test func numbersOutOfRangeAndStrayCharactersAreNamed() {
        #expect(Self.problem("{\"frames\": 1e999}") == "line 1, column 12: the number 1e999 is out of range")
        #expect(Self.problem("{\"a\": 1,\n \"b\" 2}") == "line 2, column 6: expected ':' after the member name \"b\", found '2'")
        #expect(Self.problem("[1, 2] x") == "line 1, column 8: expected the end of the document after its value, found 'x'")
        #expect(Self.problem(String(repeating: "[", count: 600)) == "line 1, column 513: nesting deeper than 512 levels")
    }

    @Test func invalidUTF8AndValidJSON() {
        #expect(Self.problem([123, 34, 97, 34, 58, 34, 0xFF, 34, 125]) == "line 1, column 7: a byte that is not UTF-8; save the file as UTF-8")
        #expect(Self.problem("{\"a\": [1, -2.5e3, true, null, {\"b\": \"\\\"\"}]}") == nil)
    }

    @Test func numbersReadAsFoundationReadsThem() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("fp-json-n-\(getpid()).json").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        try "{\"i\": 12, \"d\": 1.50, \"e\": 2e3, \"t\": true, \"n\": null}".write(toFile: path, atomically: true, encoding: .utf8)
        let object = try #require(try SummaryMetrics.jsonObject(at: path, missing: "") as? [String: Any])
        let expected = try #require(try JSONSerialization.jsonObject(with: Data("{\"i\": 12, \"d\": 1.50, \"e\": 2e3, \"t\": true, \"n\": null}".utf8)) as? [String: Any])
        // Written back, both give the same bytes: a baseline updated from read files keeps its form.
        #expect(try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys]) == JSONSerialization.data(withJSONObject: expected, options: [.sortedKeys]))
    }

    @Test func aBaselineThatIsNotJSONNamesTheLine() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("fp-json-\(getpid()).json").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        try "{\n  \"baseline_version\": 1,\n  \"summaries\": [\n".write(toFile: path, atomically: true, encoding: .utf8)
        #expect {
            _ = try Baseline.load(path: path)
        } throws: {
            "\($0)" == "\(path) is not valid JSON (line 4, column 1: expected a value, but the file ends there (a cut-off file)); expected a summary.json or a baseline that frameprof wrote."
        }
    }
}
