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
    let placement: DecorationView<Content, Decoration>.Placement
    let alignment: Alignment

    var body: Never { primitiveBody() }

    func makeNode(in graph: ViewGraph) -> ViewNode { PreferenceDecorationNode<Content, Key, Decoration>(graph: graph, view: self) }
}

/// The node of a `PreferenceDecorationView`.
final class PreferenceDecorationNode<Content: View, Key: PreferenceKey, Decoration: View>: ViewNode, UnaryModifierNode, ExplicitAlignmentSource {
    private typealias ViewType = PreferenceDecorationView<Content, Key, Decoration>
    private var primary: ViewNode?
    private var decoration: ViewNode?
    private var transform: (Key.Value) -> Decoration
    private let placement: DecorationView<Content, Decoration>.Placement
    private var alignment: Alignment
    private let bodyName: SignpostName

    init(graph: ViewGraph, view: PreferenceDecorationView<Content, Key, Decoration>) {
        transform = view.transform
        placement = view.placement
        alignment = view.alignment
        bodyName = graph.names.signpostName(for: ViewType.self)
        super.init(graph: graph, viewType: ViewType.self)
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

    override func forEachChild(_ body: (ViewNode) -> Void) {
        let (first, second) = placement == .background ? (decoration, primary) : (primary, decoration)
        if let first { body(first) }
        if let second { body(second) }
    }

    override func computeSize(_ proposal: ProposedSize) -> Size {
        primary?.measure(proposal) ?? .zero
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
        guard let decoration else { return }
        let proposal = ProposedSize(rect.size)
        let size = decoration.measure(proposal)
        decoration.place(in: Rect(origin: alignment.origin(of: size, in: rect), size: size))
    }

    override func baseline(_ which: VerticalAlignment.Baseline, for proposal: ProposedSize) -> Double? {
        primary?.baseline(which, for: proposal)
    }

    var modifiedContent: ViewNode? { primary }

    func explicitAlignment(_ guide: AnyAlignmentGuide, for proposal: ProposedSize) -> Double? {
        primary.flatMap { ExplicitAlignment.value(of: $0, guide, for: proposal) }
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
