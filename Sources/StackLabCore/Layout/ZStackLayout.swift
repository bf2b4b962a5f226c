import Foundation

/// Overlays subviews, each offered the whole proposal — SwiftUI's `ZStackLayout`, the layout behind
/// `ZStack`.
public struct ZStackLayout: LabLayout, Equatable, Sendable {
    /// Placement of smaller subviews.
    public var alignment: Alignment

    /// An overlay layout.
    public init(alignment: Alignment = .center) {
        self.alignment = alignment
    }

    /// The union of the subviews' sizes (with explicit guides, as far as they reach around the lines).
    package func sizeThatFits(proposal: ProposedSize, subviews: LayoutSubviews) -> Size {
        if ExplicitAlignment.needsGeneralPath(subviews, custom: alignment.isCustom) {
            return OverlayAlignment.size(subviews.map { ($0.node, $0.sizeThatFits(proposal), proposal) }, alignment)
        }
        var result = Size.zero
        for subview in subviews {
            let size = subview.sizeThatFits(proposal)
            result = Size(width: max(result.width, size.width), height: max(result.height, size.height))
        }
        return result
    }

    /// Aligns every subview inside the bounds.
    package func placeSubviews(in bounds: Rect, proposal: ProposedSize, subviews: LayoutSubviews) {
        if ExplicitAlignment.needsGeneralPath(subviews, custom: alignment.isCustom) {
            let children = subviews.map { ($0.node, $0.sizeThatFits(proposal), proposal) }
            for (child, origin) in zip(subviews, OverlayAlignment.origins(children, alignment, in: bounds)) {
                child.place(at: origin, proposal: proposal)
            }
            return
        }
        for subview in subviews { subview.place(aligned: alignment, in: bounds, proposal: proposal) }
    }
}

extension ZStackLayout: Layout {
    /// Nothing animates in the lab.
    public typealias AnimatableData = EmptyAnimatableData
    /// No cache.
    public typealias Cache = Void

    /// The overlay's size, as `ZStack` measures it.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: ZStackLayout.Subviews, cache: inout Void) -> CGSize {
        CGSize(sizeThatFits(proposal: proposal.lab, subviews: subviews.rebased))
    }

    /// Places the subviews as `ZStack` does.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: ZStackLayout.Subviews, cache: inout Void) {
        placeSubviews(in: bounds.lab, proposal: proposal.lab, subviews: subviews.rebased)
    }
}

/// Aligning views over one another on both axes by their guides, explicit or default: for `ZStack`,
/// frames and overlays when explicit guides or guides of a team's are about. Text baselines count as the
/// bottom, as on the lab's usual path.
package enum OverlayAlignment {
    /// How far the views reach before and after the common line of `alignment`'s guides, per axis.
    static func reach(_ views: [(ViewNode, Size, ProposedSize)], _ alignment: Alignment)
        -> (x: (before: Double, after: Double, values: [Double]), y: (before: Double, after: Double, values: [Double])) {
        var x = (before: 0.0, after: 0.0, values: [Double]()), y = (before: 0.0, after: 0.0, values: [Double]())
        for (node, size, proposal) in views {
            let a = ExplicitAlignment.position(of: .horizontal(alignment.horizontal), in: node, size: size, proposal: proposal, baselines: false)
            let b = ExplicitAlignment.position(of: .vertical(alignment.vertical), in: node, size: size, proposal: proposal, baselines: false)
            x.values.append(a)
            y.values.append(b)
            x = (max(x.before, a), max(x.after, size.width - a), x.values)
            y = (max(y.before, b), max(y.after, size.height - b), y.values)
        }
        return (x, y)
    }

    /// The size the views take lined up.
    static func size(_ views: [(ViewNode, Size, ProposedSize)], _ alignment: Alignment) -> Size {
        let r = reach(views, alignment)
        return Size(width: r.x.before + r.x.after, height: r.y.before + r.y.after)
    }

    /// Each view's origin when lined up inside `bounds`.
    static func origins(_ views: [(ViewNode, Size, ProposedSize)], _ alignment: Alignment, in bounds: Rect) -> [Point] {
        let r = reach(views, alignment)
        let lineX = bounds.minX + r.x.before + (bounds.width - r.x.before - r.x.after) * alignment.horizontal.fraction
        let lineY = bounds.minY + r.y.before + (bounds.height - r.y.before - r.y.after) * alignment.vertical.fraction
        return zip(r.x.values, r.y.values).map { Point(x: lineX - $0, y: lineY - $1) }
    }

    /// Where a view of `size` goes inside a container `bounds` that has no guide values of its own (a
    /// frame, an overlay's primary view): its guides on the container's default guides.
    package static func origin(of node: ViewNode, size: Size, proposal: ProposedSize, _ alignment: Alignment, in bounds: Rect) -> Point {
        let container = ViewDimensions(size: bounds.size)
        let frameX = alignment.horizontal.defaultValue(in: container)
        let frameY = alignment.vertical.defaultValue(in: container)
        let childX = ExplicitAlignment.position(of: .horizontal(alignment.horizontal), in: node, size: size, proposal: proposal, baselines: false)
        let childY = ExplicitAlignment.position(of: .vertical(alignment.vertical), in: node, size: size, proposal: proposal, baselines: false)
        return Point(x: bounds.minX + frameX - childX, y: bounds.minY + frameY - childY)
    }
}
