import FrameProf
import Foundation
import Testing
@testable import StackLab
@testable import StackLabContent
@_spi(Nodes) @testable import StackLabCore

/// A lazy horizontal stack in a scroll view builds only the items it shows.
@Suite struct LazyHStackTests: BoxLayoutHarness {
    /// In a 300-point horizontal scroll view, a lazy stack of 50 items 100 wide builds the three it shows.
    @Test func aLazyHStackBuildsOnlyTheItemsShown() {
        RecordingContext().run {
            let graph = ViewGraph(screen: Size(width: 300, height: 300)) {
                ScrollView(.horizontal) {
                    LazyHStack(spacing: 0) { ForEach(0..<50, id: \.self) { _ in Self.box(100, 40) } }
                }
            }
            graph.update()
            graph.layout()
            #expect(nodes(of: FillNode.self, in: graph).count == 3)
        }
    }
}
