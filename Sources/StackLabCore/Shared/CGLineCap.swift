#if !canImport(CoreGraphics)
/// CoreGraphics' line cap, which Foundation on Linux lacks: `StrokeStyle(lineWidth:lineCap:)` takes one.
public enum CGLineCap: Int32, Sendable {
    /// Squared off at the end point.
    case butt = 0
    /// A half circle past the end point.
    case round = 1
    /// A half square past the end point.
    case square = 2
}
#endif
