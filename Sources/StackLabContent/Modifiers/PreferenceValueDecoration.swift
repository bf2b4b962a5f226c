import FrameProf
import Foundation
@_spi(Nodes) import StackLabCore

/// A view with another, built from a preference value its content writes, behind or in front of it
/// (`backgroundPreferenceValue`, `overlayPreferenceValue`): the content decides the size; once it is
/// laid out, the value its subtree writes for the key is read and the decoration built from it, as a
/// body of this view's type, then proposed the content's size and aligned inside it.
nonisolated struct PreferenceDecorationView<Content: View, Key: PreferenceKey, Decoration: View>: View, PrimitiveView {
    let content: Content
    let transform: (Key.Value) -> Decoration
    let placement: DecorationPlacement
    let alignment: Alignment

    var body: Never { primitiveBody() }

    func makeNode(in graph: ViewGraph) -> ViewNode { PreferenceDecorationNode<Content, Key, Decoration>(graph: graph, view: self) }
}

/// The node of a `PreferenceDecorationView`.
final class PreferenceDecorationNode<Content: View, Key: PreferenceKey, Decoration: View>: DecoratedNode {
    private typealias ViewType = PreferenceDecorationView<Content, Key, Decoration>
    private var transform: (Key.Value) -> Decoration
    private let bodyName: SignpostName

    init(graph: ViewGraph, view: PreferenceDecorationView<Content, Key, Decoration>) {
        transform = view.transform
        bodyName = graph.names.signpostName(for: ViewType.self)
        super.init(graph: graph, viewType: ViewType.self, placement: view.placement, alignment: view.alignment)
        primary = reconcile(nil, with: view.content)
    }

    override func update(_ view: any View) {
        guard let view = viewValue(view, as: ViewType.self) else { return }
        transform = view.transform
        alignment = view.alignment
        primary = reconcile(primary, with: view.content)
        // The decoration is built from the value when the content is placed.
        markPathNeedsPlacement(from: self)
    }

    override func placeContent(in rect: Rect) {
        guard let primary else { return }
        primary.place(in: rect)
        var value = Key.defaultValue
        var found = false
        primary.collectPreference(Key.self, into: &value, found: &found)
        graph.stats.recordBody(bodyName)
        let transform = self.transform
        let name = bodyName
        let view = graph.work.body(name, cause: decoration == nil ? graph.causes.firstAppearance : graph.causes.geometry) {
            graph.work.booking(to: name) { transform(value) }
        }
        decoration = reconcile(decoration, with: view)
        placeDecoration(in: rect)
    }

    /// Only the content's preferences go up: the decoration is built from them.
    override func collectPreference<K: PreferenceKey>(_ key: K.Type, into value: inout K.Value, found: inout Bool) {
        primary?.collectPreference(key, into: &value, found: &found)
    }
}

extension View {
    /// Puts the view `transform` builds from the content's value for `key` in front of the content.
    nonisolated public func overlayPreferenceValue<K, V>(_ key: K.Type, alignment: Alignment = .center,
                                                         @ViewBuilder _ transform: @escaping (K.Value) -> V) -> some View where K: PreferenceKey, V: View {
        PreferenceDecorationView<Self, K, V>(content: self, transform: transform, placement: .overlay, alignment: alignment)
    }

    /// Puts the view `transform` builds from the content's value for `key` behind the content.
    nonisolated public func backgroundPreferenceValue<K, V>(_ key: K.Type, alignment: Alignment = .center,
                                                            @ViewBuilder _ transform: @escaping (K.Value) -> V) -> some View where K: PreferenceKey, V: View {
        PreferenceDecorationView<Self, K, V>(content: self, transform: transform, placement: .background, alignment: alignment)
    }

    /// `overlayPreferenceValue(_:alignment:_:)`, as iOS 13 to 15 spell it.
    @_disfavoredOverload
    nonisolated public func overlayPreferenceValue<K, V>(_v0: Void = (), _ key: K.Type, alignment: Alignment,
                                                         @ViewBuilder _ transform: @escaping (K.Value) -> V) -> some View where K: PreferenceKey, V: View {
        PreferenceDecorationView<Self, K, V>(content: self, transform: transform, placement: .overlay, alignment: alignment)
    }

    /// `backgroundPreferenceValue(_:alignment:_:)`, as iOS 13 to 15 spell it.
    @_disfavoredOverload
    nonisolated public func backgroundPreferenceValue<K, V>(_v0: Void = (), _ key: K.Type, alignment: Alignment,
                                                            @ViewBuilder _ transform: @escaping (K.Value) -> V) -> some View where K: PreferenceKey, V: View {
        PreferenceDecorationView<Self, K, V>(content: self, transform: transform, placement: .background, alignment: alignment)
    }

    /// Puts the view `transform` builds from the content's value for `key` in front of it, centered.
    @_disfavoredOverload
    nonisolated public func overlayPreferenceValue<Key, T>(_ key: Key.Type = Key.self,
                                                           @ViewBuilder _ transform: @escaping (Key.Value) -> T) -> some View where Key: PreferenceKey, T: View {
        PreferenceDecorationView<Self, Key, T>(content: self, transform: transform, placement: .overlay, alignment: .center)
    }

    /// Puts the view `transform` builds from the content's value for `key` behind it, centered.
    @_disfavoredOverload
    nonisolated public func backgroundPreferenceValue<Key, T>(_ key: Key.Type = Key.self,
                                                              @ViewBuilder _ transform: @escaping (Key.Value) -> T) -> some View where Key: PreferenceKey, T: View {
        PreferenceDecorationView<Self, Key, T>(content: self, transform: transform, placement: .background, alignment: .center)
    }
}
