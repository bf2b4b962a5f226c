/// Stacks its content leading to trailing.
public struct HStack<Content: View>: View, LayoutRepresentable {
    let layoutView: LayoutView<HStackLayout, Content>

    /// Creates a horizontal stack.
    public init(alignment: Alignment = .center, spacing: Double? = nil, @ViewBuilder content: () -> Content) {
        layoutView = LayoutView(layout: HStackLayout(alignment: alignment, spacing: spacing), content: content())
    }

    /// Primitive: no body.
    public var body: Never { primitiveBody() }
}
