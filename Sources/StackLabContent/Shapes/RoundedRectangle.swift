import Foundation
@_spi(Nodes) import StackLabCore

/// A rectangle with rounded corners, as SwiftUI spells it: a leaf that takes what it is offered and draws
/// one layer (the corners change the outline, not the size).
nonisolated public struct RoundedRectangle: Shape, PrimitiveShape {
    /// The corners' width and height.
    public var cornerSize: CGSize
    /// The corners' curve.
    public var style: RoundedCornerStyle

    /// Corners of elliptical size `cornerSize`.
    public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        self.cornerSize = cornerSize
        self.style = style
    }

    /// Corners of radius `cornerRadius`.
    public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        self.init(cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
    }

    /// The rounded frame.
    public func path(in rect: CGRect) -> Path { Path(roundedRect: rect, cornerSize: cornerSize, style: style) }

    /// A rounded rectangle looks the same mirrored.
    public var layoutDirectionBehavior: LayoutDirectionBehavior { .fixed }

    /// The corner size.
    public var animatableData: CGSize.AnimatableData {
        get { cornerSize.animatableData }
        set { cornerSize.animatableData = newValue }
    }
}

extension RoundedRectangle: InsettableShape {
    /// The rounded rectangle inset by `amount`.
    public func inset(by amount: CGFloat) -> some InsettableShape { _InsetShape(base: self, amount: amount) }
}

extension Shape where Self == RoundedRectangle {
    /// A rectangle with corners of elliptical size `cornerSize`.
    public static func rect(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) -> Self {
        RoundedRectangle(cornerSize: cornerSize, style: style)
    }

    /// A rectangle with corners of radius `cornerRadius`.
    public static func rect(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) -> Self {
        RoundedRectangle(cornerRadius: cornerRadius, style: style)
    }
}
