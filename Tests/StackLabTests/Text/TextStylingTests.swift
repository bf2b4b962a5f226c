import Foundation
import Testing
@testable import StackLab
@testable import StackLabContent
@_spi(Nodes) @testable import StackLabCore

/// Kerning, tracking and baseline offsets, with sizes worked out by hand from the shipped DejaVu Sans
/// advance tables at 17 pt: a line is (1901 + 483) / 2048 × 17 = 19.79 pt, a width the sum of the
/// characters' advances × 17 / 2048, and a text's size is rounded up to whole points.
@Suite struct TextStylingTests {
    /// Kerning and tracking add their points after every character: 43.09 + 5 × 2 = 53.09 pt. A run
    /// with both takes the tracking (Foundation's rule for attributed strings), and a view's kerning
    /// reaches the text inside it.
    @Test func kerningAndTrackingWidenEveryAdvance() {
        #expect(layout(.unspecified) { Text("Hello").kerning(2) }.size.width == 54)
        #expect(layout(.unspecified) { Text("Hello").tracking(2) }.size.width == 54)
        #expect(layout(.unspecified) { Text("Hello").kerning(5).tracking(2) }.size.width == 54)
        #expect(layout(.unspecified) { VStack { Text("Hello") }.kerning(2) }.size.width == 54)
        #expect(layout(.unspecified) { Text("Hello").kerning(0) }.size.width == 44)
        // A run's own setting wins over the enclosing view's, and tracking over kerning whichever of
        // the two sets it.
        #expect(layout(.unspecified) { VStack { Text("Hello").kerning(0) }.kerning(5) }.size.width == 44)
        #expect(layout(.unspecified) { VStack { Text("Hello").kerning(5) }.tracking(2) }.size.width == 54)
        #expect(layout(.unspecified) { VStack { Text("Hello").tracking(2) }.kerning(5) }.size.width == 54)
    }

    /// Kerning widens lines, so a text breaks earlier: at 50 pt "Hello world" (95.3 pt) takes two lines
    /// either way, but "Hello" alone (53.09 pt kerned) no longer fits and breaks between characters.
    @Test func kernedTextBreaksAtItsKernedWidth() {
        let plain = layout(ProposedSize(width: 50, height: nil)) { Text("Hello") }
        let kerned = layout(ProposedSize(width: 50, height: nil)) { Text("Hello").kerning(2) }
        #expect(plain.size.height == 20)
        #expect(kerned.size.height == 40)
    }

    /// A raised baseline makes the line taller by the offset: 19.79 + 5 = 24.79 pt.
    @Test func baselineOffsetMakesTheLineTaller() {
        #expect(layout(.unspecified) { Text("Hello").baselineOffset(5) }.size.height == 25)
        #expect(layout(.unspecified) { Text("Hello").baselineOffset(-5) }.size.height == 25)
        #expect(layout(.unspecified) { VStack { Text("Hello") }.baselineOffset(5) }.size.height == 25)
        #expect(layout(.unspecified) { VStack { Text("Hello").baselineOffset(0) }.baselineOffset(5) }.size.height == 20)
    }
}
