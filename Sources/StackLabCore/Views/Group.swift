/// Views grouped without a layout of their own — SwiftUI's `Group`: inside a stack each is laid out as
/// the stack's child, and modifiers on the group apply to each. The type is generic over any content, so
/// that other kinds of content (toolbar items, commands) can be grouped too.
nonisolated public struct Group<Content> {
    let content: Content

    /// Groups a value already built. Declared so that no memberwise `init(content:)` competes with the
    /// view builder's for a trailing closure; fileprivate so that it does not compete either.
    fileprivate init(built content: Content) {
        self.content = content
    }
}

extension Group: View, PrimitiveView where Content: View {
    /// Primitive: no body.
    public typealias Body = Never

    /// Groups `content`.
    public init(@ViewBuilder content: () -> Content) {
        self.init(built: content())
    }

    /// Primitive: no body.
    public var body: Never { primitiveBody() }

    package func makeNode(in graph: ViewGraph) -> ViewNode { GroupWrapperNode<Content>(graph: graph, view: self) }
}

/// The node of a `Group`: its content's children flatten into the enclosing stack.
final class GroupWrapperNode<Content: View>: PassthroughNode {
    init(graph: ViewGraph, view: Group<Content>) {
        super.init(graph: graph, viewType: Group<Content>.self)
        content = reconcile(nil, with: view.content)
    }

    override func update(_ view: any View) {
        guard let view = viewValue(view, as: Group<Content>.self) else { return }
        content = reconcile(content, with: view.content)
    }

    override func flatten(into list: inout [ViewNode]) {
        content?.flatten(into: &list)
    }
}
