@_spi(Nodes) import StackLabCore

/// The fill of thin and small shapes (the system fill colour). As SwiftUI spells it; a style decides what is drawn, never a size.
public struct FillShapeStyle: Hashable, ShapeStyle, Sendable {
    /// The style.
    public init() {}
}

extension ShapeStyle where Self == FillShapeStyle {
    /// The fill of thin and small shapes (the system fill colour).
    public static var fill: FillShapeStyle { FillShapeStyle() }
}
