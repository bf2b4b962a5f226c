/// A named value that views write during layout and ancestors read after it, combined with `reduce`
/// when several views write it — SwiftUI's `PreferenceKey`.
public protocol PreferenceKey {
    /// The value's type.
    associatedtype Value
    /// The value when no view writes one.
    static var defaultValue: Value { get }
    /// Combines the value accumulated so far with the next view's.
    static func reduce(value: inout Value, nextValue: () -> Value)
}

/// Writes a preference value for its subtree (the `.preference(key:value:)` modifier).
nonisolated public struct PreferenceView<Content: View, Key: PreferenceKey>: View, PrimitiveView {
    /// The wrapped view.
    public let content: Content
    /// The value written.
    public let value: Key.Value

    /// Primitive: no body.
    public var body: Never { primitiveBody() }

    func makeNode(in graph: ViewGraph) -> ViewNode { PreferenceWriterNode(graph: graph, view: self) }
}

/// The node of a `PreferenceView`: its value replaces whatever its subtree wrote.
final class PreferenceWriterNode<Content: View, Key: PreferenceKey>: PassthroughNode {
    private var value: Key.Value

    init(graph: ViewGraph, view: PreferenceView<Content, Key>) {
        value = view.value
        super.init(graph: graph, viewType: PreferenceView<Content, Key>.self)
        content = reconcile(nil, with: view.content)
    }

    override func update(_ view: any View) {
        guard let view = viewValue(view, as: PreferenceView<Content, Key>.self) else { return }
        value = view.value
        content = reconcile(content, with: view.content)
    }

    override func collectPreference<K: PreferenceKey>(_ key: K.Type, into value: inout K.Value, found: inout Bool) {
        guard key == Key.self, let mine = self.value as? K.Value else {
            super.collectPreference(key, into: &value, found: &found)
            return
        }
        if found {
            K.reduce(value: &value) { mine }
        } else {
            value = mine
            found = true
        }
    }
}

extension View {
    /// Writes `value` for preference `key`.
    nonisolated public func preference<Key: PreferenceKey>(key: Key.Type, value: Key.Value) -> some View {
        PreferenceView<Self, Key>(content: self, value: value)
    }
}
