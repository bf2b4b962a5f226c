import Foundation

/// A fixed frame (the `frame(width:height:alignment:)` modifier's layout): a given dimension is
/// proposed to the subview and reported as the size whatever the subview takes; a nil dimension passes
/// through.
struct FrameLayout: LabLayout, Equatable {
    /// The fixed width, or nil.
    var width: Double?
    /// The fixed height, or nil.
    var height: Double?
    /// Where the subview sits inside the frame.
    var alignment: Alignment

    /// The fixed dimensions, the subview's for the others.
    func sizeThatFits(proposal: ProposedSize, subviews: LayoutSubviews) -> Size {
        if let width, let height { return Size(width: width, height: height) }
        let child = subviews.first?.sizeThatFits(childProposal(proposal)) ?? .zero
        return Size(width: width ?? child.width, height: height ?? child.height)
    }

    /// Aligns the subview inside the frame.
    func placeSubviews(in bounds: Rect, proposal: ProposedSize, subviews: LayoutSubviews) {
        subviews.first?.place(aligned: alignment, in: bounds, proposal: childProposal(ProposedSize(bounds.size)))
    }

    /// The subview's baseline, moved by where the frame aligns it.
    func baseline(_ which: VerticalAlignment.Baseline, for proposal: ProposedSize, subviews: LayoutSubviews) -> Double? {
        guard let child = subviews.first else { return nil }
        let inner = childProposal(proposal)
        let size = sizeThatFits(proposal: proposal, subviews: subviews), childSize = child.sizeThatFits(inner)
        return child.baseline(which, for: inner).map { (size.height - childSize.height) * alignment.vertical.fraction + $0 }
    }

    private func childProposal(_ proposal: ProposedSize) -> ProposedSize {
        ProposedSize(width: width ?? proposal.width, height: height ?? proposal.height)
    }
}

extension View {
    /// Fixes the width, the height, or both.
    nonisolated public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View {
        LayoutView(layout: FrameLayout(width: width.map(Double.init), height: height.map(Double.init), alignment: alignment),
                   content: self, flattensContent: false)
    }

    /// Proposes the view its ideal size on both axes: text does not wrap or truncate.
    nonisolated public func fixedSize() -> some View { fixedSize(horizontal: true, vertical: true) }

    /// Proposes the view its ideal size on the axes given.
    nonisolated public func fixedSize(horizontal: Bool, vertical: Bool) -> some View {
        LayoutView(layout: FixedSizeLayout(horizontal: horizontal, vertical: vertical), content: self, flattensContent: false)
    }
}

/// The `fixedSize` modifier's layout: a nil proposal on the fixed axes, so the content takes its ideal size.
struct FixedSizeLayout: LabLayout, Equatable {
    var horizontal: Bool
    var vertical: Bool

    func sizeThatFits(proposal: ProposedSize, subviews: LayoutSubviews) -> Size {
        subviews.first?.sizeThatFits(inner(proposal)) ?? .zero
    }

    func placeSubviews(in bounds: Rect, proposal: ProposedSize, subviews: LayoutSubviews) {
        subviews.first?.place(aligned: .center, in: bounds, proposal: inner(ProposedSize(bounds.size)))
    }

    func baseline(_ which: VerticalAlignment.Baseline, for proposal: ProposedSize, subviews: LayoutSubviews) -> Double? {
        subviews.first?.baseline(which, for: inner(proposal))
    }

    private func inner(_ proposal: ProposedSize) -> ProposedSize {
        ProposedSize(width: horizontal ? nil : proposal.width, height: vertical ? nil : proposal.height)
    }
}
