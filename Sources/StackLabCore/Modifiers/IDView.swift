/// Gives its content an explicit identity: when the id changes, the old subtree (state, caches) is
/// destroyed and a new one built — the `.id(_:)` modifier.
nonisolated struct IDView<Content: View, ID: Hashable>: View, PrimitiveView {
    /// The wrapped view.
    let content: Content
    /// The identity.
    let id: ID

    /// Primitive: no body.
    var body: Never { primitiveBody() }

    func makeNode(in graph: ViewGraph) -> ViewNode { IDNode(graph: graph, view: self) }
}

/// The node of an `IDView`.
final class IDNode<Content: View, ID: Hashable>: PassthroughNode {
    private var id: ID

    init(graph: ViewGraph, view: IDView<Content, ID>) {
        id = view.id
        super.init(graph: graph, viewType: IDView<Content, ID>.self)
        content = reconcile(nil, with: view.content)
    }

    override func update(_ view: any View) {
        guard let view = viewValue(view, as: IDView<Content, ID>.self) else { return }
        let reset = view.id != id
        if reset {
            id = view.id
            content?.teardown()
            content = nil
            graph.stats.identityResets += 1
        }
        let outer = graph.creationCause
        if reset { graph.creationCause = graph.causes.idChange }
        content = reconcile(content, with: view.content)
        graph.creationCause = outer
    }
}

extension View {
    /// Ties the view's identity to `id`.
    nonisolated public func id<ID: Hashable>(_ id: ID) -> some View {
        IDView(content: self, id: id)
    }
}
