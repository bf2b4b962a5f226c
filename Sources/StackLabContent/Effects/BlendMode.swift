@_spi(Nodes) import StackLabCore

/// How a view blends with what is behind it, as SwiftUI spells it.
public enum BlendMode: Hashable, Sendable, CaseIterable {
    /// Drawn over.
    case normal
    /// Multiplied.
    case multiply
    /// Screened.
    case screen
    /// Overlaid.
    case overlay
    /// The darker of the two.
    case darken
    /// The lighter of the two.
    case lighten
    /// Colour dodge.
    case colorDodge
    /// Colour burn.
    case colorBurn
    /// Soft light.
    case softLight
    /// Hard light.
    case hardLight
    /// The difference.
    case difference
    /// Exclusion.
    case exclusion
    /// The view's hue.
    case hue
    /// The view's saturation.
    case saturation
    /// The view's colour.
    case color
    /// The view's luminosity.
    case luminosity
    /// Source atop.
    case sourceAtop
    /// Destination over.
    case destinationOver
    /// Destination out.
    case destinationOut
    /// Plus darker.
    case plusDarker
    /// Plus lighter.
    case plusLighter
}

extension View {
    /// Blends the view with what is behind it: any mode but normal reads the backdrop, so the render
    /// server composites the view in a buffer of its own, priced as an offscreen pass (an estimate).
    nonisolated public func blendMode(_ blendMode: BlendMode) -> some View { renderEffect(offscreen: blendMode != .normal) }
}
