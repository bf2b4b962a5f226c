/// The node of a view that only passes a view it holds through (a placeholder's content, an accepted
/// modifier with a concrete type, an animator's first frame): no layout of its own, and stacks lay its
/// content out as if it were there directly. `flattens` is false for nodes whose own frame matters
/// (an anchor preference resolves against it).
package class ContentNode<V>: PassthroughNode {
    private let extract: (V) -> any View
    private let flattens: Bool

    package init(graph: ViewGraph, view: V, flattens: Bool = true, content extract: @escaping (V) -> any View) {
        self.extract = extract
        self.flattens = flattens
        super.init(graph: graph, viewType: V.self)
        content = reconcile(nil, with: extract(view))
    }

    package override func update(_ view: any View) {
        guard let view = viewValue(view, as: V.self) else { return }
        content = reconcile(content, with: extract(view))
    }

    package override func flatten(into list: inout [ViewNode]) {
        if flattens { content?.flatten(into: &list) } else { list.append(self) }
    }
}
