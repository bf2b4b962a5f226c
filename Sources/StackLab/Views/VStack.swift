/// Stacks its content top to bottom, creating and measuring every child up front (eager).
public struct VStack<Content: View>: View, LayoutRepresentable {
    let layoutView: LayoutView<VStackLayout, Content>

    /// Creates a vertical stack.
    public init(alignment: Alignment = .center, spacing: Double? = nil, @ViewBuilder content: () -> Content) {
        layoutView = LayoutView(layout: VStackLayout(alignment: alignment, spacing: spacing), content: content())
    }

    /// Primitive: no body.
    public var body: Never { primitiveBody() }
}

