@_spi(Nodes) import StackLabCore
import StackLabContent

/// A view SwiftUI gives a body of its own (a navigation container, a link, a tab) that the lab lays out
/// as one view it is made of: its node is a pass-through to that view's node, built without running a
/// body, so none of these appears in the per-view body table.
protocol ContentPrimitive: PrimitiveView {
    /// What the view lays out as.
    var primitiveContent: any View { get }
    /// Whether a stack lays the content's views out one by one (as a `Group`'s) rather than as one.
    var flattensPrimitiveContent: Bool { get }
}

extension ContentPrimitive {
    var flattensPrimitiveContent: Bool { false }

    package func makeNode(in graph: ViewGraph) -> ViewNode { ContentPrimitiveNode(graph: graph, view: self) }
}

/// The node of a `ContentPrimitive`: its content's node, laid out where it is.
final class ContentPrimitiveNode: PassthroughNode {
    private var flattens: Bool

    init(graph: ViewGraph, view: some ContentPrimitive) {
        flattens = view.flattensPrimitiveContent
        super.init(graph: graph, viewType: type(of: view))
        content = reconcile(nil, with: view.primitiveContent)
    }

    override func update(_ view: any View) {
        guard let view = view as? any ContentPrimitive else { return }
        flattens = view.flattensPrimitiveContent
        content = reconcile(content, with: view.primitiveContent)
    }

    override func flatten(into list: inout [ViewNode]) {
        if flattens, let content { content.flatten(into: &list) } else { list.append(self) }
    }
}
