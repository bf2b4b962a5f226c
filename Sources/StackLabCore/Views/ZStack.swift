/// Overlays its content.
nonisolated public struct ZStack<Content: View>: View, LayoutRepresentable {
    /// The stack's layout.
    @usableFromInline package let layout: ZStackLayout
    /// The stack's views.
    @usableFromInline package let content: Content

    /// An overlay stack: smaller children line up by `alignment`.
    @inlinable
    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
        layout = ZStackLayout(alignment: alignment)
        self.content = content()
    }

    /// Primitive: no body.
    public var body: Never { primitiveBody() }
}
