@_spi(Nodes) import StackLabCore

/// The colour of separators. As SwiftUI spells it; a style decides what is drawn, never a size.
public struct SeparatorShapeStyle: Hashable, ShapeStyle, Sendable {
    /// The style.
    public init() {}
}

extension ShapeStyle where Self == SeparatorShapeStyle {
    /// The colour of separators.
    public static var separator: SeparatorShapeStyle { SeparatorShapeStyle() }
}
