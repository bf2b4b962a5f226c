/// Calls `action` when its subtree's value for `Key` changed during layout (the
/// `.onPreferenceChange(_:perform:)` modifier), before the frame commits. If the action changes state,
/// the graph is updated again within the same frame — the feedback loop behind size-report churn.
nonisolated struct OnPreferenceChangeView<Content: View, Key: PreferenceKey>: View, PrimitiveView where Key.Value: Equatable {
    /// The wrapped view.
    let content: Content
    /// What to do with a changed value.
    let action: (Key.Value) -> Void

    /// Primitive: no body.
    var body: Never { primitiveBody() }

    func makeNode(in graph: ViewGraph) -> ViewNode { PreferenceObserverNode(graph: graph, view: self) }
}

/// Nodes the graph asks, after each layout pass, whether a preference they watch changed.
protocol PreferenceObserving: AnyObject {
    /// The handler call due when the watched value changed since the last pass; the value counts as
    /// seen either way (a change the frame's bound refuses is dropped, as SwiftUI drops it).
    func takeChange() -> PreferenceDelivery?
}

/// The node of an `OnPreferenceChangeView`.
final class PreferenceObserverNode<Content: View, Key: PreferenceKey>: PassthroughNode, PreferenceObserving where Key.Value: Equatable {
    private var action: (Key.Value) -> Void
    private var last = Key.defaultValue

    init(graph: ViewGraph, view: OnPreferenceChangeView<Content, Key>) {
        action = view.action
        super.init(graph: graph, viewType: OnPreferenceChangeView<Content, Key>.self)
        content = reconcile(nil, with: view.content)
        graph.preferenceObservers.append(link)
    }

    override func update(_ view: any View) {
        guard let view = viewValue(view, as: OnPreferenceChangeView<Content, Key>.self) else { return }
        action = view.action
        content = reconcile(content, with: view.content)
    }

    func takeChange() -> PreferenceDelivery? {
        var value = Key.defaultValue
        var found = false
        content?.collectPreference(Key.self, into: &value, found: &found)
        guard value != last else { return nil }
        last = value
        let action = self.action
        return PreferenceDelivery(key: typeText(Key.self)) { action(value) }
    }
}

extension View {
    /// Calls `action`, before the frame commits, whenever layout changed the subtree's value for `key`.
    nonisolated public func onPreferenceChange<Key: PreferenceKey>(_ key: Key.Type = Key.self, perform action: @escaping (Key.Value) -> Void) -> some View where Key.Value: Equatable {
        OnPreferenceChangeView<Self, Key>(content: self, action: action)
    }
}
