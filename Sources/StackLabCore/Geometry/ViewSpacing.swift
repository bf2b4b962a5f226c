import Foundation

/// How much space a view prefers between itself and its neighbours, per edge — SwiftUI's `ViewSpacing`,
/// which a custom `Layout` may read from `LayoutSubview.spacing`. The lab gives every view the
/// 8 points its stacks put between neighbours (SwiftUI's default spacing between most views); the
/// preferences of particular view pairs (text to text) are not modeled.
public struct ViewSpacing: Sendable, Equatable {
    /// Preferred spacing on the top, leading, bottom and trailing edges.
    var edges: (top: Double, leading: Double, bottom: Double, trailing: Double)

    init(all value: Double) {
        edges = (value, value, value, value)
    }

    /// Zero on every edge (an empty view's).
    public static let zero = ViewSpacing(all: 0)

    /// The default spacing on every edge (8 points).
    public init() {
        self.init(all: StackEngine.defaultSpacing)
    }

    /// Keeps, on each edge in `edges`, the larger of this preference and `other`'s.
    public mutating func formUnion(_ other: ViewSpacing, edges: Edge.Set = .all) {
        if edges.contains(.top) { self.edges.top = max(self.edges.top, other.edges.top) }
        if edges.contains(.leading) { self.edges.leading = max(self.edges.leading, other.edges.leading) }
        if edges.contains(.bottom) { self.edges.bottom = max(self.edges.bottom, other.edges.bottom) }
        if edges.contains(.trailing) { self.edges.trailing = max(self.edges.trailing, other.edges.trailing) }
    }

    /// This preference merged with `other`'s on `edges`.
    public func union(_ other: ViewSpacing, edges: Edge.Set = .all) -> ViewSpacing {
        var copy = self
        copy.formUnion(other, edges: edges)
        return copy
    }

    /// The preferred distance from this view to `next` after it along `axis`: the larger of the two
    /// facing edges' preferences.
    public func distance(to next: ViewSpacing, along axis: Axis) -> CGFloat {
        axis == .horizontal ? CGFloat(max(edges.trailing, next.edges.leading)) : CGFloat(max(edges.bottom, next.edges.top))
    }

    /// The same preferences on every edge.
    public static func == (lhs: ViewSpacing, rhs: ViewSpacing) -> Bool {
        lhs.edges == rhs.edges
    }
}
