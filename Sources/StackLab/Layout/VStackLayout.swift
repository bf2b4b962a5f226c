/// Stacks subviews top to bottom (the `VStack` layout).
public struct VStackLayout: Layout, StackLayout, RowLayout, Equatable {
    /// Horizontal placement of narrower subviews.
    public var alignment: Alignment
    /// Space between subviews; nil for the default of 8.
    public var spacing: Double?
    static var axis: Axis { .vertical }

    /// Creates the layout.
    public init(alignment: Alignment = .center, spacing: Double? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }

    /// Measures with the stack engine.
    public func sizeThatFits(proposal: ProposedSize, subviews: LayoutSubviews) -> Size {
        StackEngine(axis: .vertical, spacing: spacing).size(for: proposal, children: subviews.nodes)
    }

    /// Places with the stack engine.
    public func placeSubviews(in bounds: Rect, proposal: ProposedSize, subviews: LayoutSubviews) {
        StackEngine(axis: .vertical, spacing: spacing).place(subviews.nodes, in: bounds, alignment: alignment)
    }
}
