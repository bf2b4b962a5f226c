import Testing
import FrameProfJSON

/// A data file a person wrote is read with the line and column of every value, and a mistake is
/// reported at its character with what was expected there.
@Suite struct JSONDocumentTests {
    private func parse(_ text: String) throws(JSONSyntaxError) -> JSONDocument {
        try JSONDocument(bytes: Array(text.utf8))
    }

    private func error(_ text: String) -> JSONSyntaxError? {
        do {
            _ = try parse(text)
            return nil
        } catch {
            return error
        }
    }

    @Test func valuesCarryTheirLineAndColumn() throws {
        let document = try parse("""
            [
              {"title": "Hello", "width": 1080},
              {"title": "Wide",
               "size": {"width": -2.5e3, "ok": true, "gone": null}}
            ]
            """)
        #expect(document.node(at: []).position == JSONPosition(line: 1, column: 1))
        #expect(document.node(at: [.index(0), .key("width")]).position == JSONPosition(line: 2, column: 31))
        let width = document.node(at: [.index(1), .key("size"), .key("width")])
        #expect(width.position == JSONPosition(line: 4, column: 22))
        guard case let .number(text) = width.value else { Issue.record("width is not a number"); return }
        #expect(text == "-2.5e3")
        #expect(document.node(at: [.index(1), .key("size"), .key("ok")]).kind == "a boolean")
        #expect(document.node(at: [.index(1), .key("size"), .key("gone")]).kind == "null")
        // A path that leaves the file ends at the deepest node on the way: the message points there.
        #expect(document.node(at: [.index(1), .key("author"), .key("name")]).position == JSONPosition(line: 3, column: 3))
        #expect(document.node(at: [.index(7)]).position == JSONPosition(line: 1, column: 1))
    }

    @Test func columnsCountCharactersNotBytes() throws {
        let document = try parse(#"{"name": "Spärck Jones", "n": 1}"#)
        // "ä" is two bytes of UTF-8 but one column.
        #expect(document.node(at: [.key("n")]).position == JSONPosition(line: 1, column: 31))
        let escaped = try parse(#"["a\"b\\c\u00e9\n", 2]"#)
        guard case let .string(text) = escaped.node(at: [.index(0)]).value else { Issue.record("not a string"); return }
        #expect(text == "a\"b\\cé\n")
        #expect(escaped.node(at: [.index(1)]).position == JSONPosition(line: 1, column: 21))
    }

    @Test func syntaxErrorsSayWhereAndWhat() {
        let missingComma = error("""
            [
              {"title": "Hello" "width": 3}
            ]
            """)
        #expect(missingComma?.position == JSONPosition(line: 2, column: 21))
        #expect(missingComma?.message == "expected ',' or '}' after a member, found '\"'")
        #expect(error(#"{"a": [1, 2,]}"#)?.description == "line 1, column 13: expected a value, found ']'")
        #expect(error(#"{"a": 01}"#)?.description == "line 1, column 7: a number with a leading zero; write 1, not 01")
        #expect(error(#"{"a": tru}"#)?.message == "expected a value, found 't'")
        #expect(error(#"{a: 1}"#)?.message == "expected a member name in quotes, found 'a'")
        #expect(error(#"{"a" 1}"#)?.message == "expected ':' after the member name \"a\", found '1'")
        #expect(error("[1, 2")?.message == "expected ',' or ']' after an element, but the file ends there (a cut-off file)")
        #expect(error("\"line\nbreak\"")?.message == "expected the string to end with '\"' before the line does, found a control character")
        #expect(error(#"["\q"]"#)?.message.hasPrefix("expected an escape") == true)
        #expect(error(#"["\u12"]"#)?.message == "expected four hexadecimal digits after '\\u'")
        #expect(error("1.")?.message == "expected a digit after the decimal point, but the file ends there (a cut-off file)")
        #expect(error("[1] [2]")?.description == "line 1, column 5: expected the end of the document after its value, found '['")
        #expect(error("")?.message == "expected a value, but the file ends there (a cut-off file)")
    }

    @Test func aByteThatIsNotUTF8IsFoundWhereItIs() {
        let bytes: [UInt8] = Array("[\n \"é\",\n \"".utf8) + [0xC3, 0x28] + Array("\"]".utf8)
        do {
            _ = try JSONDocument(bytes: bytes)
            Issue.record("invalid UTF-8 was accepted")
        } catch {
            #expect(error.position == JSONPosition(line: 3, column: 3))
            #expect(error.message == "a byte that is not UTF-8; save the file as UTF-8")
        }
        // A byte-order mark is allowed and not counted.
        #expect((try? JSONDocument(bytes: [0xEF, 0xBB, 0xBF] + Array("[1]".utf8)))?.node(at: [.index(0)]).position == JSONPosition(line: 1, column: 2))
    }

    @Test func deepNestingIsRefusedNotACrash() {
        let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        #expect(error(deep)?.message == "nesting deeper than \(JSONDocument.maxDepth) levels")
        let fine = String(repeating: "[", count: 500) + String(repeating: "]", count: 500)
        #expect(error(fine) == nil)
    }

    @Test func pathsReadAsTheyAreWritten() {
        #expect(JSONPathComponent.text([.index(3), .key("author"), .key("name")]) == "[3].author.name")
        #expect(JSONPathComponent.text([.key("posts"), .index(0)]) == "posts[0]")
        #expect(JSONPathComponent.text([]) == "")
    }
}
