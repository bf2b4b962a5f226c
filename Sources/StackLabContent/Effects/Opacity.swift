@_spi(Nodes) import StackLabCore

/// Transparency and visibility, as SwiftUI spells them.
extension View {
    /// Draws the view partly transparent. At 0 it is not drawn (no layer, no pass); between 0 and 1 a
    /// view of several layers is composited as a group, an offscreen pass (`CALayer.allowsGroupOpacity`),
    /// while a view of one layer takes the opacity as that layer's alpha; at 1 nothing changes.
    nonisolated public func opacity(_ opacity: Double) -> some View {
        renderEffect(opacity <= 0 ? .hidden : opacity < 1 ? .groupOpacity : .none)
    }

    /// Lays the view out but draws nothing: no layers, no pass.
    nonisolated public func hidden() -> some View { renderEffect(.hidden) }
}
