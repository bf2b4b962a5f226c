#if !canImport(CoreGraphics)
/// CoreGraphics' line join, which Foundation on Linux lacks: `StrokeStyle(lineJoin:)` takes one.
public enum CGLineJoin: Int32, Sendable {
    /// A sharp corner.
    case miter = 0
    /// A rounded corner.
    case round = 1
    /// A cut-off corner.
    case bevel = 2
}
#endif
