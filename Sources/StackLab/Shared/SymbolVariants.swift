/// A variant of a symbol (SwiftUI's `SymbolVariants`: `.fill`, `.circle`, `.slash`…). Kept as a set of
/// variants; the lab draws every variant of a symbol at the same size.
public struct SymbolVariants: Hashable, Sendable {
    let shape: Int
    let fills: Bool
    let slashes: Bool

    /// No variant for a symbol.
    public static let none = SymbolVariants(shape: 0, fills: false, slashes: false)
    /// A variant that encapsulates the symbol in a circle.
    public static let circle = SymbolVariants(shape: 1, fills: false, slashes: false)
    /// A variant that encapsulates the symbol in a square.
    public static let square = SymbolVariants(shape: 2, fills: false, slashes: false)
    /// A variant that encapsulates the symbol in a rectangle.
    public static let rectangle = SymbolVariants(shape: 3, fills: false, slashes: false)
    /// A variant that fills the symbol.
    public static let fill = SymbolVariants(shape: 0, fills: true, slashes: false)
    /// A variant that draws a slash through the symbol.
    public static let slash = SymbolVariants(shape: 0, fills: false, slashes: true)

    /// This variant encapsulated in a circle.
    public var circle: SymbolVariants { SymbolVariants(shape: 1, fills: fills, slashes: slashes) }
    /// This variant encapsulated in a square.
    public var square: SymbolVariants { SymbolVariants(shape: 2, fills: fills, slashes: slashes) }
    /// This variant encapsulated in a rectangle.
    public var rectangle: SymbolVariants { SymbolVariants(shape: 3, fills: fills, slashes: slashes) }
    /// This variant filled.
    public var fill: SymbolVariants { SymbolVariants(shape: shape, fills: true, slashes: slashes) }
    /// This variant with a slash.
    public var slash: SymbolVariants { SymbolVariants(shape: shape, fills: fills, slashes: true) }

    /// Whether this variant includes every part of `other`.
    public func contains(_ other: SymbolVariants) -> Bool {
        (other.shape == 0 || other.shape == shape) && (!other.fills || fills) && (!other.slashes || slashes)
    }
}
