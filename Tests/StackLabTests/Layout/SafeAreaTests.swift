import FrameProf
import Foundation
import Testing
@testable import StackLab
@testable import StackLabContent
@_spi(Nodes) @testable import StackLabCore

/// Safe-area modifiers: `safeAreaInset` puts its content against the edge and lays the view out in what is
/// left; padding and ignoring the safe area.
@Suite struct SafeAreaTests: BoxLayoutHarness {
    static let insetEdges: [(String, Rect, Rect)] = [
        // Bottom: the 100 × 20 inset centered at the bottom, the colour in the 280 above.
        ("bottom", Rect(x: 0, y: 0, width: 300, height: 280), Rect(x: 100, y: 280, width: 100, height: 20)),
        ("top", Rect(x: 0, y: 20, width: 300, height: 280), Rect(x: 100, y: 0, width: 100, height: 20)),
        // Leading and trailing: a 20 × 100 inset, vertically centered.
        ("leading", Rect(x: 20, y: 0, width: 280, height: 300), Rect(x: 0, y: 100, width: 20, height: 100)),
        ("trailing", Rect(x: 0, y: 0, width: 280, height: 300), Rect(x: 280, y: 100, width: 20, height: 100)),
    ]

    @Test func safeAreaModifiers() {
        let base = Self.box(100, 50)
        var cases: [(AnyView, Size)] = []
        // The inset (10 tall) and 4 of spacing below the content.
        cases.append((AnyView(base.safeAreaInset(edge: VerticalEdge.bottom, alignment: .center, spacing: 4) { Self.box(20, 10) }), Size(width: 100, height: 64)))
        cases.append((AnyView(base.safeAreaInset(edge: HorizontalEdge.leading, alignment: .top) { Self.box(20, 10) }), Size(width: 120, height: 50)))
        cases.append((AnyView(base.safeAreaPadding(EdgeInsets(top: 1, leading: 1, bottom: 1, trailing: 1))), Size(width: 102, height: 52)))
        cases.append((AnyView(base.safeAreaPadding(.vertical, 5)), Size(width: 100, height: 60)))
        cases.append((AnyView(base.safeAreaPadding(3)), Size(width: 106, height: 56)))
        cases.append((AnyView(base.ignoresSafeArea()), Size(width: 100, height: 50)))
        cases.append((AnyView(base.ignoresSafeArea(.keyboard, edges: .bottom)), Size(width: 100, height: 50)))
        cases.append((AnyView(base.edgesIgnoringSafeArea(.all)), Size(width: 100, height: 50)))
        check(cases)
    }

    /// `safeAreaInset` puts its content against the edge and lays the view out in what is left.
    @Test(arguments: insetEdges)
    func safeAreaInsetShrinksTheSafeAreaAndPlacesItsContent(edge: String, content: Rect, inset: Rect) {
        RecordingContext().run {
            let result = layout(ProposedSize(width: 300, height: 300)) {
                switch edge {
                case "bottom": AnyView(Color.red.safeAreaInset(edge: .bottom, spacing: 0) { Self.box(100, 20) })
                case "top": AnyView(Color.red.safeAreaInset(edge: .top) { Self.box(100, 20) })
                case "leading": AnyView(Color.red.safeAreaInset(edge: .leading) { Self.box(20, 100) })
                default: AnyView(Color.red.safeAreaInset(edge: .trailing, alignment: .center, spacing: 0) { Self.box(20, 100) })
                }
            }
            #expect(result.size == Size(width: 300, height: 300))
            #expect(result.fills == [content, inset])
        }
    }

    /// With spacing, the content ends `spacing` before the inset.
    @Test func safeAreaInsetSpacingSeparatesTheContentFromTheInset() {
        RecordingContext().run {
            let result = layout(ProposedSize(width: 300, height: 300)) {
                Color.red.safeAreaInset(edge: .bottom, alignment: .leading, spacing: 10) { Self.box(100, 20) }
            }
            #expect(result.fills == [Rect(x: 0, y: 0, width: 300, height: 270), Rect(x: 0, y: 280, width: 100, height: 20)])
        }
    }
}
