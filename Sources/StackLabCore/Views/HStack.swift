import Foundation

/// Stacks its content leading to trailing — SwiftUI's `HStack`: each view is offered an equal share of
/// what is left, the least flexible first, `spacing` apart (8 points when nil).
nonisolated public struct HStack<Content: View>: View, LayoutRepresentable {
    /// The stack's layout.
    @usableFromInline package let layout: HStackLayout
    /// The stack's views.
    @usableFromInline package let content: Content

    /// A horizontal stack: children line up by `alignment` (an edge, the center, a text baseline, or a
    /// guide of yours), `spacing` apart (8 points when nil).
    @inlinable
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        layout = HStackLayout(alignment: alignment, spacing: spacing)
        self.content = content()
    }

    /// Primitive: no body.
    public var body: Never { primitiveBody() }
}
