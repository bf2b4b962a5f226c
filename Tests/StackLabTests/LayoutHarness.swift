@testable import StackLab

/// Lays a view out for `proposal` and returns its size and the frames of its fills (colors, image
/// placeholders) in tree order — what the hand-computed layout tests compare against.
func layout<V: View>(_ proposal: ProposedSize, @ViewBuilder _ content: @escaping () -> V) -> (size: Size, fills: [Rect]) {
    let graph = ViewGraph(screen: Size(width: 1000, height: 1000), content: content)
    graph.update()
    let size = graph.root.measure(proposal)
    graph.root.place(in: Rect(origin: .zero, size: size))
    var fills: [Rect] = []
    func walk(_ node: ViewNode) {
        if node is FillNode { fills.append(node.frame) }
        for child in node.children { walk(child) }
    }
    walk(graph.root)
    return (size, fills)
}
