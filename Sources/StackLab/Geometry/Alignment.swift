/// Where a child sits inside space larger than itself, as fractions of the free space per axis
/// (0 = leading/top, 0.5 = center, 1 = trailing/bottom).
public struct Alignment: Sendable, Hashable {
    /// Horizontal fraction.
    public var horizontal: Double
    /// Vertical fraction.
    public var vertical: Double

    /// Creates an alignment from fractions.
    public init(horizontal: Double, vertical: Double) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    /// Centered on both axes.
    public static let center = Alignment(horizontal: 0.5, vertical: 0.5)
    /// Top-leading corner.
    public static let topLeading = Alignment(horizontal: 0, vertical: 0)
    /// Top edge, centered horizontally.
    public static let top = Alignment(horizontal: 0.5, vertical: 0)
    /// Leading edge, centered vertically.
    public static let leading = Alignment(horizontal: 0, vertical: 0.5)
    /// Trailing edge, centered vertically.
    public static let trailing = Alignment(horizontal: 1, vertical: 0.5)
    /// Bottom edge, centered horizontally.
    public static let bottom = Alignment(horizontal: 0.5, vertical: 1)

    /// The fraction along `axis`.
    public subscript(axis: Axis) -> Double { axis == .horizontal ? horizontal : vertical }

    /// The origin of a child of `size` aligned inside `bounds`.
    public func origin(of size: Size, in bounds: Rect) -> Point {
        Point(x: bounds.minX + (bounds.width - size.width) * horizontal,
              y: bounds.minY + (bounds.height - size.height) * vertical)
    }
}
