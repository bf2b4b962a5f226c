import Testing
@testable import StackLab
@testable import StackLabContent
@_spi(Nodes) @testable import StackLabCore

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

    /// Measuring walks words and drawing walks characters; a text measured one way and drawn the
    /// other must agree to the bit, or a row's height would differ from the lines it shows.
    @Test func measuringByWordsAgreesWithTheDrawnLines() {
        let breaker = LineBreaker(metrics: .dejaVuSans, fontSize: 15)
        var random = SeededGenerator(seed: 22)
        let pieces: [String] = ["a", "frame", "W", "budget", "iiii", " ", "  ", "hitch-layout", "é", "☃", "mmmmmmmmmmmm"]
        var compared = 0
        for _ in 0..<400 {
            let string = (0..<Int.random(in: 0...9, using: &random)).map { _ in pieces.randomElement(using: &random)! }.joined()
            let scalars = Array(string.unicodeScalars)
            let words = breaker.words(of: scalars)
            #expect(words != nil)
            for width in [nil, 0, 3, 9.5, 21, 40, 64.25, 120, 500, .infinity] as [Double?] {
                let lines = breaker.lines(of: scalars, width: width)
                let expected = LineBreaker.Extent(count: lines.count, widest: lines.reduce(0.0) { max($0, $1.width) })
                let measured = breaker.extent(of: scalars, words: words, width: width)
                #expect(measured == expected, "\(string.debugDescription) at width \(String(describing: width))")
                compared += 1
            }
        }
        #expect(compared == 4000)
        #expect(breaker.words(of: Array("a\nb".unicodeScalars)) == nil)
    }
}
