/// A width and height in points.
@_spi(Nodes) public struct Size: Sendable, Hashable, CustomStringConvertible {
    /// Horizontal extent.
    package var width: Double
    /// Vertical extent.
    package var height: Double

    /// Creates a size.
    package init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// No extent.
    package static let zero = Size(width: 0, height: 0)

    /// The extent along `axis`.
    package subscript(axis: Axis) -> Double {
        get { axis == .horizontal ? width : height }
        set { if axis == .horizontal { width = newValue } else { height = newValue } }
    }

    /// Builds a size from its extents along a major axis and the other one.
    package init(major: Double, minor: Double, axis: Axis) {
        self = axis == .horizontal ? Size(width: major, height: minor) : Size(width: minor, height: major)
    }

    /// "370.0×20.0".
    public var description: String { "\(width)×\(height)" }
}
