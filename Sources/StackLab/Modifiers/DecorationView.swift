/// A view with another view behind (`background`) or in front of it (`overlay`): the primary view
/// decides the size; the decoration is proposed exactly that size and placed on top of it.
public struct DecorationView<Content: View, Decoration: View>: View, PrimitiveView {
    /// Behind or in front.
    public enum Placement: Sendable {
        /// Drawn before the content.
        case background
        /// Drawn after the content.
        case overlay
    }

    /// The primary view.
    public let content: Content
    /// The decoration.
    public let decoration: Decoration
    /// Where the decoration goes.
    public let placement: Placement

    /// Primitive: no body.
    public var body: Never { primitiveBody() }

    func makeNode(in graph: ViewGraph) -> ViewNode { DecorationNode(graph: graph, view: self) }
}

/// The node of a `DecorationView`.
final class DecorationNode<Content: View, Decoration: View>: ViewNode {
    private var primary: ViewNode?
    private var decoration: ViewNode?
    private let placement: DecorationView<Content, Decoration>.Placement

    init(graph: ViewGraph, view: DecorationView<Content, Decoration>) {
        placement = view.placement
        super.init(graph: graph, viewType: DecorationView<Content, Decoration>.self)
        primary = reconcile(nil, with: view.content)
        decoration = reconcile(nil, with: view.decoration)
    }

    override func update(_ view: any View) {
        guard let view = view as? DecorationView<Content, Decoration> else { return }
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
        decoration.place(in: Rect(origin: Alignment.center.origin(of: size, in: rect), size: size))
    }
}

extension View {
    /// Puts `view` behind this one, sized like it.
    public func background<Background: View>(_ view: Background) -> DecorationView<Self, Background> {
        DecorationView(content: self, decoration: view, placement: .background)
    }

    /// Puts `view` in front of this one, sized like it.
    public func overlay<Overlay: View>(_ view: Overlay) -> DecorationView<Self, Overlay> {
        DecorationView(content: self, decoration: view, placement: .overlay)
    }
}
