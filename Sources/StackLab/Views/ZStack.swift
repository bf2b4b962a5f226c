/// Overlays its content.
nonisolated public struct ZStack<Content: View>: View, LayoutRepresentable {
    let layoutView: LayoutView<ZStackLayout, Content>

    /// An overlay stack: smaller children line up by `alignment`.
    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
        layoutView = LayoutView(layout: ZStackLayout(alignment: alignment), content: content())
    }

    /// Primitive: no body.
    public var body: Never { primitiveBody() }
}
