import Foundation

/// Stacks subviews leading to trailing — SwiftUI's `HStackLayout`, the layout behind `HStack`, usable
/// on its own (`HStackLayout(spacing: 4) { … }`, `AnyLayout(HStackLayout())`).
public struct HStackLayout: LabLayout, StackLayout, Equatable, Sendable {
    /// Vertical placement of shorter subviews: an edge, the center, a text baseline or a guide of yours.
    public var alignment: VerticalAlignment
    /// Space between subviews; nil for the default of 8.
    public var spacing: CGFloat?
    package static var axis: Axis { .horizontal }

    /// A horizontal stack layout.
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }

    private var engine: StackEngine { StackEngine(axis: .horizontal, spacing: spacing.map(Double.init)) }

    /// Measures with the stack engine; lined up on a baseline, the stack is as tall as the children
    /// reach above and below it.
    package func sizeThatFits(proposal: ProposedSize, subviews: LayoutSubviews) -> Size {
        if ExplicitAlignment.needsGeneralPath(subviews, custom: alignment.custom != nil) {
            return engine.size(for: proposal, children: subviews, guide: .vertical(alignment))
        }
        return engine.size(for: proposal, children: subviews, baseline: alignment.baseline)
    }

    /// Places with the stack engine.
    package func placeSubviews(in bounds: Rect, proposal: ProposedSize, subviews: LayoutSubviews) {
        if ExplicitAlignment.needsGeneralPath(subviews, custom: alignment.custom != nil) {
            engine.place(subviews, in: bounds, guide: .vertical(alignment), fraction: alignment.baseline == nil ? alignment.fraction : 0)
        } else if let baseline = alignment.baseline {
            engine.placeOnBaseline(subviews, in: bounds, baseline: baseline)
        } else {
            engine.place(subviews, in: bounds, minorFraction: alignment.fraction)
        }
    }

    /// The children's shared baseline when they line up on one, else the first baseline found.
    package func baseline(_ which: VerticalAlignment.Baseline, for proposal: ProposedSize, subviews: LayoutSubviews) -> Double? {
        engine.horizontalBaseline(which, for: proposal, children: subviews, alignment: alignment)
    }

    /// The children's explicit vertical guides, where they line up.
    package func explicitAlignment(_ guide: AnyAlignmentGuide, size: Size, proposal: ProposedSize, subviews: LayoutSubviews) -> Double? {
        engine.explicitAlignment(guide, proposal: proposal, children: subviews)
    }
}

extension HStackLayout: Layout {
    /// A horizontal stack: spacers inside grow horizontally.
    public static var layoutProperties: LayoutProperties {
        var properties = LayoutProperties()
        properties.stackOrientation = .horizontal
        return properties
    }

    /// Nothing animates in the lab.
    public typealias AnimatableData = EmptyAnimatableData
    /// No cache.
    public typealias Cache = Void

    /// The stack's size, as `HStack` measures it.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: HStackLayout.Subviews, cache: inout Void) -> CGSize {
        CGSize(sizeThatFits(proposal: proposal.lab, subviews: subviews.rebased))
    }

    /// Places the subviews as `HStack` does.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: HStackLayout.Subviews, cache: inout Void) {
        placeSubviews(in: bounds.lab, proposal: proposal.lab, subviews: subviews.rebased)
    }
}
