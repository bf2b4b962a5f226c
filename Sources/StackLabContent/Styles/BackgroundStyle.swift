@_spi(Nodes) import StackLabCore

/// The current background style (`backgroundStyle`, else the system background). As SwiftUI spells it; a style decides what is drawn, never a size.
public struct BackgroundStyle: Hashable, ShapeStyle, Sendable {
    /// The style.
    public init() {}
}

extension ShapeStyle where Self == BackgroundStyle {
    /// The current background style (`backgroundStyle`, else the system background).
    public static var background: BackgroundStyle { BackgroundStyle() }
}
