import Testing
@testable import StackLab

/// Expected line breaks and widths were computed independently from the shipped DejaVu Sans advance
/// table (17 pt, 2048 units per em; one line is (1901 + 483) / 2048 × 17 = 19.79 pt).
@Suite struct TextLayoutTests {
    let text = "frame budget hitch layout"

    private func lines(_ string: String, width: Double?) -> [String] {
        let scalars = Array(string.unicodeScalars)
        return LineBreaker(metrics: .dejaVuSans, fontSize: 17).lines(of: scalars, width: width).map {
            String(String.UnicodeScalarView(scalars[$0.start..<$0.end]))
        }
    }

    @Test func idealSizeIsOneLine() {
        #expect(lines(text, width: nil) == [text])
        let result = layout(.unspecified) { Text("frame budget hitch layout") }
        #expect(result.size == Size(width: 223, height: 20))
    }

    @Test(arguments: [
        (200.0, ["frame budget hitch", "layout"], Size(width: 164, height: 40)),
        (120.0, ["frame budget", "hitch layout"], Size(width: 117, height: 40)),
        (61.0, ["frame", "budget", "hitch", "layout"], Size(width: 61, height: 80)),
    ])
    func wrapsGreedilyAtTheProposedWidth(width: Double, expected: [String], size: Size) {
        #expect(lines(text, width: width) == expected)
        let measured = layout(ProposedSize(width: width, height: nil)) { Text("frame budget hitch layout") }
        #expect(measured.size == size)
    }

    @Test func breaksAWordWiderThanTheLineBetweenCharacters() {
        #expect(lines("frame", width: 30) == ["fra", "me"])
        #expect(lines("frame", width: 0) == ["f", "r", "a", "m", "e"])
    }

    @Test func newlinesAlwaysBreak() {
        #expect(lines("a\nb c", width: nil) == ["a", "b c"])
    }
}
