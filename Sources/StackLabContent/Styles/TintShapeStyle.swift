@_spi(Nodes) import StackLabCore

/// The environment's tint (`tint`, else the accent colour). As SwiftUI spells it; a style decides what is drawn, never a size.
public struct TintShapeStyle: Hashable, ShapeStyle, Sendable {
    /// The style.
    public init() {}
}

extension ShapeStyle where Self == TintShapeStyle {
    /// The environment's tint (`tint`, else the accent colour).
    public static var tint: TintShapeStyle { TintShapeStyle() }
}
