/// A view with another view behind (`background`) or in front of it (`overlay`): the primary view
/// decides the size; the decoration is proposed exactly that size and aligned inside it.
nonisolated struct DecorationView<Content: View, Decoration: View>: View, PrimitiveView {
    /// Behind or in front.
    enum Placement: Sendable {
        /// Drawn before the content.
        case background
        /// Drawn after the content.
        case overlay
    }

    /// The primary view.
    let content: Content
    /// The decoration.
    let decoration: Decoration
    /// Where the decoration goes.
    let placement: Placement
    /// Where a decoration smaller than the content sits.
    var alignment: Alignment = .center

    /// Primitive: no body.
    var body: Never { primitiveBody() }

    func makeNode(in graph: ViewGraph) -> ViewNode { DecorationNode(graph: graph, view: self) }
}

/// The node of a `DecorationView`.
final class DecorationNode<Content: View, Decoration: View>: ViewNode {
    private var primary: ViewNode?
    private var decoration: ViewNode?
    private let placement: DecorationView<Content, Decoration>.Placement
    private var alignment: Alignment

    init(graph: ViewGraph, view: DecorationView<Content, Decoration>) {
        placement = view.placement
        alignment = view.alignment
        super.init(graph: graph, viewType: DecorationView<Content, Decoration>.self)
        primary = reconcile(nil, with: view.content)
        decoration = reconcile(nil, with: view.decoration)
    }

    override func update(_ view: any View) {
        guard let view = viewValue(view, as: DecorationView<Content, Decoration>.self) else { return }
        if view.alignment != alignment {
            alignment = view.alignment
            setNeedsLayout()
        }
        primary = reconcile(primary, with: view.content)
        decoration = reconcile(decoration, with: view.decoration)
    }

    /// A background comes before its content, an overlay after it: the order they are drawn in.
    override func forEachChild(_ body: (ViewNode) -> Void) {
        let (first, second) = placement == .background ? (decoration, primary) : (primary, decoration)
        if let first { body(first) }
        if let second { body(second) }
    }

    override func computeSize(_ proposal: ProposedSize) -> Size {
        primary?.measure(proposal) ?? .zero
    }

    override func placeContent(in rect: Rect) {
        primary?.place(in: rect)
        guard let decoration else { return }
        let size = decoration.measure(ProposedSize(rect.size))
        decoration.place(in: Rect(origin: alignment.origin(of: size, in: rect), size: size))
    }

    override func baseline(_ which: VerticalAlignment.Baseline, for proposal: ProposedSize) -> Double? {
        primary?.baseline(which, for: proposal)
    }
}

extension View {
    /// Puts `content` behind this view, sized like it and aligned inside it.
    nonisolated public func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        DecorationView(content: self, decoration: content(), placement: .background, alignment: alignment)
    }

    /// Puts `background` behind this view, sized like it.
    @_disfavoredOverload
    nonisolated public func background<Background: View>(_ background: Background, alignment: Alignment = .center) -> some View {
        DecorationView(content: self, decoration: background, placement: .background, alignment: alignment)
    }

    /// Fills the view's bounds behind it with `style`.
    nonisolated public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        DecorationView(content: self, decoration: Rectangle().fill(style), placement: .background)
    }

    /// Fills `shape` behind the view with `style`.
    nonisolated public func background<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        DecorationView(content: self, decoration: shape.fill(style), placement: .background)
    }

    /// Puts `content` in front of this view, sized like it and aligned inside it.
    nonisolated public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        DecorationView(content: self, decoration: content(), placement: .overlay, alignment: alignment)
    }

    /// Puts `overlay` in front of this view, sized like it.
    @_disfavoredOverload
    nonisolated public func overlay<Overlay: View>(_ overlay: Overlay, alignment: Alignment = .center) -> some View {
        DecorationView(content: self, decoration: overlay, placement: .overlay, alignment: alignment)
    }

    /// Fills the view's bounds in front of it with `style`.
    nonisolated public func overlay<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        DecorationView(content: self, decoration: Rectangle().fill(style), placement: .overlay)
    }

    /// Fills `shape` in front of the view with `style`.
    nonisolated public func overlay<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        DecorationView(content: self, decoration: shape.fill(style), placement: .overlay)
    }

    /// Draws the outline of the view's bounds (an overlay of a stroked rectangle).
    nonisolated public func border<S: ShapeStyle>(_ content: S, width: CGFloat = 1) -> some View {
        DecorationView(content: self, decoration: Rectangle().strokeBorder(content, lineWidth: width), placement: .overlay)
    }
}
