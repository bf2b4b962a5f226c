/// Skips its content's update whenever the new content compares equal to the old with `==` — the
/// `.equatable()` modifier, for views whose fields include closures or other non-comparable values.
nonisolated public struct EquatableView<Content: View & Equatable>: View, PrimitiveView {
    /// The wrapped view.
    public var content: Content

    /// Compares `content` with `==` before updating it.
    public init(content: Content) {
        self.content = content
    }

    /// Primitive: no body.
    public var body: Never { primitiveBody() }

    package func makeNode(in graph: ViewGraph) -> ViewNode { EquatableNode(graph: graph, view: self) }
}

/// The node of an `EquatableView`.
final class EquatableNode<Content: View & Equatable>: PassthroughNode {
    private var value: Content

    init(graph: ViewGraph, view: EquatableView<Content>) {
        value = view.content
        super.init(graph: graph, viewType: EquatableView<Content>.self)
        content = reconcile(nil, with: view.content)
    }

    override func update(_ view: any View) {
        guard let view = viewValue(view, as: EquatableView<Content>.self) else { return }
        if view.content == value {
            graph.stats.skippedBodies += 1
            return
        }
        value = view.content
        content = reconcile(content, with: view.content)
    }
}

extension View where Self: Equatable {
    /// Updates the view only when it compares unequal to its previous value.
    nonisolated public func equatable() -> EquatableView<Self> {
        EquatableView(content: self)
    }
}
