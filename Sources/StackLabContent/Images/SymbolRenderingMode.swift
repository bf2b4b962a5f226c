@_spi(Nodes) import StackLabCore

/// How a symbol's layers are coloured, as SwiftUI spells it: drawing only (a symbol is one layer in any
/// mode).
public struct SymbolRenderingMode: Hashable, Sendable {
    let kind: Int

    /// One colour.
    public static let monochrome = SymbolRenderingMode(kind: 0)
    /// The symbol's own colours.
    public static let multicolor = SymbolRenderingMode(kind: 1)
    /// Levels of one colour.
    public static let hierarchical = SymbolRenderingMode(kind: 2)
    /// Colours from the foreground styles.
    public static let palette = SymbolRenderingMode(kind: 3)
}
