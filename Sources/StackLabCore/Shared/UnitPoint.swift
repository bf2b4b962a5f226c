import Foundation

/// A point in a view's unit square (0…1 on each axis, from the top-leading corner) — SwiftUI's
/// `UnitPoint`, for anchors of effects and placement and for gradients.
public struct UnitPoint: Hashable, Sendable {
    /// Horizontal position, 0 at the leading edge, 1 at the trailing one.
    public var x: CGFloat
    /// Vertical position, 0 at the top, 1 at the bottom.
    public var y: CGFloat

    /// The top-leading corner.
    public init() {
        self.init(x: 0, y: 0)
    }

    /// A point.
    public init(x: CGFloat, y: CGFloat) {
        self.x = x
        self.y = y
    }

    /// The top-leading corner.
    public static let zero = UnitPoint(x: 0, y: 0)
    /// The center.
    public static let center = UnitPoint(x: 0.5, y: 0.5)
    /// The leading edge's center.
    public static let leading = UnitPoint(x: 0, y: 0.5)
    /// The trailing edge's center.
    public static let trailing = UnitPoint(x: 1, y: 0.5)
    /// The top edge's center.
    public static let top = UnitPoint(x: 0.5, y: 0)
    /// The bottom edge's center.
    public static let bottom = UnitPoint(x: 0.5, y: 1)
    /// The top-leading corner.
    public static let topLeading = UnitPoint(x: 0, y: 0)
    /// The top-trailing corner.
    public static let topTrailing = UnitPoint(x: 1, y: 0)
    /// The bottom-leading corner.
    public static let bottomLeading = UnitPoint(x: 0, y: 1)
    /// The bottom-trailing corner.
    public static let bottomTrailing = UnitPoint(x: 1, y: 1)
}

extension UnitPoint: Animatable {
    /// The two coordinates.
    public typealias AnimatableData = AnimatablePair<CGFloat, CGFloat>
    /// The two coordinates.
    public var animatableData: AnimatableData {
        get { AnimatablePair(x, y) }
        set { (x, y) = (newValue.first, newValue.second) }
    }
}
