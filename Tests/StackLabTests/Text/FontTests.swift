import FrameProf
import Foundation
import Testing
@testable import StackLab
@testable import StackLabContent
@_spi(Nodes) @testable import StackLabCore

/// Every font and its members; text styles take the Human Interface Guidelines' Dynamic Type sizes, and a
/// Dynamic Type range clamps them.
@Suite struct FontTests: TextEntryHarness, NodeLayoutHarness {
    @Test func fonts() {
        var fonts: [Font] = [.largeTitle, .title, .title2, .title3, .headline, .subheadline, .body, .callout, .footnote, .caption, .caption2]
        fonts.append(.system(.body, design: .rounded, weight: .medium))
        fonts.append(.system(.caption, design: .monospaced))
        fonts.append(.system(size: 13, weight: .light, design: .serif))
        fonts.append(.system(size: 13))
        fonts.append(.custom("Avenir", size: 16))
        fonts.append(.custom("Avenir", size: 16, relativeTo: .headline))
        fonts.append(.custom("Avenir", fixedSize: 16))
        let body = Font.body
        fonts += [body.italic(), body.smallCaps(), body.lowercaseSmallCaps(), body.uppercaseSmallCaps(), body.monospacedDigit()]
        fonts += [body.weight(.black), body.width(.compressed), body.width(Font.Width(0.1)), body.bold(), body.monospaced()]
        fonts += [body.leading(.tight), body.leading(.loose), body.leading(.standard)]
        let weights: [Font.Weight] = [.ultraLight, .thin, .light, .regular, .medium, .semibold, .bold, .heavy, .black]
        let widths: [Font.Width] = [.compressed, .condensed, .standard, .expanded]
        let designs: [Font.Design] = [.default, .serif, .rounded, .monospaced]
        #expect(Set(weights).count == 9 && Set(widths).count == 4 && Set(designs).count == 4)
        #expect(Font.TextStyle.allCases.count == 11)
        var views: [AnyView] = []
        for font in fonts { views.append(AnyView(Text("Font").font(font))) }
        layOut(views)
    }

    @Test func textStylesTakeTheirDynamicTypeSizes() {
        RecordingContext().run {
            #expect(lay(.unspecified, TextNode.self) { Text("Feed") }.size == line("Feed", points: 17))
            #expect(lay(.unspecified, TextNode.self) { Text("Feed").font(.title) }.size == line("Feed", points: 28))
            #expect(lay(.unspecified, TextNode.self) { Text("Feed").font(.caption2) }.size == line("Feed", points: 11))
            // Headline is semibold: measured with the bold face, wider than body at the same size.
            let headline = lay(.unspecified, TextNode.self) { Text("Feed").font(.headline) }.size
            #expect(headline == line("Feed", points: 17, bold: true) && headline.width > line("Feed", points: 17).width)
            // The environment's font reaches text below; the text's own wins; Dynamic Type scales styles
            // but not fixed sizes.
            #expect(lay(.unspecified, TextNode.self) { VStack { Text("Feed") }.font(.footnote) }.size == line("Feed", points: 13))
            #expect(lay(.unspecified, TextNode.self) { VStack { Text("Feed").font(.largeTitle) }.font(.footnote) }.size == line("Feed", points: 34))
            #expect(lay(.unspecified, TextNode.self) { Text("Feed").dynamicTypeSize(.accessibility1) }.size == line("Feed", points: 28))
            #expect(lay(.unspecified, TextNode.self) { Text("Feed").font(.system(size: 20)).dynamicTypeSize(.xxxLarge) }.size == line("Feed", points: 20))
            #expect(lay(.unspecified, TextNode.self) { Text("Feed").font(.custom("Brand", size: 17)).dynamicTypeSize(.xxxLarge) }.size == line("Feed", points: 23))
            // bold() and fontWeight pick the bold face.
            #expect(lay(.unspecified, TextNode.self) { Text("Feed").bold() }.size == line("Feed", points: 17, bold: true))
            #expect(lay(.unspecified, TextNode.self) { Text("Feed").fontWeight(.heavy) }.size == line("Feed", points: 17, bold: true))
        }
    }

    /// A Dynamic Type range clamps the environment's size: body is 23 pt at xxxLarge (a 26.77 pt line)
    /// and 17 pt at large (Human Interface Guidelines, Typography).
    @Test func aDynamicTypeRangeClampsTheSize() {
        let clamped = layout(.unspecified) { VStack { Text("Hello") }.dynamicTypeSize(...DynamicTypeSize.large).dynamicTypeSize(.xxxLarge) }
        let unclamped = layout(.unspecified) { VStack { Text("Hello") }.dynamicTypeSize(.xxxLarge) }
        #expect(clamped.size.height == 20)
        #expect(unclamped.size.height == 27)
    }
}
