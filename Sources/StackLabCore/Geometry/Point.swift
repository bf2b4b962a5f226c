/// A position in points.
package struct Point: Sendable, Hashable {
    /// Horizontal coordinate.
    package var x: Double
    /// Vertical coordinate, growing downwards.
    package var y: Double

    /// Creates a point.
    package init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// The origin.
    package static let zero = Point(x: 0, y: 0)
}
