import Foundation
@testable import StackLab
@testable import StackLabContent
@_spi(Nodes) @testable import StackLabCore

/// Lays `content` out for `proposal` and encodes it as a commit would: its size, the layers the render
/// server draws and the offscreen passes it makes.
func render<V: View>(_ proposal: ProposedSize = ProposedSize(width: 100, height: 40), @ViewBuilder _ content: @escaping () -> V) -> (size: Size, layers: Int, passes: Int) {
    let graph = ViewGraph(screen: Size(width: 1000, height: 1000), content: content)
    graph.update()
    let size = graph.root.measure(proposal)
    graph.root.place(in: Rect(origin: .zero, size: size))
    var list = RenderList()
    graph.root.encode(into: &list, clip: Rect(x: 0, y: 0, width: 1000, height: 1000), dy: 0)
    return (size, list.layers, list.offscreenPasses)
}
