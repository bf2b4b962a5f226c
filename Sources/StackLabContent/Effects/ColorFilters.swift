@_spi(Nodes) import StackLabCore

/// Colour filters, as SwiftUI spells them. Core Animation filters a layer's rendered pixels, so the
/// render server draws the view into a buffer first: each filter away from its identity value is priced
/// as an offscreen pass (an estimate: tech talk 10857 lists shadows, masks, rounded rectangles and visual
/// effects, and a filter reads pixels as a blur does); at its identity value the view is drawn as it is.
extension View {
    /// Brightens (positive) or darkens the view.
    nonisolated public func brightness(_ amount: Double) -> some View { renderEffect(offscreen: amount != 0) }

    /// Changes the view's contrast (1 unchanged).
    nonisolated public func contrast(_ amount: Double) -> some View { renderEffect(offscreen: amount != 1) }

    /// Changes the view's saturation (1 unchanged).
    nonisolated public func saturation(_ amount: Double) -> some View { renderEffect(offscreen: amount != 1) }

    /// Removes colour from the view (0 unchanged).
    nonisolated public func grayscale(_ amount: Double) -> some View { renderEffect(offscreen: amount != 0) }

    /// Rotates the view's hues (0 unchanged).
    nonisolated public func hueRotation(_ angle: Angle) -> some View { renderEffect(offscreen: angle.radians != 0) }

    /// Multiplies the view's colours by `color` (white unchanged).
    nonisolated public func colorMultiply(_ color: Color) -> some View { renderEffect(offscreen: color.rgba != 0xFFFF_FFFF) }

    /// Inverts the view's colours.
    nonisolated public func colorInvert() -> some View { renderEffect(.offscreen) }

    /// Makes the view's luminance its alpha (a mask made from a view).
    nonisolated public func luminanceToAlpha() -> some View { renderEffect(.offscreen) }
}
