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

extension PreferenceKey where Value: ExpressibleByNilLiteral {
    /// Nil when no view writes one.
    public static var defaultValue: Value { nil }
}

extension PreferenceKey {
    /// Adds `next`, the value one node writes, to `value`, what the nodes before it wrote: the first
    /// value found is taken as it is and each later one reduced into it, so that every node that writes a
    /// value combines it in tree order the same way.
    package static func combine(_ next: Value, into value: inout Value, found: inout Bool) {
        if found {
            reduce(value: &value) { next }
        } else {
            value = next
            found = true
        }
    }
}

/// Writes a preference value for its subtree (the `.preference(key:value:)` modifier).
nonisolated struct PreferenceView<Content: View, Key: PreferenceKey>: View, PrimitiveView {
    /// The wrapped view.
    let content: Content
    /// The value written.
    let value: Key.Value

    /// Primitive: no body.
    var body: Never { primitiveBody() }

    func makeNode(in graph: ViewGraph) -> ViewNode { PreferenceWriterNode(graph: graph, view: self) }
}

/// The node of a `PreferenceView`: its value replaces whatever its subtree wrote.
final class PreferenceWriterNode<Content: View, Key: PreferenceKey>: KeyedPreferenceNode<Key> {
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

    override func ownValue(subtree: () -> Key.Value) -> Key.Value { value }
}

extension View {
    /// Writes `value` for preference `key`.
    nonisolated public func preference<K: PreferenceKey>(key: K.Type = K.self, value: K.Value) -> some View {
        PreferenceView<Self, K>(content: self, value: value)
    }

    /// Changes the subtree's value for preference `key` with `callback`.
    nonisolated public func transformPreference<K: PreferenceKey>(_ key: K.Type = K.self, _ callback: @escaping (inout K.Value) -> Void) -> some View {
        PreferenceTransformView<Self, K>(content: self, transform: callback)
    }
}

/// Changes its subtree's value for a preference (the `.transformPreference(_:_:)` modifier).
nonisolated struct PreferenceTransformView<Content: View, Key: PreferenceKey>: View, PrimitiveView {
    let content: Content
    let transform: (inout Key.Value) -> Void

    var body: Never { primitiveBody() }

    func makeNode(in graph: ViewGraph) -> ViewNode { PreferenceTransformNode(graph: graph, view: self) }
}

/// The node of a `PreferenceTransformView`: the subtree's value, or the default when it writes none,
/// passed through the transform.
final class PreferenceTransformNode<Content: View, Key: PreferenceKey>: KeyedPreferenceNode<Key> {
    private var transform: (inout Key.Value) -> Void

    init(graph: ViewGraph, view: PreferenceTransformView<Content, Key>) {
        transform = view.transform
        super.init(graph: graph, viewType: PreferenceTransformView<Content, Key>.self)
        content = reconcile(nil, with: view.content)
    }

    override func update(_ view: any View) {
        guard let view = viewValue(view, as: PreferenceTransformView<Content, Key>.self) else { return }
        transform = view.transform
        content = reconcile(content, with: view.content)
    }

    override func ownValue(subtree: () -> Key.Value) -> Key.Value {
        var mine = subtree()
        transform(&mine)
        return mine
    }
}

/// A passthrough node that writes a value for one preference key (`.preference`, `.transformPreference`,
/// the anchor preferences): every other key is its subtree's. They differ only in how they make their
/// value, so matching the key and combining the value with its siblings' are kept here once.
class KeyedPreferenceNode<Key: PreferenceKey>: PassthroughNode {
    /// This node's value for `Key`; `subtree` reads the subtree's own (the default when it writes none).
    func ownValue(subtree: () -> Key.Value) -> Key.Value { fatalError("\(Self.self) writes no preference value") }

    override final func collectPreference<K: PreferenceKey>(_ key: K.Type, into value: inout K.Value, found: inout Bool) {
        guard key == Key.self else {
            super.collectPreference(key, into: &value, found: &found)
            return
        }
        let mine = ownValue {
            var below = Key.defaultValue
            var belowFound = false
            super.collectPreference(Key.self, into: &below, found: &belowFound)
            return below
        }
        guard let mine = mine as? K.Value else { return }
        K.combine(mine, into: &value, found: &found)
    }
}
