import Foundation
@_spi(Nodes) import StackLabCore

/// A rectangle whose short sides are half circles, as SwiftUI spells it: a leaf that takes what it is
/// offered and draws one layer.
nonisolated public struct Capsule: Shape, PrimitiveShape {
    /// The corners' curve.
    public var style: RoundedCornerStyle

    /// A capsule.
    public init(style: RoundedCornerStyle = .continuous) {
        self.style = style
    }

    /// The frame with half-circle ends.
    public func path(in r: CGRect) -> Path {
        let radius = min(r.width, r.height) / 2
        return Path(roundedRect: r, cornerSize: CGSize(width: radius, height: radius), style: style)
    }

    /// A capsule looks the same mirrored.
    public var layoutDirectionBehavior: LayoutDirectionBehavior { .fixed }
}

extension Capsule: InsettableShape {
    /// The capsule inset by `amount`.
    public func inset(by amount: CGFloat) -> some InsettableShape { _InsetShape(base: self, amount: amount) }
}

extension Shape where Self == Capsule {
    /// A capsule.
    public static var capsule: Capsule { Capsule() }

    /// A capsule with corners of `style`.
    public static func capsule(style: RoundedCornerStyle) -> Self { Capsule(style: style) }
}
