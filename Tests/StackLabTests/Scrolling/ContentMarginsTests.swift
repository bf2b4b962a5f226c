import FrameProf
import Testing
@testable import StackLab
@testable import StackLabContent
@_spi(Nodes) @testable import StackLabCore

/// Content margins inset a scroll view's content, and replace an inset list's margins.
@Suite struct ContentMarginsTests: ScreenLayoutHarness {
    enum Margins: String, CaseIterable, Sendable { case horizontal, all, insets, indicatorsOnly }

    /// Content margins lay a scroll view's content out inside them: the content is proposed the width
    /// less the horizontal margins, and the content's height grows by the vertical ones.
    @Test(arguments: Margins.allCases)
    func contentMarginsInsetAScrollViewsContent(_ margins: Margins) {
        RecordingContext().run {
            nonisolated struct Screen: View {
                let margins: Margins
                var body: some View {
                    let scroll = ScrollView { Color.red.frame(height: 100) }
                    switch margins {
                    case .horizontal: scroll.contentMargins(.horizontal, 20)
                    case .all: scroll.contentMargins(10)
                    case .insets: scroll.contentMargins(.all, EdgeInsets(top: 5, leading: 6, bottom: 7, trailing: 8), for: .scrollContent)
                    case .indicatorsOnly: scroll.contentMargins(30, for: .scrollIndicators)
                    }
                }
            }
            let graph = screen { Screen(margins: margins) }
            let fill = nodes(of: FillNode.self, in: graph)[0].frame
            let (expected, height): (Rect, Double) = switch margins {
            case .horizontal: (Rect(x: 20, y: 0, width: 350, height: 100), 100)
            case .all: (Rect(x: 10, y: 10, width: 370, height: 100), 120)
            case .insets: (Rect(x: 6, y: 5, width: 376, height: 100), 112)
            case .indicatorsOnly: (Rect(x: 0, y: 0, width: 390, height: 100), 100)
            }
            #expect(fill == expected)
            #expect(graph.scrollViewNodes[0].contentHeight == height)
        }
    }

    /// In an inset grouped list, horizontal content margins replace the style's section margin.
    @Test func contentMarginsReplaceAnInsetListsMargins() {
        RecordingContext().run {
            let graph = screen { List { Text("Row") }.contentMargins(.horizontal, 0) }
            #expect(texts(graph)[0].minX == 20)
            let wide = screen(width: 430) { List { Text("Row") } }
            #expect(texts(wide)[0].minX == 40)
        }
    }
}
