import Foundation
@_spi(Nodes) import StackLabCore

/// An ellipse filling its frame, as SwiftUI spells it: a leaf that takes what it is offered and draws one
/// layer.
nonisolated public struct Ellipse: Shape, PrimitiveShape {
    /// An ellipse.
    public init() {}

    /// The ellipse inscribed in `rect`.
    public func path(in rect: CGRect) -> Path { Path(ellipseIn: rect) }

    /// An ellipse looks the same mirrored.
    public var layoutDirectionBehavior: LayoutDirectionBehavior { .fixed }
}

extension Ellipse: InsettableShape {
    /// The ellipse inset by `amount`.
    public func inset(by amount: CGFloat) -> some InsettableShape { _InsetShape(base: self, amount: amount) }
}

extension Shape where Self == Ellipse {
    /// An ellipse.
    public static var ellipse: Ellipse { Ellipse() }
}
