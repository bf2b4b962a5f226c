import Foundation

/// Stacks its content leading to trailing — SwiftUI's `HStack`: each view is offered an equal share of
/// what is left, the least flexible first, `spacing` apart (8 points when nil).
nonisolated public struct HStack<Content: View>: View, LayoutRepresentable {
    let layoutView: LayoutView<HStackLayout, Content>

    /// A horizontal stack: children line up by `alignment` (an edge, the center, a text baseline, or a
    /// guide of yours), `spacing` apart (8 points when nil).
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        layoutView = LayoutView(layout: HStackLayout(alignment: alignment, spacing: spacing), content: content())
    }

    /// Primitive: no body.
    public var body: Never { primitiveBody() }
}
