import Foundation
import Testing
@testable import StackLab
@testable import StackLabContent
@_spi(Nodes) @testable import StackLabCore

/// A mask is laid out like an overlay and shapes the offscreen pass.
@Suite struct MaskTests {
    /// A mask is laid out like an overlay (offered the view's size, aligned in it) and shapes the
    /// offscreen pass: its own layers are not drawn.
    @Test func aMaskIsLaidOutAndDrawnIntoThePass() {
        let graph = ViewGraph(screen: Size(width: 1000, height: 1000)) {
            Color.red.frame(width: 60, height: 30).mask(alignment: .leading) { Circle().frame(width: 30) }
        }
        graph.update()
        let size = graph.root.measure(.unspecified)
        graph.root.place(in: Rect(origin: .zero, size: size))
        #expect(size == Size(width: 60, height: 30))
        let shapes = nodes(of: ShapeNode<Circle>.self, in: graph)
        #expect(shapes.count == 1 && shapes.first?.frame == Rect(x: 0, y: 0, width: 30, height: 30))
        var list = RenderList()
        graph.root.encode(into: &list, clip: Rect(x: 0, y: 0, width: 1000, height: 1000), dy: 0)
        #expect(list.layers == 1 && list.offscreenPasses == 1)
    }
}
