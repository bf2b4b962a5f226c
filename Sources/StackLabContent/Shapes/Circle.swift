import Foundation
@_spi(Nodes) import StackLabCore

/// A circle centred in its frame, as wide as the frame's shorter side, as SwiftUI spells it: a leaf that
/// takes what it is offered (the lab keeps the whole offer, as a circle's frame in a stack does) and draws
/// one layer.
nonisolated public struct Circle: Shape, PrimitiveShape {
    /// A circle.
    public init() {}

    /// The circle centred in `rect`.
    public func path(in rect: CGRect) -> Path {
        let side = min(rect.width, rect.height)
        return Path(ellipseIn: CGRect(x: rect.midX - side / 2, y: rect.midY - side / 2, width: side, height: side))
    }

    /// A circle looks the same mirrored.
    public var layoutDirectionBehavior: LayoutDirectionBehavior { .fixed }
}

extension Circle {
    /// Fills the proposal; 10 × 10 where a dimension is unspecified.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }
}

extension Circle: InsettableShape {
    /// The circle inset by `amount`.
    public func inset(by amount: CGFloat) -> some InsettableShape { _InsetShape(base: self, amount: amount) }
}

extension Shape where Self == Circle {
    /// A circle.
    public static var circle: Circle { Circle() }
}
