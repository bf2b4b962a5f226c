import Foundation
@_spi(Nodes) import StackLabCore

/// A rectangle filling its frame, as SwiftUI spells it: a leaf that takes what it is offered and draws one
/// layer.
nonisolated public struct Rectangle: Shape, PrimitiveShape {
    /// A rectangle.
    public init() {}

    /// The frame itself.
    public func path(in rect: CGRect) -> Path { Path(rect) }

    /// A rectangle looks the same mirrored.
    public var layoutDirectionBehavior: LayoutDirectionBehavior { .fixed }
}

extension Rectangle: InsettableShape {
    /// The rectangle inset by `amount`.
    public func inset(by amount: CGFloat) -> some InsettableShape { _InsetShape(base: self, amount: amount) }
}

extension Shape where Self == Rectangle {
    /// A rectangle.
    public static var rect: Rectangle { Rectangle() }
}
