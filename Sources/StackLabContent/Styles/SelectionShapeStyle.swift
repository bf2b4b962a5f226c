@_spi(Nodes) import StackLabCore

/// The colour of selected content. As SwiftUI spells it; a style decides what is drawn, never a size.
public struct SelectionShapeStyle: Hashable, ShapeStyle, Sendable {
    /// The style.
    public init() {}
}

extension ShapeStyle where Self == SelectionShapeStyle {
    /// The colour of selected content.
    public static var selection: SelectionShapeStyle { SelectionShapeStyle() }
}
