/// An axis-aligned rectangle in points.
@_spi(Nodes) public struct Rect: Sendable, Hashable, CustomStringConvertible {
    /// Top-leading corner.
    package var origin: Point
    /// Extent.
    package var size: Size

    /// Creates a rectangle.
    package init(origin: Point, size: Size) {
        self.origin = origin
        self.size = size
    }

    /// Creates a rectangle from its coordinates.
    package init(x: Double, y: Double, width: Double, height: Double) {
        self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
    }

    /// The empty rectangle at the origin.
    package static let zero = Rect(origin: .zero, size: .zero)

    /// Leading edge.
    package var minX: Double { origin.x }
    /// Top edge.
    package var minY: Double { origin.y }
    /// Trailing edge.
    package var maxX: Double { origin.x + size.width }
    /// Bottom edge.
    package var maxY: Double { origin.y + size.height }
    /// Width.
    package var width: Double { size.width }
    /// Height.
    package var height: Double { size.height }

    /// Whether the two rectangles share any area (or, for an empty rectangle, any edge point).
    package func intersects(_ other: Rect) -> Bool {
        minX <= other.maxX && other.minX <= maxX && minY < other.maxY && other.minY < maxY
    }

    /// The rectangle moved by `dx`, `dy`.
    package func offsetBy(dx: Double, dy: Double) -> Rect {
        Rect(x: origin.x + dx, y: origin.y + dy, width: size.width, height: size.height)
    }

    /// "(x, y, w×h)".
    public var description: String { "(\(minX), \(minY), \(size))" }
}
