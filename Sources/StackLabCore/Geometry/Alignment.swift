/// An alignment in both dimensions — SwiftUI's `Alignment`, for frames, overlays, backgrounds and
/// `ZStack`.
public struct Alignment: Sendable, Hashable {
    /// The horizontal guide.
    public var horizontal: HorizontalAlignment
    /// The vertical guide.
    public var vertical: VerticalAlignment

    /// An alignment from its guides.
    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    /// Centered on both axes.
    public static let center = Alignment(horizontal: .center, vertical: .center)
    /// Leading edge, centered vertically.
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    /// Trailing edge, centered vertically.
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    /// Top edge, centered horizontally.
    public static let top = Alignment(horizontal: .center, vertical: .top)
    /// Bottom edge, centered horizontally.
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    /// Top-leading corner.
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    /// Top-trailing corner.
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    /// Bottom-leading corner.
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    /// Bottom-trailing corner.
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
    /// Centered horizontally, on the first text baseline.
    public static var centerFirstTextBaseline: Alignment { Alignment(horizontal: .center, vertical: .firstTextBaseline) }
    /// Centered horizontally, on the last text baseline.
    public static var centerLastTextBaseline: Alignment { Alignment(horizontal: .center, vertical: .lastTextBaseline) }
    /// Leading, on the first text baseline.
    public static var leadingFirstTextBaseline: Alignment { Alignment(horizontal: .leading, vertical: .firstTextBaseline) }
    /// Leading, on the last text baseline.
    public static var leadingLastTextBaseline: Alignment { Alignment(horizontal: .leading, vertical: .lastTextBaseline) }
    /// Trailing, on the first text baseline.
    public static var trailingFirstTextBaseline: Alignment { Alignment(horizontal: .trailing, vertical: .firstTextBaseline) }
    /// Trailing, on the last text baseline.
    public static var trailingLastTextBaseline: Alignment { Alignment(horizontal: .trailing, vertical: .lastTextBaseline) }

    /// The fraction of the free space before a view along `axis`.
    package subscript(axis: Axis) -> Double { axis == .horizontal ? horizontal.fraction : vertical.fraction }

    /// Whether either guide is a team's, which only the general alignment path knows how to place by.
    package var isCustom: Bool { horizontal.custom != nil || vertical.custom != nil }

    /// The origin of a child of `size` aligned inside `bounds` (baselines as the bottom edge: a single
    /// view's baseline has nothing to line up with).
    package func origin(of size: Size, in bounds: Rect) -> Point {
        Point(x: bounds.minX + (bounds.width - size.width) * horizontal.fraction,
              y: bounds.minY + (bounds.height - size.height) * vertical.fraction)
    }
}
