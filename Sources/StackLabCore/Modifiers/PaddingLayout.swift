import Foundation

/// Insets its single subview (the `padding` modifier's layout): the proposal shrinks by the insets,
/// the size grows by them.
@usableFromInline
package struct PaddingLayout: LabLayout, Equatable {
    /// The insets.
    var insets: EdgeInsets

    /// Insets of `insets`.
    @usableFromInline
    package init(insets: EdgeInsets) {
        self.insets = insets
    }

    /// The subview's size plus the insets.
    package func sizeThatFits(proposal: ProposedSize, subviews: LayoutSubviews) -> Size {
        guard let child = subviews.first else { return Size(width: insets.horizontal, height: insets.vertical) }
        let size = child.sizeThatFits(inner(proposal))
        return Size(width: size.width + insets.horizontal, height: size.height + insets.vertical)
    }

    /// Places the subview inside the insets.
    package func placeSubviews(in bounds: Rect, proposal: ProposedSize, subviews: LayoutSubviews) {
        guard let child = subviews.first else { return }
        child.place(at: Point(x: bounds.minX + Double(insets.leading), y: bounds.minY + Double(insets.top)), proposal: inner(ProposedSize(bounds.size)))
    }

    /// The subview's baseline, below the top inset.
    package func baseline(_ which: VerticalAlignment.Baseline, for proposal: ProposedSize, subviews: LayoutSubviews) -> Double? {
        subviews.first?.baseline(which, for: inner(proposal)).map { Double(insets.top) + $0 }
    }

    /// The subview's explicit guide, moved by the leading or top inset.
    package func explicitAlignment(_ guide: AnyAlignmentGuide, size: Size, proposal: ProposedSize, subviews: LayoutSubviews) -> Double? {
        guard let child = subviews.first, let value = ExplicitAlignment.value(of: child.node, guide, for: inner(proposal)) else { return nil }
        if case .horizontal = guide { return Double(insets.leading) + value }
        return Double(insets.top) + value
    }

    func inner(_ proposal: ProposedSize) -> ProposedSize {
        ProposedSize(width: proposal.width.map { max(0, $0 - insets.horizontal) },
                     height: proposal.height.map { max(0, $0 - insets.vertical) })
    }
}

extension View {
    /// Adds `length` points on the edges in `edges`; nil is SwiftUI's default padding on iPhone, 16 points.
    @inlinable
    nonisolated public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        padding(EdgeInsets(edges, Double(length ?? 16)))
    }

    /// Adds `length` points on every edge.
    @inlinable
    nonisolated public func padding(_ length: CGFloat) -> some View {
        padding(.all, length)
    }

    /// Adds the given space on each edge.
    @inlinable
    nonisolated public func padding(_ insets: EdgeInsets) -> some View {
        LayoutView(layout: PaddingLayout(insets: insets), content: self, flattensContent: false)
    }
}
