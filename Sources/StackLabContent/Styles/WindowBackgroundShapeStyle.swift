@_spi(Nodes) import StackLabCore

/// The window's background. As SwiftUI spells it; a style decides what is drawn, never a size.
public struct WindowBackgroundShapeStyle: Hashable, ShapeStyle, Sendable {
    /// The style.
    public init() {}
}

extension ShapeStyle where Self == WindowBackgroundShapeStyle {
    /// The window's background.
    public static var windowBackground: WindowBackgroundShapeStyle { WindowBackgroundShapeStyle() }
}
