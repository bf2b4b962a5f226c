/// Stacks subviews top to bottom (the `VStack` layout).
struct VStackLayout: LabLayout, StackLayout, RowLayout, Equatable {
    /// Horizontal placement of narrower subviews.
    var alignment: HorizontalAlignment
    /// Space between subviews; nil for the default of 8.
    var spacing: Double?
    static var axis: Axis { .vertical }

    /// Measures with the stack engine.
    func sizeThatFits(proposal: ProposedSize, subviews: LayoutSubviews) -> Size {
        StackEngine(axis: .vertical, spacing: spacing).size(for: proposal, children: subviews)
    }

    /// Places with the stack engine.
    func placeSubviews(in bounds: Rect, proposal: ProposedSize, subviews: LayoutSubviews) {
        StackEngine(axis: .vertical, spacing: spacing).place(subviews, in: bounds, minorFraction: alignment.fraction)
    }

    /// The first child's first baseline, or the last child's last, where each sits in the stack.
    func baseline(_ which: VerticalAlignment.Baseline, for proposal: ProposedSize, subviews: LayoutSubviews) -> Double? {
        StackEngine(axis: .vertical, spacing: spacing).verticalBaseline(which, for: proposal, children: subviews)
    }
}
