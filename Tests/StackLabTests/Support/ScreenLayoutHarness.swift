@testable import StackLab
@testable import StackLabContent
@_spi(Nodes) @testable import StackLabCore

/// A screen laid out as a phone lays it out: a list below the navigation bar (44 pt, 96 with a large
/// title, 52 more for a search field — estimates in `BarMetrics`), above a tab bar (49 pt) or a bottom
/// toolbar (44 pt); the list's rows inset and at least 44 pt tall, section headers as rows of the
/// style's header (`ListMetrics`); a scroll view's content inside its content margins. Expected frames
/// are worked out by hand from those rules and the DejaVu line heights text measures by.
protocol ScreenLayoutHarness {}

extension ScreenLayoutHarness {
    /// A 390 × 844 pt screen (iPhone 12 to 14 in points) laid out by one transaction.
    func screen<V: View>(width: Double = 390, height: Double = 844, @ViewBuilder _ content: @escaping () -> V) -> ViewGraph {
        let graph = ViewGraph(screen: Size(width: width, height: height), content: content)
        let runner = TransactionRunner(graph: graph)
        runner.checksDeadlines = false
        runner.runTransaction()
        return graph
    }

    /// The height of one line of text at `points` (bold for semibold and heavier styles), as TextNode
    /// measures it.
    func lineHeight(_ points: Double, bold: Bool = false) -> Double {
        (bold ? FontMetrics.dejaVuSansBold : FontMetrics.dejaVuSans).lineHeight(size: points).rounded(.up)
    }

    /// The frame of the outermost scroll view: the list's viewport.
    func viewport(_ graph: ViewGraph) -> Rect { graph.scrollViewNodes[0].node.frame }

    /// The frames of the text nodes, in tree order.
    func texts(_ graph: ViewGraph) -> [Rect] { nodes(of: TextNode.self, in: graph).map(\.frame) }

    /// The outermost scroll view.
    func graph(_ graph: ViewGraph) -> ScrollViewHandle { graph.scrollViewNodes[0] }
}
