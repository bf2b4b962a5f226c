/// Overlays subviews, each offered the whole proposal (the `ZStack` layout).
public struct ZStackLayout: Layout, Equatable {
    /// Placement of smaller subviews.
    public var alignment: Alignment

    /// Creates the layout.
    public init(alignment: Alignment = .center) {
        self.alignment = alignment
    }

    /// The union of the subviews' sizes.
    public func sizeThatFits(proposal: ProposedSize, subviews: LayoutSubviews) -> Size {
        var result = Size.zero
        for subview in subviews {
            let size = subview.sizeThatFits(proposal)
            result = Size(width: max(result.width, size.width), height: max(result.height, size.height))
        }
        return result
    }

    /// Aligns every subview inside the bounds.
    public func placeSubviews(in bounds: Rect, proposal: ProposedSize, subviews: LayoutSubviews) {
        for subview in subviews { subview.place(aligned: alignment, in: bounds, proposal: proposal) }
    }
}
