import FrameProf
@testable import StackLab
@testable import StackLabContent
@_spi(Nodes) @testable import StackLabCore
@testable import StackLabScenarios

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

extension ViewNode {
    /// Child nodes in the order traversals visit them, for tests that inspect the tree (the runtime
    /// itself walks them with `forEachChild`).
    var children: [ViewNode] {
        var list: [ViewNode] = []
        forEachChild { list.append($0) }
        return list
    }
}

/// Every node of `type` in the graph's tree, in tree order.
func nodes<T>(of type: T.Type, in graph: ViewGraph) -> [T] {
    var found: [T] = []
    func walk(_ node: ViewNode) {
        if let match = node as? T { found.append(match) }
        for child in node.children { walk(child) }
    }
    walk(graph.root)
    return found
}

/// A graph with `heights` rows in a ScrollView under the stack `makeStack` builds, and a runner that
/// ignores deadlines (these tests check layout, not timing).
func rowsGraph<Stack: View>(_ heights: [Double], viewport: Double, width: Double = 400,
                            @ViewBuilder stack: @escaping ([RowSpec]) -> Stack) -> (ViewGraph, TransactionRunner) {
    let rows = heights.enumerated().map { RowSpec.numbered($0.offset, height: $0.element) }
    let graph = ViewGraph(screen: Size(width: width, height: viewport)) { ScrollView { stack(rows) } }
    let runner = TransactionRunner(graph: graph)
    runner.checksDeadlines = false
    return (graph, runner)
}

extension RecordingContext {
    /// `run(_:)` with `body` as this thread's main actor, for tests whose views are main-actor types as
    /// a team's are (the lab's own views are nonisolated and need no such context).
    func runLab<T>(_ body: @MainActor () throws -> T) rethrows -> T {
        try run { try onLabMainActor(body) }
    }
}
