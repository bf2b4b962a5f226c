/// Overlays subviews, each offered the whole proposal (the `ZStack` layout).
struct ZStackLayout: LabLayout, Equatable {
    /// Placement of smaller subviews.
    var alignment: Alignment

    /// The union of the subviews' sizes.
    func sizeThatFits(proposal: ProposedSize, subviews: LayoutSubviews) -> Size {
        var result = Size.zero
        for subview in subviews {
            let size = subview.sizeThatFits(proposal)
            result = Size(width: max(result.width, size.width), height: max(result.height, size.height))
        }
        return result
    }

    /// Aligns every subview inside the bounds.
    func placeSubviews(in bounds: Rect, proposal: ProposedSize, subviews: LayoutSubviews) {
        for subview in subviews { subview.place(aligned: alignment, in: bounds, proposal: proposal) }
    }
}
