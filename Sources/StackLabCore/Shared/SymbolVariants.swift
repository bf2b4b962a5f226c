/// The variant of SF Symbols images shown (`.fill`, `.circle`…). A symbol's variant does not change
/// its size in the lab, which sizes symbols by their font.
public struct SymbolVariants: Hashable, Sendable {
    let shape: String?
    let filled: Bool
    let slashed: Bool

    /// No variant.
    public static let none = SymbolVariants(shape: nil, filled: false, slashed: false)
    /// Enclosed in a circle.
    public static let circle = SymbolVariants(shape: "circle", filled: false, slashed: false)
    /// Enclosed in a square.
    public static let square = SymbolVariants(shape: "square", filled: false, slashed: false)
    /// Enclosed in a rectangle.
    public static let rectangle = SymbolVariants(shape: "rectangle", filled: false, slashed: false)
    /// This variant enclosed in a circle.
    public var circle: SymbolVariants { SymbolVariants(shape: "circle", filled: filled, slashed: slashed) }
    /// This variant enclosed in a square.
    public var square: SymbolVariants { SymbolVariants(shape: "square", filled: filled, slashed: slashed) }
    /// This variant enclosed in a rectangle.
    public var rectangle: SymbolVariants { SymbolVariants(shape: "rectangle", filled: filled, slashed: slashed) }
    /// Filled.
    public static let fill = SymbolVariants(shape: nil, filled: true, slashed: false)
    /// This variant filled.
    public var fill: SymbolVariants { SymbolVariants(shape: shape, filled: true, slashed: slashed) }
    /// Slashed.
    public static let slash = SymbolVariants(shape: nil, filled: false, slashed: true)
    /// This variant slashed.
    public var slash: SymbolVariants { SymbolVariants(shape: shape, filled: filled, slashed: true) }

    /// Whether this variant includes everything `other` has.
    public func contains(_ other: SymbolVariants) -> Bool {
        (other.shape == nil || other.shape == shape) && (!other.filled || filled) && (!other.slashed || slashed)
    }
}
