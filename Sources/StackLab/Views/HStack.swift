import Foundation

/// Stacks its content leading to trailing.
nonisolated public struct HStack<Content: View>: View, LayoutRepresentable {
    let layoutView: LayoutView<HStackLayout, Content>

    /// A horizontal stack: children line up by `alignment` (an edge, the center, or a text baseline),
    /// `spacing` apart (8 points when nil).
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        layoutView = LayoutView(layout: HStackLayout(alignment: alignment, spacing: spacing.map(Double.init)), content: content())
    }

    /// Primitive: no body.
    public var body: Never { primitiveBody() }
}
