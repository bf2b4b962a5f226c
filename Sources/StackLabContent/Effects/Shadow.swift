import Foundation
@_spi(Nodes) import StackLabCore

extension View {
    /// Draws a shadow under the view, as SwiftUI spells it: the render server renders the view's shape
    /// offscreen to find the shadow's, an offscreen pass (tech talk 10857's "shadowing"); a shadow of no
    /// radius and no offset, or of a clear colour, draws nothing.
    nonisolated public func shadow(color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> some View {
        renderEffect(offscreen: color.rgba & 0xFF != 0 && (radius > 0 || x != 0 || y != 0))
    }
}
