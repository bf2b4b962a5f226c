@_spi(Nodes) import StackLabCore

/// The colour of placeholder text. As SwiftUI spells it; a style decides what is drawn, never a size.
public struct PlaceholderTextShapeStyle: Hashable, ShapeStyle, Sendable {
    /// The style.
    public init() {}
}

extension ShapeStyle where Self == PlaceholderTextShapeStyle {
    /// The colour of placeholder text.
    public static var placeholder: PlaceholderTextShapeStyle { PlaceholderTextShapeStyle() }
}
