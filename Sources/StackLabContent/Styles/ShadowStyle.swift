import Foundation
@_spi(Nodes) import StackLabCore

/// A shadow a shape style draws with (`.fill(.white.shadow(.drop(radius: 4)))`), as SwiftUI spells it. A
/// style with a shadow is drawn in an offscreen pass, as a view's shadow is.
public struct ShadowStyle: Equatable, Sendable {
    enum Kind: Equatable, Sendable {
        case drop
        case inner
    }

    let kind: Kind
    let color: Color
    let radius: CGFloat
    let x: CGFloat
    let y: CGFloat

    /// A shadow drawn outside the shape.
    public static func drop(color: Color = .init(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> ShadowStyle {
        ShadowStyle(kind: .drop, color: color, radius: radius, x: x, y: y)
    }

    /// A shadow drawn inside the shape.
    public static func inner(color: Color = .init(.sRGBLinear, white: 0, opacity: 0.55), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> ShadowStyle {
        ShadowStyle(kind: .inner, color: color, radius: radius, x: x, y: y)
    }
}
