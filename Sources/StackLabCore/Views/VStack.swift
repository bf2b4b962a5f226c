import Foundation

/// Stacks its content top to bottom, creating and measuring every child up front (eager) — SwiftUI's
/// `VStack`.
nonisolated public struct VStack<Content: View>: View, LayoutRepresentable {
    /// The stack's layout.
    @usableFromInline package let layout: VStackLayout
    /// The stack's views.
    @usableFromInline package let content: Content

    /// A vertical stack: children line up by `alignment`, `spacing` apart (8 points when nil).
    @inlinable
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        layout = VStackLayout(alignment: alignment, spacing: spacing)
        self.content = content()
    }

    /// Primitive: no body.
    public var body: Never { primitiveBody() }
}
