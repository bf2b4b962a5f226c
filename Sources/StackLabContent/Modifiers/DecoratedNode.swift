@_spi(Nodes) import StackLabCore

/// Behind the primary view or in front of it.
@usableFromInline
enum DecorationPlacement: Sendable {
    /// Drawn before the content.
    case background
    /// Drawn after the content.
    case overlay
}

/// A node whose primary view decides the size and whose decoration is drawn behind or in front of it,
/// proposed the primary's size and aligned inside it. `background`/`overlay` (`DecorationNode`) and the
/// preference-value decorations (`PreferenceDecorationNode`) differ only in where the decoration comes
/// from, so the order of the children, the size, the baseline, the guides and the decoration's placement
/// are kept here once.
class DecoratedNode: ViewNode, UnaryModifierNode, ExplicitAlignmentSource {
    /// The view that decides the size and the guides.
    @exclusivity(unchecked) final var primary: ViewNode?
    /// The view behind or in front of it.
    @exclusivity(unchecked) final var decoration: ViewNode?
    /// Where the decoration is drawn.
    final let placement: DecorationPlacement
    /// Where a decoration smaller than the primary view sits.
    @exclusivity(unchecked) final var alignment: Alignment
    /// The graph's layout flags, read on every placement.
    private final let flags: LayoutFlags

    init(graph: ViewGraph, viewType: Any.Type, placement: DecorationPlacement, alignment: Alignment) {
        self.placement = placement
        self.alignment = alignment
        flags = graph.layoutFlags
        super.init(graph: graph, viewType: viewType)
    }

    /// A background comes before its content, an overlay after it: the order they are drawn in.
    override final func forEachChild(_ body: (ViewNode) -> Void) {
        let (first, second) = placement == .background ? (decoration, primary) : (primary, decoration)
        if let first { body(first) }
        if let second { body(second) }
    }

    override final func computeSize(_ proposal: ProposedSize) -> Size {
        primary?.measure(proposal) ?? .zero
    }

    /// The decoration, proposed exactly `rect`'s size and aligned inside it (by an explicit guide when
    /// the alignment or the subtree defines one).
    final func placeDecoration(in rect: Rect) {
        guard let decoration else { return }
        let proposal = ProposedSize(rect.size)
        let size = decoration.measure(proposal)
        if flags.explicitGuides || alignment.isCustom {
            decoration.place(in: Rect(origin: OverlayAlignment.origin(of: decoration, size: size, proposal: proposal, alignment, in: rect), size: size))
        } else {
            decoration.place(in: Rect(origin: alignment.origin(of: size, in: rect), size: size))
        }
    }

    override final func baseline(_ which: VerticalAlignment.Baseline, for proposal: ProposedSize) -> Double? {
        primary?.baseline(which, for: proposal)
    }

    /// The primary view decides the size and the guides.
    final var modifiedContent: ViewNode? { primary }

    final func explicitAlignment(_ guide: AnyAlignmentGuide, for proposal: ProposedSize) -> Double? {
        primary.flatMap { ExplicitAlignment.value(of: $0, guide, for: proposal) }
    }
}
