import Foundation

/// A fixed frame (the `frame(width:height:alignment:)` modifier's layout): a given dimension is
/// proposed to the subview and reported as the size whatever the subview takes; a nil dimension passes
/// through.
@usableFromInline
struct FrameLayout: FrameAligning, Equatable {
    /// The fixed width, or nil.
    var width: Double?
    /// The fixed height, or nil.
    var height: Double?
    /// Where the subview sits inside the frame.
    var alignment: Alignment

    /// A frame of `width` and `height` (nil: the content's), the content aligned by `alignment`.
    @usableFromInline
    init(width: Double?, height: Double?, alignment: Alignment) {
        self.width = width
        self.height = height
        self.alignment = alignment
    }

    /// The fixed dimensions, the subview's for the others.
    func sizeThatFits(proposal: ProposedSize, subviews: LayoutSubviews) -> Size {
        if let width, let height { return Size(width: width, height: height) }
        let child = subviews.first?.sizeThatFits(childProposal(proposal)) ?? .zero
        return Size(width: width ?? child.width, height: height ?? child.height)
    }

    func childProposal(_ proposal: ProposedSize) -> ProposedSize {
        ProposedSize(width: width ?? proposal.width, height: height ?? proposal.height)
    }
}

/// What the fixed and the flexible frame share: the subview is aligned inside the frame by the frame's
/// alignment, its baseline and explicit guides move with it.
protocol FrameAligning: LabLayout {
    /// Where the subview sits inside the frame.
    var alignment: Alignment { get }
    /// What the frame proposes its subview when it is proposed `proposal`.
    func childProposal(_ proposal: ProposedSize) -> ProposedSize
}

extension FrameAligning {
    /// Aligns the subview inside the frame.
    func placeSubviews(in bounds: Rect, proposal: ProposedSize, subviews: LayoutSubviews) {
        guard let child = subviews.first else { return }
        let inner = childProposal(ProposedSize(bounds.size))
        if ExplicitAlignment.needsGeneralPath(subviews, custom: alignment.isCustom) {
            let size = child.sizeThatFits(inner)
            child.place(at: OverlayAlignment.origin(of: child.node, size: size, proposal: inner, alignment, in: bounds), proposal: inner)
        } else {
            child.place(aligned: alignment, in: bounds, proposal: inner)
        }
    }

    /// Where the subview sits in a frame of `size` for `proposal`, from the frame's origin.
    private func childOrigin(size: Size, proposal: ProposedSize, subviews: LayoutSubviews) -> (LayoutSubview, Point, ProposedSize)? {
        guard let child = subviews.first else { return nil }
        let inner = childProposal(proposal)
        let childSize = child.sizeThatFits(inner)
        let bounds = Rect(origin: .zero, size: size)
        let origin = ExplicitAlignment.needsGeneralPath(subviews, custom: alignment.isCustom)
            ? OverlayAlignment.origin(of: child.node, size: childSize, proposal: inner, alignment, in: bounds)
            : alignment.origin(of: childSize, in: bounds)
        return (child, origin, inner)
    }

    /// The subview's baseline, moved by where the frame aligns it.
    func baseline(_ which: VerticalAlignment.Baseline, for proposal: ProposedSize, subviews: LayoutSubviews) -> Double? {
        guard let (child, origin, inner) = childOrigin(size: sizeThatFits(proposal: proposal, subviews: subviews), proposal: proposal, subviews: subviews) else { return nil }
        return child.baseline(which, for: inner).map { origin.y + $0 }
    }

    /// The subview's explicit guide, moved by where the frame aligns it.
    func explicitAlignment(_ guide: AnyAlignmentGuide, size: Size, proposal: ProposedSize, subviews: LayoutSubviews) -> Double? {
        guard let (child, origin, inner) = childOrigin(size: size, proposal: proposal, subviews: subviews),
              let value = ExplicitAlignment.value(of: child.node, guide, for: inner) else { return nil }
        if case .horizontal = guide { return origin.x + value }
        return origin.y + value
    }
}

extension View {
    /// Fixes the width, the height, or both; a nil dimension is the content's. The content is proposed
    /// the fixed size and aligned inside it.
    @inlinable
    nonisolated public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View {
        LayoutView(layout: FrameLayout(width: width.map(Double.init), height: height.map(Double.init), alignment: alignment),
                   content: self, flattensContent: false)
    }

    /// A frame with no size of its own (deprecated in SwiftUI: it does nothing): laid out as the content.
    nonisolated public func frame() -> some View { self }

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

    func explicitAlignment(_ guide: AnyAlignmentGuide, size: Size, proposal: ProposedSize, subviews: LayoutSubviews) -> Double? {
        subviews.first.flatMap { ExplicitAlignment.value(of: $0.node, guide, for: inner(proposal)) }
    }

    private func inner(_ proposal: ProposedSize) -> ProposedSize {
        ProposedSize(width: horizontal ? nil : proposal.width, height: vertical ? nil : proposal.height)
    }
}
