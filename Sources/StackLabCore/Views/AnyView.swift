/// A type-erased view — SwiftUI's `AnyView`: lets code choose among view types at run time. A different
/// wrapped type at the same place is a different identity, as in SwiftUI (the old subtree and its state
/// go, a new one is built).
nonisolated public struct AnyView: View, PrimitiveView {
    /// The wrapped view.
    let wrapped: any View

    /// Erases `view`'s type.
    public init<V>(_ view: V) where V: View {
        wrapped = view
    }

    /// Erases `view`'s type.
    public init<V>(erasing view: V) where V: View {
        wrapped = view
    }

    /// Primitive: no body.
    public var body: Never { primitiveBody() }

    package func makeNode(in graph: ViewGraph) -> ViewNode { AnyViewNode(graph: graph, view: self) }
}

/// The node of an `AnyView`: a passthrough to the wrapped view's node.
final class AnyViewNode: PassthroughNode {
    init(graph: ViewGraph, view: AnyView) {
        super.init(graph: graph, viewType: AnyView.self)
        content = reconcile(nil, with: view.wrapped)
    }

    override func update(_ view: any View) {
        guard let view = viewValue(view, as: AnyView.self) else { return }
        content = reconcile(content, with: view.wrapped)
    }

    override func flatten(into list: inout [ViewNode]) {
        content?.flatten(into: &list)
    }
}
