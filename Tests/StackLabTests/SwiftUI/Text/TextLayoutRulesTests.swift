import Foundation
import Testing
@testable import StackLab

/// The text family's layout rules, with sizes worked out by hand from the shipped DejaVu Sans advance
/// tables at 17 pt (body at the default Dynamic Type size): a line is (1901 + 483) / 2048 × 17 = 19.79 pt,
/// a width is the sum of the characters' advances × 17 / 2048, and a text's size is rounded up to whole
/// points.
@Suite struct TextLayoutRulesTests {
    /// "Hello" is H 1540 + e 1260 + l 569 + l 569 + o 1253 = 5191 units = 43.09 pt; "HELLO" is
    /// 1540 + 1294 + 1141 + 1141 + 1612 = 6728 units = 55.85 pt; "hello" is 4949 units = 41.08 pt. A phone lays a text with `textCase` out in that case.
    @Test(arguments: [
        (Text.Case?.none, 44.0),
        (Text.Case.uppercase, 56.0),
        (Text.Case.lowercase, 42.0),
    ])
    func textCaseLaysTheTextOutInItsCase(textCase: Text.Case?, width: Double) {
        let result = layout(.unspecified) { Text("Hello").textCase(textCase) }
        #expect(result.size == Size(width: width, height: 20))
    }

    /// Kerning and tracking add their points after every character: 43.09 + 5 × 2 = 53.09 pt. A run
    /// with both takes the tracking (Foundation's rule for attributed strings), and a view's kerning
    /// reaches the text inside it.
    @Test func kerningAndTrackingWidenEveryAdvance() {
        #expect(layout(.unspecified) { Text("Hello").kerning(2) }.size.width == 54)
        #expect(layout(.unspecified) { Text("Hello").tracking(2) }.size.width == 54)
        #expect(layout(.unspecified) { Text("Hello").kerning(5).tracking(2) }.size.width == 54)
        #expect(layout(.unspecified) { VStack { Text("Hello") }.kerning(2) }.size.width == 54)
        #expect(layout(.unspecified) { Text("Hello").kerning(0) }.size.width == 44)
    }

    /// Kerning widens lines, so a text breaks earlier: at 50 pt "Hello world" (95.3 pt) takes two lines
    /// either way, but "Hello" alone (53.09 pt kerned) no longer fits and breaks between characters.
    @Test func kernedTextBreaksAtItsKernedWidth() {
        let plain = layout(ProposedSize(width: 50, height: nil)) { Text("Hello") }
        let kerned = layout(ProposedSize(width: 50, height: nil)) { Text("Hello").kerning(2) }
        #expect(plain.size.height == 20)
        #expect(kerned.size.height == 40)
    }

    /// Line spacing goes between lines, as TextKit adds a paragraph's `lineSpacing` between line
    /// fragments: "frame budget hitch layout" at 61 pt is four lines, 4 × 19.79 + 3 × 10 = 109.16 pt.
    @Test func lineSpacingGoesBetweenLines() {
        let spaced = layout(ProposedSize(width: 61, height: nil)) { Text("frame budget hitch layout").lineSpacing(10) }
        #expect(spaced.size == Size(width: 61, height: 110))
        let single = layout(.unspecified) { Text("Hello").lineSpacing(10) }
        #expect(single.size.height == 20)
    }

    /// Line limits with ranges and reserved space (SwiftUI's documentation: a text with fewer lines than
    /// a range's lower bound, or than a limit that reserves space, takes that many lines' height). The
    /// four-line text at 61 pt, and "Hi" (H 1540 + i 569 = 2109 units = 17.51 pt) on one line.
    @Test(arguments: [
        ("frame budget hitch layout", LineLimitCase.from(2), 80.0),
        ("frame budget hitch layout", LineLimitCase.through(2), 40.0),
        ("frame budget hitch layout", LineLimitCase.closed(1, 3), 60.0),
        ("Hi", LineLimitCase.closed(2, 4), 40.0),
        ("Hi", LineLimitCase.reserving(3, true), 60.0),
        ("Hi", LineLimitCase.reserving(3, false), 20.0),
        ("Hi", LineLimitCase.from(2), 40.0),
    ])
    func lineLimitRangesAndReservedSpace(text: String, limit: LineLimitCase, height: Double) {
        let result = layout(ProposedSize(width: 61, height: nil)) { limit.apply(to: Text(text)) }
        #expect(result.size.height == height)
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

    /// A raised baseline makes the line taller by the offset: 19.79 + 5 = 24.79 pt.
    @Test func baselineOffsetMakesTheLineTaller() {
        #expect(layout(.unspecified) { Text("Hello").baselineOffset(5) }.size.height == 25)
        #expect(layout(.unspecified) { Text("Hello").baselineOffset(-5) }.size.height == 25)
    }

    /// A Dynamic Type range clamps the environment's size: body is 23 pt at xxxLarge (a 26.77 pt line)
    /// and 17 pt at large (Human Interface Guidelines, Typography).
    @Test func aDynamicTypeRangeClampsTheSize() {
        let clamped = layout(.unspecified) { VStack { Text("Hello") }.dynamicTypeSize(...DynamicTypeSize.large).dynamicTypeSize(.xxxLarge) }
        let unclamped = layout(.unspecified) { VStack { Text("Hello") }.dynamicTypeSize(.xxxLarge) }
        #expect(clamped.size.height == 20)
        #expect(unclamped.size.height == 27)
    }

    /// An inline image is as wide as a symbol at the font's size, 1.15 × 17 = 19.55 pt (as `Image`
    /// sizes one): "a " is 1906 units = 15.82 pt, 35.37 pt in all.
    @Test func anInlineImageIsASymbolWide() {
        #expect(layout(.unspecified) { Text("a \(Image(systemName: "star"))") }.size.width == 36)
    }

    /// `Text.monospaced()` measures with DejaVu Sans Mono in the environment's font, and code spans in
    /// markdown do too: "run " regular (33.94 pt) and "ls" in Mono (20.47 pt).
    @Test func codeIsMonospaced() {
        #expect(layout(.unspecified) { Text("run `ls`") }.size.width == 55)
    }
}

/// A line limit modifier, for parameterised tests.
enum LineLimitCase: Sendable, CustomTestStringConvertible {
    case from(Int)
    case through(Int)
    case closed(Int, Int)
    case reserving(Int, Bool)

    func apply(to text: Text) -> AnyView {
        switch self {
        case let .from(n): AnyView(text.lineLimit(n...))
        case let .through(n): AnyView(text.lineLimit(...n))
        case let .closed(a, b): AnyView(text.lineLimit(a...b))
        case let .reserving(n, reserves): AnyView(text.lineLimit(n, reservesSpace: reserves))
        }
    }

    var testDescription: String {
        switch self {
        case let .from(n): "\(n)..."
        case let .through(n): "...\(n)"
        case let .closed(a, b): "\(a)...\(b)"
        case let .reserving(n, reserves): "\(n), reservesSpace: \(reserves)"
        }
    }
}
