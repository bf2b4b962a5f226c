import FrameProf
import Testing
@testable import StackLab

/// Cells in SwiftUI's spelling lay out by SwiftUI's rules: text in the font's size (text styles at the
/// Human Interface Guidelines' Dynamic Type sizes), line limits, truncation and fixed sizes; images by
/// their natural size, resizability and aspect ratio, symbols by the font; edge padding; text baselines
/// lined up in a horizontal stack. Expected sizes are worked out from the same rules by hand.
@Suite struct SwiftUILayoutTests {
    /// The size `content` takes for `proposal`, and the frames of its nodes of type `T` in tree order.
    private func lay<V: View, T>(_ proposal: ProposedSize, _ type: T.Type, @ViewBuilder _ content: @escaping () -> V) -> (size: Size, frames: [Rect]) {
        let graph = ViewGraph(screen: Size(width: 1000, height: 1000), content: content)
        graph.update()
        let size = graph.root.measure(proposal)
        graph.root.place(in: Rect(origin: .zero, size: size))
        return (size, nodes(of: type, in: graph).map { ($0 as! ViewNode).frame })
    }

    /// One line of DejaVu Sans at `points`: its width for `text` and its height, as TextNode reports them.
    private func line(_ text: String, points: Double, bold: Bool = false) -> Size {
        let metrics = bold ? FontMetrics.dejaVuSansBold : .dejaVuSans
        let width = text.unicodeScalars.reduce(0.0) { $0 + Double(metrics.advance(of: $1)) } / metrics.unitsPerEm * points
        return Size(width: width.rounded(.up), height: metrics.lineHeight(size: points).rounded(.up))
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

    @Test func imagesTakeTheirSizeOrFillByAspectRatio() {
        RecordingContext().run {
            LabAssets.register("avatar-test", size: CGSize(width: 200, height: 100))
            #expect(lay(ProposedSize(width: 50, height: 50), ImageNode.self) { Image("avatar-test") }.size == Size(width: 200, height: 100))
            #expect(lay(ProposedSize(width: 50, height: 50), ImageNode.self) { Image("avatar-test").resizable() }.size == Size(width: 50, height: 50))
            // fit: the largest 2:1 size inside 100 × 100; fill: the smallest covering it.
            #expect(lay(ProposedSize(width: 100, height: 100), ImageNode.self) { Image("avatar-test").resizable().scaledToFit() }.size == Size(width: 100, height: 50))
            #expect(lay(ProposedSize(width: 100, height: 100), ImageNode.self) { Image("avatar-test").resizable().scaledToFill() }.size == Size(width: 200, height: 100))
            #expect(lay(ProposedSize(width: 300, height: nil), ImageNode.self) { Image("avatar-test").resizable().aspectRatio(16 / 9, contentMode: .fit) }.size
                == Size(width: 300, height: 300 * 9 / 16))
            // A frame around a fitted image keeps the frame's size and centers the image.
            let framed = lay(.unspecified, ImageNode.self) { Image("avatar-test").resizable().scaledToFit().frame(width: 80, height: 80) }
            #expect(framed.size == Size(width: 80, height: 80) && framed.frames == [Rect(x: 0, y: 20, width: 80, height: 40)])
            // An unregistered asset takes the profile's typical icon (25 pt by default), never 0 × 0.
            #expect(lay(.unspecified, ImageNode.self) { Image("not-in-the-catalogue") }.size == Size(width: 25, height: 25))
            // A symbol takes the font's size: larger with a larger font and with a larger image scale.
            let body = lay(.unspecified, ImageNode.self) { Image(systemName: "heart") }.size
            let title = lay(.unspecified, ImageNode.self) { Image(systemName: "heart").font(.title) }.size
            let large = lay(.unspecified, ImageNode.self) { Image(systemName: "heart").imageScale(.large) }.size
            #expect(body == Size(width: (17 * 1.15).rounded(), height: 17) && title.height == 28 && large.height == (17 * 1.29).rounded())
        }
    }

    @Test func edgePaddingInsetsOnlyTheEdgesNamed() {
        RecordingContext().run {
            let horizontal = lay(ProposedSize(width: 200, height: 100), FillNode.self) { Color.red.padding(.horizontal, 8) }
            #expect(horizontal.size == Size(width: 200, height: 100) && horizontal.frames == [Rect(x: 8, y: 0, width: 184, height: 100)])
            let top = lay(ProposedSize(width: 200, height: 100), FillNode.self) { Color.red.padding(.top, 10) }
            #expect(top.frames == [Rect(x: 0, y: 10, width: 200, height: 90)])
            let all = lay(ProposedSize(width: 200, height: 100), FillNode.self) { Color.red.padding() }
            #expect(all.frames == [Rect(x: 16, y: 16, width: 168, height: 68)])
            let insets = lay(ProposedSize(width: 200, height: 100), FillNode.self) { Color.red.padding(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)) }
            #expect(insets.frames == [Rect(x: 2, y: 1, width: 194, height: 96)])
        }
    }

    @Test func aHorizontalStackLinesTextUpOnItsFirstBaseline() {
        RecordingContext().run {
            let large = ResolvedFont(pointSize: 34, metrics: .dejaVuSans), small = ResolvedFont(pointSize: 12, metrics: .dejaVuSans)
            let result = lay(.unspecified, TextNode.self) {
                HStack(alignment: .firstTextBaseline) {
                    Text("Title").font(.largeTitle)
                    Text("caption").font(.caption)
                }
            }
            // The caption sits lower by the difference of the ascents; the stack is the title's height.
            #expect(result.frames[1].minY - result.frames[0].minY == large.ascent - small.ascent)
            #expect(result.size.height == line("Title", points: 34).height)
            // Centered, the caption is centered on the title instead.
            let centered = lay(.unspecified, TextNode.self) {
                HStack { Text("Title").font(.largeTitle); Text("caption").font(.caption) }
            }
            #expect(centered.frames[1].minY == (line("Title", points: 34).height - line("caption", points: 12).height) / 2)
        }
    }

    @Test func stacksAlignByTheirGuidesAndControlsAddTheirStylesPadding() {
        RecordingContext().run {
            let leading = lay(ProposedSize(width: 300, height: nil), FillNode.self) {
                VStack(alignment: .leading) { Color.red.frame(width: 100, height: 10); Color.blue.frame(width: 50, height: 10) }
            }
            #expect(leading.frames.map(\.minX) == [0, 0])
            let trailing = lay(ProposedSize(width: 300, height: nil), FillNode.self) {
                VStack(alignment: .trailing) { Color.red.frame(width: 100, height: 10); Color.blue.frame(width: 50, height: 10) }
            }
            #expect(trailing.frames.map(\.minX) == [0, 50])
            let corner = lay(ProposedSize(width: 100, height: 100), FillNode.self) {
                ZStack(alignment: .bottomTrailing) { Color.red; Color.blue.frame(width: 10, height: 10) }
            }
            #expect(corner.frames[1] == Rect(x: 90, y: 90, width: 10, height: 10))
            // A plain button is its label; a bordered one adds 7 × 12 points around it.
            let label = line("Share", points: 17)
            #expect(lay(.unspecified, TextNode.self) { Button("Share") {} }.size == label)
            #expect(lay(.unspecified, TextNode.self) { Button("Share") {}.buttonStyle(.bordered) }.size == Size(width: label.width + 24, height: label.height + 14))
            // A label is its icon and title 8 points apart; a divider is a pixel thick.
            let labelled = lay(.unspecified, TextNode.self) { Label("Share", systemImage: "square.and.arrow.up") }.size
            #expect(labelled.width == (17 * 1.15).rounded() + 8 + label.width)
            #expect(lay(ProposedSize(width: 200, height: nil), DividerNode.self) { VStack { Divider() } }.frames[0].height == 1.0 / 3)
            // A horizontal scroll view shows its content's ideal width inside the width offered.
            let scroller = lay(ProposedSize(width: 100, height: nil), FillNode.self) {
                ScrollView(.horizontal) { HStack(spacing: 0) { ForEach(0..<5) { _ in Color.red.frame(width: 60, height: 20) } } }
            }
            #expect(scroller.size == Size(width: 100, height: 20) && scroller.frames.last?.minX == 240)
        }
    }
}
