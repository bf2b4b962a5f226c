import Foundation
@_spi(Nodes) import StackLabCore

/// Clipping a view, as SwiftUI spells it. A clip to the view's rectangle is Core Animation's
/// `masksToBounds` on a rectangle, which needs no offscreen pass (tech talk 10857 recommends it over a
/// mask); a clip to any other shape, rounded corners included, is a mask the render server draws
/// offscreen first, a pass ("masking" and "rounded rectangles" in the talk).
extension View {
    /// Clips the view to a shape: a rectangle is a plain clip, any other shape a mask and a pass.
    nonisolated public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> some View {
        renderEffect(offscreen: !(S.self == Rectangle.self))
    }

    /// Clips the view to its frame: a rectangular clip, no pass.
    nonisolated public func clipped(antialiased: Bool = false) -> some View { renderEffect(.none) }

    /// Rounds the view's corners by clipping it: a rounded mask, a pass (a radius of 0 is a plain clip).
    nonisolated public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View {
        renderEffect(offscreen: radius > 0)
    }
}
