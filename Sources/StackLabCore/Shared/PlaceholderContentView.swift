/// The view a modifier's or a transition's closure receives for the content it is applied to
/// (`Transition.Content`, `.animation(_:body:)`'s argument): it lays out as that content.
nonisolated public struct PlaceholderContentView<Value>: View, PrimitiveView {
    let content: any View

    package init(_ content: some View) {
        self.content = content
    }

    /// Primitive: no body.
    public var body: Never { primitiveBody() }

    package func makeNode(in graph: ViewGraph) -> ViewNode {
        ContentNode(graph: graph, view: self) { $0.content }
    }
}
