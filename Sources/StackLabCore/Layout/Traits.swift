/// Values a view hands the container it is laid out in — `layoutValue`, the grid cell modifiers,
/// `containerValue` — as SwiftUI's view traits: they stay with the view through the modifiers around it,
/// so the container finds them on its subview however it is wrapped.
package enum Traits {
    /// The value for `key` that the subview `node` (or a view it modifies) carries, if any.
    package static func value(_ key: ObjectIdentifier, in node: ViewNode) -> Any? {
        var current: ViewNode? = node
        while let node = current {
            if let carrier = node as? TraitNode, let value = carrier.traits[key] { return value }
            current = Unary.content(of: node)
        }
        return nil
    }

    /// Every value for `key` that `node` and the views it modifies carry, outermost first.
    static func values(_ key: ObjectIdentifier, in node: ViewNode) -> [Any] {
        var found: [Any] = []
        var current: ViewNode? = node
        while let node = current {
            if let carrier = node as? TraitNode, let value = carrier.traits[key] { found.append(value) }
            current = Unary.content(of: node)
        }
        return found
    }
}

/// Walks from a modifier to the view it modifies: the views whose traits and explicit alignment guides
/// are a subview's own.
enum Unary {
    /// The view `node` modifies, or nil when it is a leaf or lays out several views of its own.
    static func content(of node: ViewNode) -> ViewNode? {
        if let passthrough = node as? PassthroughNode { return passthrough.content }
        if let modifier = node as? UnaryModifierNode { return modifier.modifiedContent }
        return nil
    }
}

/// Nodes of modifiers that lay one view out (padding, frames, overlays): traits and guides of the view
/// they modify are theirs.
package protocol UnaryModifierNode: ViewNode {
    /// The modified view's node.
    var modifiedContent: ViewNode? { get }
}

/// A view that carries a value for its container (`layoutValue(key:value:)` and the like): laid out as
/// its content.
package nonisolated struct TraitView<Content: View>: View, PrimitiveView {
    let content: Content
    let key: ObjectIdentifier
    let value: Any

    package var body: Never { primitiveBody() }

    package func makeNode(in graph: ViewGraph) -> ViewNode { TraitNode(graph: graph, view: self) }
}

/// The node of a `TraitView`: a change of the value lays the container out again.
final class TraitNode: PassthroughNode {
    private(set) var traits: [ObjectIdentifier: Any] = [:]

    init<Content: View>(graph: ViewGraph, view: TraitView<Content>) {
        traits[view.key] = view.value
        super.init(graph: graph, viewType: TraitView<Content>.self)
        content = reconcile(nil, with: view.content)
    }

    override func update(_ view: any View) {
        guard let view = view as? any TraitContent else { return }
        let previous = traits[view.traitKey]
        if previous == nil || !InputComparison.valuesEqual(previous!, view.traitValue, plans: graph.inputPlans) {
            traits[view.traitKey] = view.traitValue
            setNeedsLayout()
        }
        content = reconcile(content, with: view.anyContent)
    }
}

/// Reads any `TraitView` whatever its content type.
protocol TraitContent {
    var traitKey: ObjectIdentifier { get }
    var traitValue: Any { get }
    var anyContent: any View { get }
}

extension TraitView: TraitContent {
    var traitKey: ObjectIdentifier { key }
    var traitValue: Any { value }
    var anyContent: any View { content }
}

extension View {
    /// This view carrying `value` for its container under `key`'s type.
    package nonisolated func trait<Key>(_ key: Key.Type, _ value: Any) -> TraitView<Self> {
        TraitView(content: self, key: ObjectIdentifier(key), value: value)
    }
}

/// One view kept as a single subview of a layout with a fixed number of them (`safeAreaInset`'s
/// content and inset), however many views its own content flattens into.
package nonisolated struct SubviewBox<Content: View>: View, PrimitiveView {
    let content: Content

    /// `content` as one subview of its container.
    package init(content: Content) { self.content = content }

    package var body: Never { primitiveBody() }

    package func makeNode(in graph: ViewGraph) -> ViewNode { SubviewBoxNode<Content>(graph: graph, view: self) }
}

/// The node of a `SubviewBox`: laid out exactly as its content, one subview to the layout above.
package final class SubviewBoxNode<Content: View>: PassthroughNode {
    package init(graph: ViewGraph, view: SubviewBox<Content>) {
        super.init(graph: graph, viewType: SubviewBox<Content>.self)
        content = reconcile(nil, with: view.content)
    }

    package override func update(_ view: any View) {
        guard let view = viewValue(view, as: SubviewBox<Content>.self) else { return }
        content = reconcile(content, with: view.content)
    }
}
