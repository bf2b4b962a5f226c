import Foundation
import Testing
@testable import StackLab
@testable import StackLabContent
@_spi(Nodes) @testable import StackLabCore

/// Attributed strings and markdown: parsed with CommonMark's delimiter rules, laid out with their styles
/// (sizes worked out from the DejaVu Sans advance tables at 17 pt).
@Suite struct MarkdownTests: TextEntryHarness {
    @Test func attributedStringsAndMarkdown() throws {
        var string = AttributedString("Attributed")
        string.font = .headline
        string.foregroundColor = .red
        string.backgroundColor = .yellow
        string.kern = 1
        string.tracking = 1
        string.baselineOffset = 2
        string.underlineStyle = .single
        string.strikethroughStyle = Text.LineStyle(pattern: .dash, color: .blue)
        let container = AttributeContainer().font(.caption)
        #expect(container.font == .caption)
        #expect(AttributeScopes.SwiftUIAttributes.FontAttribute.name == "SwiftUI.Font")
        let markdown = try AttributedString(markdown: "**bold** *italic* `code` ~~gone~~ [link](https://example.com)")
        let data = try AttributedString(markdown: Data("plain".utf8), options: .init(interpretedSyntax: .inlineOnlyPreservingWhitespace), baseURL: nil)
        let scoped = try AttributedString(markdown: "_x_", including: \.swiftUI, options: AttributedString.MarkdownParsingOptions(allowsExtendedAttributes: true, interpretedSyntax: .full, failurePolicy: .returnPartiallyParsedIfPossible, languageCode: "en"))
        #expect(String(markdown.characters) == "bold italic code gone link")
        #expect(String(data.characters) == "plain" && String(scoped.characters) == "x")
        layOut([AnyView(Text(string)), AnyView(Text(markdown))])
    }

    /// A localized key's inline markdown is laid out as SwiftUI lays it out: "**Bold** text" shows "Bold"
    /// in bold (B 1561 + o 1407 + l 702 + d 1466 = 5136 units of DejaVu Sans Bold = 42.63 pt) and " text"
    /// regular (4729 units = 39.25 pt): 81.89 pt; verbatim, the asterisks are characters (110.83 pt).
    @Test func markdownInALocalizedKeyIsLaidOutWithItsStyles() {
        #expect(layout(.unspecified) { Text("**Bold** text") }.size.width == 82)
        #expect(layout(.unspecified) { Text(verbatim: "**Bold** text") }.size.width == 111)
        // Joined texts keep each run's font: the same widths.
        #expect(layout(.unspecified) { Text("Bold").bold() + Text(" text") }.size.width == 82)
        // An interpolated string is not markdown: "Hi *x*" is 49.97 pt, "Hi x" 32.97 pt.
        let emphasis = "*x*"
        #expect(layout(.unspecified) { Text("Hi \(emphasis)") }.size.width == 50)
        #expect(layout(.unspecified) { Text("Hi *x*") }.size.width == 33)
    }

    @Test func inlineMarkdownFollowsCommonMarksDelimiterRules() {
        func spans(_ s: String) -> [String] {
            InlineMarkdown.parse(s).map { span in
                let s = span.style
                return (s.strong ? "B" : "") + (s.emphasized ? "I" : "") + (s.code ? "C" : "") + (s.strikethrough ? "S" : "")
                    + (s.link != nil ? "L" : "") + ":" + span.text
            }
        }
        #expect(spans("**bold** and *it*") == ["B:bold", ": and ", "I:it"])
        #expect(spans("snake_case_name") == [":snake_case_name"])
        #expect(spans("***both***") == ["BI:both"])
        #expect(spans("`a *b*` c") == ["C:a *b*", ": c"])
        #expect(spans("\\*not\\*") == [":*not*"])
        #expect(spans("[docs](https://example.com) ~~old~~") == ["L:docs", ": ", "S:old"])
        #expect(spans("2 * 3 * 4") == [":2 * 3 * 4"])
        #expect(spans("**unclosed") == [":**unclosed"])
    }

    /// `Text.monospaced()` measures with DejaVu Sans Mono in the environment's font, and code spans in
    /// markdown do too: "run " regular (33.94 pt) and "ls" in Mono (20.47 pt).
    @Test func codeIsMonospaced() {
        #expect(layout(.unspecified) { Text("run `ls`") }.size.width == 55)
    }
}
