@testable import StackLab
@testable import StackLabContent
@_spi(Nodes) @testable import StackLabCore

/// Cells in SwiftUI's spelling laid out by SwiftUI's rules, for tests that compare a size and the frames
/// of one kind of node against sizes worked out by hand.
protocol NodeLayoutHarness: TextLineMetrics {}

extension NodeLayoutHarness {
    /// The size `content` takes for `proposal`, and the frames of its nodes of type `T` in tree order.
    func lay<V: View, T>(_ proposal: ProposedSize, _ type: T.Type, @ViewBuilder _ content: @escaping () -> V) -> (size: Size, frames: [Rect]) {
        let graph = ViewGraph(screen: Size(width: 1000, height: 1000), content: content)
        graph.update()
        let size = graph.root.measure(proposal)
        graph.root.place(in: Rect(origin: .zero, size: size))
        return (size, nodes(of: type, in: graph).map { ($0 as! ViewNode).frame })
    }
}
