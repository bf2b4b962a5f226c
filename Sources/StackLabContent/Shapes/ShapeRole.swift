@_spi(Nodes) import StackLabCore

/// How a shape is drawn by default.
public enum ShapeRole: Hashable, Sendable {
    /// Filled.
    case fill
    /// Stroked.
    case stroke
    /// A separator.
    case separator
}
