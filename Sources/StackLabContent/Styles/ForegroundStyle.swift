@_spi(Nodes) import StackLabCore

/// The current foreground style (what `foregroundStyle` set, else the primary colour). As SwiftUI spells it; a style decides what is drawn, never a size.
public struct ForegroundStyle: Hashable, ShapeStyle, Sendable {
    /// The style.
    public init() {}
}

extension ShapeStyle where Self == ForegroundStyle {
    /// The current foreground style (what `foregroundStyle` set, else the primary colour).
    public static var foreground: ForegroundStyle { ForegroundStyle() }
}
