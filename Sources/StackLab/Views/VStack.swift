import Foundation

/// Stacks its content top to bottom, creating and measuring every child up front (eager) — SwiftUI's
/// `VStack`.
nonisolated public struct VStack<Content: View>: View, LayoutRepresentable {
    let layoutView: LayoutView<VStackLayout, Content>

    /// A vertical stack: children line up by `alignment`, `spacing` apart (8 points when nil).
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        layoutView = LayoutView(layout: VStackLayout(alignment: alignment, spacing: spacing), content: content())
    }

    /// Primitive: no body.
    public var body: Never { primitiveBody() }
}
