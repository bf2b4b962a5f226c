/// Insets its single subview (the `padding` modifier's layout): the proposal shrinks by the insets,
/// the size grows by them.
public struct PaddingLayout: Layout, Equatable {
    /// The insets.
    public var insets: EdgeInsets

    /// Creates the layout.
    public init(insets: EdgeInsets) {
        self.insets = insets
    }

    /// The subview's size plus the insets.
    public func sizeThatFits(proposal: ProposedSize, subviews: LayoutSubviews) -> Size {
        guard let child = subviews.first else { return Size(width: insets.horizontal, height: insets.vertical) }
        let size = child.sizeThatFits(inner(proposal))
        return Size(width: size.width + insets.horizontal, height: size.height + insets.vertical)
    }

    /// Places the subview inside the insets.
    public func placeSubviews(in bounds: Rect, proposal: ProposedSize, subviews: LayoutSubviews) {
        guard let child = subviews.first else { return }
        child.place(at: Point(x: bounds.minX + insets.leading, y: bounds.minY + insets.top), proposal: inner(ProposedSize(bounds.size)))
    }

    private func inner(_ proposal: ProposedSize) -> ProposedSize {
        ProposedSize(width: proposal.width.map { max(0, $0 - insets.horizontal) },
                     height: proposal.height.map { max(0, $0 - insets.vertical) })
    }
}

extension View {
    /// Adds `length` points of space on every edge.
    public func padding(_ length: Double = 16) -> LayoutView<PaddingLayout, Self> {
        padding(EdgeInsets(all: length))
    }

    /// Adds the given space on each edge.
    public func padding(_ insets: EdgeInsets) -> LayoutView<PaddingLayout, Self> {
        LayoutView(layout: PaddingLayout(insets: insets), content: self, flattensContent: false)
    }
}
