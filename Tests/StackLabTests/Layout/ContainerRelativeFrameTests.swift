import FrameProf
import Foundation
import Testing
@testable import StackLab
@testable import StackLabContent
@_spi(Nodes) @testable import StackLabCore

/// `containerRelativeFrame` sizes its view from the enclosing scroll view.
@Suite struct ContainerRelativeFrameTests {
    /// Sized from the enclosing scroll view once it is placed: three cards 10 apart share a 310-point
    /// scroll view, (310 − 20) / 3 each.
    @Test func containerRelativeFrameSizesFromTheEnclosingScrollView() {
        RecordingContext().run {
            let graph = ViewGraph(screen: Size(width: 1000, height: 1000)) {
                ScrollView(.horizontal) {
                    HStack(spacing: 10) {
                        ForEach(0..<5) { _ in Color.red.frame(height: 50).containerRelativeFrame(.horizontal, count: 3, spacing: 10) }
                    }
                }
                .frame(width: 310)
            }
            graph.update()
            graph.layout()
            graph.root.setNeedsLayout()
            for node in nodes(of: ViewNode.self, in: graph) { node.sizeCache.removeAll() }
            graph.layout()
            let cards = nodes(of: FillNode.self, in: graph).map(\.frame.width)
            #expect(cards.count == 5 && cards.allSatisfy { abs($0 - 290.0 / 3) < 1e-9 })
        }
    }
}
