/// Where views line up horizontally in a vertical stack or frame, as SwiftUI names the guides. The
/// lab places by a fraction of the free space (leading 0, center ½, trailing 1); right-to-left layout
/// is not modeled.
public struct HorizontalAlignment: Sendable, Hashable {
    /// The fraction of the free space before the view.
    let fraction: Double

    /// The leading edge.
    public static let leading = HorizontalAlignment(fraction: 0)
    /// The center.
    public static let center = HorizontalAlignment(fraction: 0.5)
    /// The trailing edge.
    public static let trailing = HorizontalAlignment(fraction: 1)
    /// Where a list row's separator starts (the leading edge in the lab).
    public static let listRowSeparatorLeading = HorizontalAlignment(fraction: 0)
    /// Where a list row's separator ends (the trailing edge in the lab).
    public static let listRowSeparatorTrailing = HorizontalAlignment(fraction: 1)
}

/// Where views line up vertically in a horizontal stack or frame: an edge, the center, or a text
/// baseline (the first or last line's), which text and stacks of text report.
public struct VerticalAlignment: Sendable, Hashable {
    /// The fraction of the free space above the view, for the edge guides.
    let fraction: Double
    /// The baseline guide, if this is one.
    let baseline: Baseline?

    /// Which baseline.
    enum Baseline: Sendable, Hashable {
        case first, last
    }

    /// The top edge.
    public static let top = VerticalAlignment(fraction: 0, baseline: nil)
    /// The center.
    public static let center = VerticalAlignment(fraction: 0.5, baseline: nil)
    /// The bottom edge.
    public static let bottom = VerticalAlignment(fraction: 1, baseline: nil)
    /// The first line's baseline of text (the bottom of views without text).
    public static let firstTextBaseline = VerticalAlignment(fraction: 1, baseline: .first)
    /// The last line's baseline of text (the bottom of views without text).
    public static let lastTextBaseline = VerticalAlignment(fraction: 1, baseline: .last)
}

/// An alignment in both dimensions.
public struct Alignment: Sendable, Hashable {
    /// The horizontal guide.
    public var horizontal: HorizontalAlignment
    /// The vertical guide.
    public var vertical: VerticalAlignment

    /// Creates an alignment from its guides.
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
    public static let centerFirstTextBaseline = Alignment(horizontal: .center, vertical: .firstTextBaseline)
    /// Centered horizontally, on the last text baseline.
    public static let centerLastTextBaseline = Alignment(horizontal: .center, vertical: .lastTextBaseline)
    /// Leading, on the first text baseline.
    public static let leadingFirstTextBaseline = Alignment(horizontal: .leading, vertical: .firstTextBaseline)
    /// Leading, on the last text baseline.
    public static let leadingLastTextBaseline = Alignment(horizontal: .leading, vertical: .lastTextBaseline)
    /// Trailing, on the first text baseline.
    public static let trailingFirstTextBaseline = Alignment(horizontal: .trailing, vertical: .firstTextBaseline)
    /// Trailing, on the last text baseline.
    public static let trailingLastTextBaseline = Alignment(horizontal: .trailing, vertical: .lastTextBaseline)

    /// The fraction of the free space before a view along `axis`.
    subscript(axis: Axis) -> Double { axis == .horizontal ? horizontal.fraction : vertical.fraction }

    /// The origin of a child of `size` aligned inside `bounds` (baselines as the bottom edge: a single
    /// view's baseline has nothing to line up with).
    func origin(of size: Size, in bounds: Rect) -> Point {
        Point(x: bounds.minX + (bounds.width - size.width) * horizontal.fraction,
              y: bounds.minY + (bounds.height - size.height) * vertical.fraction)
    }
}
