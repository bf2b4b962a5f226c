import FrameProf
import Testing
@testable import StackLab
@testable import StackLabContent
@_spi(Nodes) @testable import StackLabCore

/// A list row's chrome: a navigation link in a row keeps room for its disclosure chevron.
@Suite struct ListRowTests: ScreenLayoutHarness {
    /// A navigation link in a list row keeps room for its disclosure chevron at the trailing edge.
    @Test func aNavigationLinkInARowLeavesRoomForTheChevron() {
        RecordingContext().run {
            let words = "layout frame budget scroll estimate commit render placement cache hitch layout frame budget"
            let plain = screen { List { Text(words) }.listStyle(.plain) }
            let link = screen { List { NavigationLink(words) { Text("Detail") } }.listStyle(.plain) }
            // The row's content is 390 − 40 wide; the link's label 21 pt narrower, so it wraps sooner.
            #expect(texts(plain)[0].width <= 350)
            #expect(texts(link)[0].width <= 350 - 21)
            #expect(texts(link)[0].height >= texts(plain)[0].height)
        }
    }
}
