@_spi(Nodes) import StackLabCore

/// Rendering a view's layers as one, as SwiftUI spells it.
extension View {
    /// Composites the view's layers before its ancestors' effects apply (SwiftUI's documentation): an
    /// intermediate buffer, an offscreen pass.
    nonisolated public func compositingGroup() -> some View { renderEffect(.offscreen) }

    /// Renders the view into one bitmap before display ("an offscreen image", SwiftUI's documentation):
    /// an offscreen pass.
    nonisolated public func drawingGroup(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear) -> some View {
        renderEffect(.offscreen)
    }
}
