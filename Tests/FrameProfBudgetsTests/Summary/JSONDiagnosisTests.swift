import Foundation
import Testing
@testable import FrameProfBudgets

/// A summary or baseline that is not JSON is reported with its line and column and what was expected,
/// where Foundation alone says only "the data is not in the correct format".
@Suite struct JSONDiagnosisTests {
    static func problem(_ text: String) -> String? { JSONDiagnosis.problem(in: Data(text.utf8)) }

    @Test func aCutFileSaysWhereItEnds() {
        #expect(Self.problem("{\"strategies\": {\"lazy\": {\"frames\": 3,\n") == "line 2, column 1: expected a quoted key, but the file ends there (a cut-off file)")
        #expect(Self.problem("{\"a\": [1, 2") == "line 1, column 12: the file ends inside a list (a cut-off file)")
        #expect(Self.problem("{\"a\": \"unterminated") == "line 1, column 7: the file ends inside this string (a cut-off file)")
    }

    @Test func numbersOutOfRangeAndStrayCharactersAreNamed() {
        #expect(Self.problem("{\"frames\": 1e999}") == "line 1, column 12: the number 1e999 is out of range")
        #expect(Self.problem("{\"a\": 1,\n \"b\" 2}") == "line 2, column 6: expected ':' after the key, found '2'")
        #expect(Self.problem("[1, 2] x") == "line 1, column 8: expected the end of the document, found 'x'")
        #expect(Self.problem(String(repeating: "[", count: 600)) == "line 1, column 513: nesting deeper than 512 levels")
    }

    @Test func invalidUTF8AndValidJSON() {
        #expect(JSONDiagnosis.problem(in: Data([123, 34, 97, 34, 58, 34, 0xFF, 34, 125])) == "line 1, column 7: a byte that is not UTF-8; save the file as UTF-8")
        #expect(Self.problem("{\"a\": [1, -2.5e3, true, null, {\"b\": \"\\\"\"}]}") == nil)
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
