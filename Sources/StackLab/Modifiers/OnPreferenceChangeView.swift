/// Calls `action` after a transaction in which its subtree's value for `Key` changed (the
/// `.onPreferenceChange(_:perform:)` modifier). If the action changes state, that schedules another
/// transaction — the feedback loop behind size-report churn.
public struct OnPreferenceChangeView<Content: View, Key: PreferenceKey>: View, PrimitiveView where Key.Value: Equatable {
    /// The wrapped view.
    public let content: Content
    /// What to do with a changed value.
    public let action: (Key.Value) -> Void

    /// Primitive: no body.
    public var body: Never { primitiveBody() }

    func makeNode(in graph: ViewGraph) -> ViewNode { PreferenceObserverNode(graph: graph, view: self) }
}

/// Nodes the graph asks, after each layout, whether a preference they watch changed.
protocol PreferenceObserving: AnyObject {
    func checkPreference()
}

/// The node of an `OnPreferenceChangeView`.
final class PreferenceObserverNode<Content: View, Key: PreferenceKey>: PassthroughNode, PreferenceObserving where Key.Value: Equatable {
    private var action: (Key.Value) -> Void
    private var last = Key.defaultValue

    init(graph: ViewGraph, view: OnPreferenceChangeView<Content, Key>) {
        action = view.action
        super.init(graph: graph, viewType: OnPreferenceChangeView<Content, Key>.self)
        content = reconcile(nil, with: view.content)
        graph.preferenceObservers.append(WeakNode(node: self))
    }

    override func update(_ view: any View) {
        guard let view = view as? OnPreferenceChangeView<Content, Key> else { return }
        action = view.action
        content = reconcile(content, with: view.content)
    }

    func checkPreference() {
        var value = Key.defaultValue
        var found = false
        content?.collectPreference(Key.self, into: &value, found: &found)
        guard value != last else { return }
        last = value
        let action = self.action
        graph.afterCommit.append { action(value) }
    }
}

extension View {
    /// Calls `action` after any transaction that changed the subtree's value for `key`.
    public func onPreferenceChange<Key: PreferenceKey>(_ key: Key.Type, perform action: @escaping (Key.Value) -> Void) -> OnPreferenceChangeView<Self, Key> where Key.Value: Equatable {
        OnPreferenceChangeView(content: self, action: action)
    }
}
