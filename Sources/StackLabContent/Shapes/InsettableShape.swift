import Foundation
@_spi(Nodes) import StackLabCore

/// A shape that can be inset, so that its stroke can stay inside its bounds (`strokeBorder`), as SwiftUI
/// declares it.
public protocol InsettableShape: Shape {
    /// The shape `inset(by:)` returns.
    associatedtype InsetShape: InsettableShape
    /// The shape inset by `amount` on every side.
    nonisolated func inset(by amount: CGFloat) -> InsetShape
}

/// A shape inset on every side: the built-in shapes' `inset(by:)`.
nonisolated struct _InsetShape<Base: Shape>: InsettableShape, PrimitiveShape {
    var base: Base
    var amount: CGFloat

    func path(in rect: CGRect) -> Path { base.path(in: rect.insetBy(dx: amount, dy: amount)) }
    func inset(by amount: CGFloat) -> _InsetShape<Base> { _InsetShape(base: base, amount: self.amount + amount) }
    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { base.sizeThatFits(proposal) }
}
