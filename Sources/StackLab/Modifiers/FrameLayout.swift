/// A fixed frame (the `frame(width:height:)` modifier's layout): a given dimension is proposed to the
/// subview and reported as the size whatever the subview takes; a nil dimension passes through.
public struct FrameLayout: Layout, Equatable {
    /// The fixed width, or nil.
    public var width: Double?
    /// The fixed height, or nil.
    public var height: Double?
    /// Where the subview sits inside the frame.
    public var alignment: Alignment

    /// Creates the layout.
    public init(width: Double?, height: Double?, alignment: Alignment = .center) {
        self.width = width
        self.height = height
        self.alignment = alignment
    }

    /// The fixed dimensions, the subview's for the others.
    public func sizeThatFits(proposal: ProposedSize, subviews: LayoutSubviews) -> Size {
        if let width, let height { return Size(width: width, height: height) }
        let child = subviews.first?.sizeThatFits(childProposal(proposal)) ?? .zero
        return Size(width: width ?? child.width, height: height ?? child.height)
    }

    /// Aligns the subview inside the frame.
    public func placeSubviews(in bounds: Rect, proposal: ProposedSize, subviews: LayoutSubviews) {
        subviews.first?.place(aligned: alignment, in: bounds, proposal: childProposal(ProposedSize(bounds.size)))
    }

    private func childProposal(_ proposal: ProposedSize) -> ProposedSize {
        ProposedSize(width: width ?? proposal.width, height: height ?? proposal.height)
    }
}

extension View {
    /// Fixes the width, the height, or both.
    public func frame(width: Double? = nil, height: Double? = nil, alignment: Alignment = .center) -> LayoutView<FrameLayout, Self> {
        LayoutView(layout: FrameLayout(width: width, height: height, alignment: alignment), content: self, flattensContent: false)
    }
}
