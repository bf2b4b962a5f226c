/// How colours are blended when a view is drawn offscreen — SwiftUI's `ColorRenderingMode`, for
/// `drawingGroup` and `Canvas`. The lab draws no pixels, so the modes cost the same.
public enum ColorRenderingMode: Sendable, Hashable {
    /// Non-linear sRGB.
    case nonLinear
    /// Linear sRGB.
    case linear
    /// Extended linear sRGB.
    case extendedLinear
}
