/// Sets the priority a stack offers space in: higher first (the `.layoutPriority(_:)` modifier).
nonisolated struct LayoutPriorityView<Content: View>: View, PrimitiveView {
    /// The wrapped view.
    let content: Content
    /// The priority (default for views is 0).
    let priority: Double

    /// Primitive: no body.
    var body: Never { primitiveBody() }

    func makeNode(in graph: ViewGraph) -> ViewNode { LayoutPriorityNode(graph: graph, view: self) }
}

/// The node of a `LayoutPriorityView`.
final class LayoutPriorityNode<Content: View>: PassthroughNode {
    init(graph: ViewGraph, view: LayoutPriorityView<Content>) {
        super.init(graph: graph, viewType: LayoutPriorityView<Content>.self)
        layoutPriority = view.priority
        content = reconcile(nil, with: view.content)
    }

    override func update(_ view: any View) {
        guard let view = viewValue(view, as: LayoutPriorityView<Content>.self) else { return }
        if view.priority != layoutPriority {
            layoutPriority = view.priority
            setNeedsLayout()
        }
        content = reconcile(content, with: view.content)
    }
}

extension View {
    /// Offers this view space before siblings of lower priority.
    nonisolated public func layoutPriority(_ priority: Double) -> some View {
        LayoutPriorityView(content: self, priority: priority)
    }
}
