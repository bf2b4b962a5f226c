/// No view at all — SwiftUI's `EmptyView`: it takes no space and a stack leaves no spacing for it.
nonisolated public struct EmptyView: View, PrimitiveView {
    /// Creates an empty view.
    public init() {}

    /// Primitive: no body.
    public var body: Never { primitiveBody() }

    package func makeNode(in graph: ViewGraph) -> ViewNode { GroupNode(graph: graph, view: self, list: Self.self) }
}
