import Testing
@testable import FrameProfLabSetup

/// Braces inside strings, comments and interpolations never count, and every token knows its line and
/// where it starts and ends.
@Suite("Swift tokens")
struct TokenizerTests {
    @Test("strings with interpolations, raw and multi-line strings are one token each")
    func stringsAreWhole() {
        let tokens = SwiftTokenizer.tokens(of: #"""
            let a = "x \(f("}")) y"
            let b = #"raw "quoted" \(not) }"#
            let c = """
                { multi
                """
            """#)
        let strings = tokens.filter { $0.kind == .string }.map(\.text)
        #expect(strings.count == 3)
        #expect(strings[0] == #""x \(f("}")) y""#)
        #expect(strings[1].hasPrefix("#\"raw"))
        #expect(!tokens.contains { $0.isPunctuation("{") || $0.isPunctuation("}") })
    }

    @Test("nested block comments and line comments are dropped")
    func comments() {
        let tokens = SwiftTokenizer.tokens(of: "/* a /* b */ { */ let x = 1 // }\nvar y")
        #expect(tokens.map(\.text) == ["let", "x", "=", "1", "var", "y"])
        #expect(tokens[4].followsNewline && tokens[4].line == 2)
    }

    @Test("arrows, optionals and generic brackets come apart as types need them")
    func punctuation() {
        let tokens = SwiftTokenizer.tokens(of: "let f: ([Set<Int>]?) -> Void = { }")
        #expect(tokens.map(\.text) == ["let", "f", ":", "(", "[", "Set", "<", "Int", ">", "]", "?", ")", "->", "Void", "=", "{", "}"])
    }

    @Test("attributes keep their dotted names, and a token's range is where it is")
    func attributes() {
        let source = "@DecodableDefault.False var on: Bool"
        let tokens = SwiftTokenizer.tokens(of: source)
        #expect(tokens[0].kind == .attribute && tokens[0].text == "@DecodableDefault.False")
        #expect(Array(source.utf8)[tokens[1].range].count == 3)
    }
}
