import Foundation
@_spi(Nodes) import StackLabCore

/// The shape of the container a view is in, inset to the view's frame, as SwiftUI spells it (a widget's
/// rounded corners). A list row's container has no shape of its own, so the lab draws a rectangle.
nonisolated public struct ContainerRelativeShape: Shape, PrimitiveShape {
    /// The container's shape.
    public init() {}

    /// The frame.
    public func path(in rect: CGRect) -> Path { Path(rect) }
}

extension ContainerRelativeShape: InsettableShape {
    /// The shape inset by `amount`.
    public func inset(by amount: CGFloat) -> some InsettableShape { _InsetShape(base: self, amount: amount) }
}

extension Shape where Self == ContainerRelativeShape {
    /// The container's shape.
    public static var containerRelative: ContainerRelativeShape { ContainerRelativeShape() }
}
