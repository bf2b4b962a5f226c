import Foundation

/// Stacks subviews top to bottom — SwiftUI's `VStackLayout`, the layout behind `VStack`, usable on its
/// own (`VStackLayout(alignment: .leading) { … }`, `AnyLayout(VStackLayout())`).
public struct VStackLayout: LabLayout, StackLayout, RowLayout, Equatable, Sendable {
    /// Horizontal placement of narrower subviews.
    public var alignment: HorizontalAlignment
    /// Space between subviews; nil for the default of 8.
    public var spacing: CGFloat?
    package static var axis: Axis { .vertical }

    /// A vertical stack layout.
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }

    private var engine: StackEngine { StackEngine(axis: .vertical, spacing: spacing.map(Double.init)) }

    /// Measures with the stack engine.
    package func sizeThatFits(proposal: ProposedSize, subviews: LayoutSubviews) -> Size {
        if ExplicitAlignment.needsGeneralPath(subviews, custom: alignment.custom != nil) {
            return engine.size(for: proposal, children: subviews, guide: .horizontal(alignment))
        }
        return engine.size(for: proposal, children: subviews)
    }

    /// Places with the stack engine.
    package func placeSubviews(in bounds: Rect, proposal: ProposedSize, subviews: LayoutSubviews) {
        if ExplicitAlignment.needsGeneralPath(subviews, custom: alignment.custom != nil) {
            engine.place(subviews, in: bounds, guide: .horizontal(alignment), fraction: alignment.fraction)
        } else {
            engine.place(subviews, in: bounds, minorFraction: alignment.fraction)
        }
    }

    /// The first child's first baseline, or the last child's last, where each sits in the stack.
    package func baseline(_ which: VerticalAlignment.Baseline, for proposal: ProposedSize, subviews: LayoutSubviews) -> Double? {
        engine.verticalBaseline(which, for: proposal, children: subviews)
    }

    /// The children's explicit horizontal guides, where they line up.
    package func explicitAlignment(_ guide: AnyAlignmentGuide, size: Size, proposal: ProposedSize, subviews: LayoutSubviews) -> Double? {
        engine.explicitAlignment(guide, proposal: proposal, children: subviews)
    }
}

extension VStackLayout: Layout {
    /// A vertical stack: spacers inside grow vertically.
    public static var layoutProperties: LayoutProperties {
        var properties = LayoutProperties()
        properties.stackOrientation = .vertical
        return properties
    }

    /// Nothing animates in the lab.
    public typealias AnimatableData = EmptyAnimatableData
    /// No cache.
    public typealias Cache = Void

    /// The stack's size, as `VStack` measures it.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: VStackLayout.Subviews, cache: inout Void) -> CGSize {
        CGSize(sizeThatFits(proposal: proposal.lab, subviews: subviews.rebased))
    }

    /// Places the subviews as `VStack` does.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: VStackLayout.Subviews, cache: inout Void) {
        placeSubviews(in: bounds.lab, proposal: proposal.lab, subviews: subviews.rebased)
    }
}
