import FrameProf
import Foundation
import Testing
@testable import StackLab
@testable import StackLabContent
@_spi(Nodes) @testable import StackLabCore

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

/// Text case, line spacing and line limits lay text out as a phone does, with sizes worked out by hand
/// from the shipped DejaVu Sans advance tables at 17 pt (a line is 19.79 pt, rounded up to 20).
@Suite struct LineModifiersTests: NodeLayoutHarness {
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

    @Test func lineLimitsTruncateAndFixedSizeKeepsOneLine() {
        RecordingContext().run {
            let words = "layout frame budget scroll estimate commit render placement cache hitch"
            let one = line("x", points: 17).height
            let wrapped = lay(ProposedSize(width: 120, height: nil), TextNode.self) { Text(words) }.size
            #expect(wrapped.height > 3 * one && wrapped.width <= 120)
            // Two lines at most; the truncated second line runs to the edge it was cut at.
            let limited = lay(ProposedSize(width: 120, height: nil), TextNode.self) { Text(words).lineLimit(2) }.size
            #expect(limited.height == (2 * FontMetrics.dejaVuSans.lineHeight(size: 17)).rounded(.up) && limited.width <= 120)
            // fixedSize proposes nothing: the text takes its one ideal line, wider than the offer.
            let fixed = lay(ProposedSize(width: 120, height: nil), TextNode.self) { Text(words).fixedSize() }.size
            #expect(fixed == line(words, points: 17))
            // minimumScaleFactor shrinks a one-line text to fit before truncating it.
            let ideal = line(words, points: 17)
            let scaled = lay(ProposedSize(width: ideal.width / 2, height: nil), TextNode.self) { Text(words).lineLimit(1).minimumScaleFactor(0.5) }.size
            #expect(scaled.width <= ideal.width / 2 + 1 && scaled.height < ideal.height)
        }
    }
}
