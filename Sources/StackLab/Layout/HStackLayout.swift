/// Stacks subviews leading to trailing (the `HStack` layout).
struct HStackLayout: LabLayout, StackLayout, Equatable {
    /// Vertical placement of shorter subviews: an edge, the center, or a text baseline.
    var alignment: VerticalAlignment
    /// Space between subviews; nil for the default of 8.
    var spacing: Double?
    static var axis: Axis { .horizontal }

    /// Measures with the stack engine; lined up on a baseline, the stack is as tall as the children
    /// reach above and below it.
    func sizeThatFits(proposal: ProposedSize, subviews: LayoutSubviews) -> Size {
        StackEngine(axis: .horizontal, spacing: spacing).size(for: proposal, children: subviews, baseline: alignment.baseline)
    }

    /// Places with the stack engine.
    func placeSubviews(in bounds: Rect, proposal: ProposedSize, subviews: LayoutSubviews) {
        let engine = StackEngine(axis: .horizontal, spacing: spacing)
        if let baseline = alignment.baseline {
            engine.placeOnBaseline(subviews, in: bounds, baseline: baseline)
        } else {
            engine.place(subviews, in: bounds, minorFraction: alignment.fraction)
        }
    }

    /// The children's shared baseline when they line up on one, else the first baseline found.
    func baseline(_ which: VerticalAlignment.Baseline, for proposal: ProposedSize, subviews: LayoutSubviews) -> Double? {
        StackEngine(axis: .horizontal, spacing: spacing).horizontalBaseline(which, for: proposal, children: subviews,
                                                                            alignment: alignment)
    }
}
