import Foundation

/// Writes a preference made from an anchor of this view (`.anchorPreference(key:value:transform:)`),
/// or changes the subtree's value with one (`.transformAnchorPreference`): the anchor is resolved
/// against the frame the view was placed in, when the preference is read after layout.
nonisolated struct AnchorPreferenceView<Content: View, A, Key: PreferenceKey>: View, PrimitiveView {
    let content: Content
    let source: Anchor<A>.Source
    /// Combines the subtree's value (the default for `anchorPreference`, which replaces it) with the anchor.
    let apply: (inout Key.Value, Anchor<A>) -> Void
    /// Whether the subtree's own value is the starting point (`transformAnchorPreference`).
    let transformsSubtree: Bool

    var body: Never { primitiveBody() }

    func makeNode(in graph: ViewGraph) -> ViewNode { AnchorPreferenceNode(graph: graph, view: self) }
}

/// The node of an `AnchorPreferenceView`; laid out as its content, and its own frame is the view's.
final class AnchorPreferenceNode<Content: View, A, Key: PreferenceKey>: KeyedPreferenceNode<Key> {
    private var view: AnchorPreferenceView<Content, A, Key>

    init(graph: ViewGraph, view: AnchorPreferenceView<Content, A, Key>) {
        self.view = view
        super.init(graph: graph, viewType: AnchorPreferenceView<Content, A, Key>.self)
        content = reconcile(nil, with: view.content)
    }

    override func update(_ view: any View) {
        guard let view = viewValue(view, as: AnchorPreferenceView<Content, A, Key>.self) else { return }
        self.view = view
        content = reconcile(content, with: view.content)
    }

    override func ownValue(subtree: () -> Key.Value) -> Key.Value {
        var mine = view.transformsSubtree ? subtree() : Key.defaultValue
        let frame = CGRect(x: frame.minX, y: frame.minY, width: frame.width, height: frame.height)
        view.apply(&mine, view.source.anchor(in: frame))
        return mine
    }
}

extension View {
    /// Writes, for preference `key`, a value made from this view's anchor `value` (a point or its bounds).
    nonisolated public func anchorPreference<A, K: PreferenceKey>(key _: K.Type = K.self, value: Anchor<A>.Source,
                                                                  transform: @escaping (Anchor<A>) -> K.Value) -> some View {
        AnchorPreferenceView<Self, A, K>(content: self, source: value, apply: { $0 = transform($1) }, transformsSubtree: false)
    }

    /// Changes the subtree's value for preference `key` with this view's anchor `value`.
    nonisolated public func transformAnchorPreference<A, K: PreferenceKey>(key _: K.Type = K.self, value: Anchor<A>.Source,
                                                                           transform: @escaping (inout K.Value, Anchor<A>) -> Void) -> some View {
        AnchorPreferenceView<Self, A, K>(content: self, source: value, apply: transform, transformsSubtree: true)
    }
}
