@_spi(Nodes) import StackLabCore

/// The colour of links. As SwiftUI spells it; a style decides what is drawn, never a size.
public struct LinkShapeStyle: Hashable, ShapeStyle, Sendable {
    /// The style.
    public init() {}
}

extension ShapeStyle where Self == LinkShapeStyle {
    /// The colour of links.
    public static var link: LinkShapeStyle { LinkShapeStyle() }
}
