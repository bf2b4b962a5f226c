import Foundation

/// A scroll view's position: an edge, a point, or a view's identity (SwiftUI's iOS 18
/// `ScrollPosition`). The lab keeps what is set; the scroll driver moves the recording's offset.
public struct ScrollPosition: Sendable {
    enum Target: Hashable, @unchecked Sendable {
        case none
        case edge(Edge)
        case point(x: Double?, y: Double?)
        case view(AnyHashable, anchor: UnitPoint?)
    }

    var target: Target = .none
    var viewIDBox: SendableHashableBox?
    /// Whether a person moved the position since it was last set.
    public var isPositionedByUser = false

    init(target: Target, viewID: (any Hashable & Sendable)? = nil) {
        self.target = target
        self.viewIDBox = viewID.map { SendableHashableBox(value: $0) }
    }
}

/// An identity kept as it was given.
struct SendableHashableBox: Sendable {
    let value: any Hashable & Sendable
}

extension ScrollPosition {
    /// The position that shows the view with `id` at `anchor`.
    public init(id: some Hashable & Sendable, anchor: UnitPoint? = nil) {
        self.init(target: .view(AnyHashable(id), anchor: anchor), viewID: id)
    }

    /// No position yet, for views identified by `idType`.
    public init(idType: (some Hashable & Sendable).Type = Never.self) {
        self.init(target: .none)
    }

    /// The position at `edge`.
    public init(idType: (some Hashable & Sendable).Type = Never.self, edge: Edge) {
        self.init(target: .edge(edge))
    }

    /// The position at `point`.
    public init(idType: (some Hashable & Sendable).Type = Never.self, point: CGPoint) {
        self.init(target: .point(x: Double(point.x), y: Double(point.y)))
    }

    /// The position at `x` and `y`.
    public init(idType: (some Hashable & Sendable).Type = Never.self, x: CGFloat, y: CGFloat) {
        self.init(target: .point(x: Double(x), y: Double(y)))
    }

    /// The position at `x`.
    public init(idType: (some Hashable & Sendable).Type = Never.self, x: CGFloat) {
        self.init(target: .point(x: Double(x), y: nil))
    }

    /// The position at `y`.
    public init(idType: (some Hashable & Sendable).Type = Never.self, y: CGFloat) {
        self.init(target: .point(x: nil, y: Double(y)))
    }
}

extension ScrollPosition {
    /// Scrolls to the view with `id`.
    public mutating func scrollTo(id: some Hashable & Sendable, anchor: UnitPoint? = nil) {
        self = ScrollPosition(id: id, anchor: anchor)
    }

    /// Scrolls to `edge`.
    public mutating func scrollTo(edge: Edge) { self = ScrollPosition(target: .edge(edge)) }

    /// Scrolls to `point`.
    public mutating func scrollTo(point: CGPoint) { self = ScrollPosition(target: .point(x: Double(point.x), y: Double(point.y))) }

    /// Scrolls to `x` and `y`.
    public mutating func scrollTo(x: CGFloat, y: CGFloat) { self = ScrollPosition(target: .point(x: Double(x), y: Double(y))) }

    /// Scrolls to `x`.
    public mutating func scrollTo(x: CGFloat) { self = ScrollPosition(target: .point(x: Double(x), y: nil)) }

    /// Scrolls to `y`.
    public mutating func scrollTo(y: CGFloat) { self = ScrollPosition(target: .point(x: nil, y: Double(y))) }
}

extension ScrollPosition {
    /// The edge scrolled to, if any.
    public var edge: Edge? {
        if case let .edge(edge) = target { return edge }
        return nil
    }

    /// The point scrolled to, if any (a missing coordinate is 0).
    public var point: CGPoint? {
        if case let .point(x, y) = target { return CGPoint(x: x ?? 0, y: y ?? 0) }
        return nil
    }

    /// The identity of the view scrolled to, if any.
    public var viewID: (any Hashable & Sendable)? { viewIDBox?.value }

    /// The identity of the view scrolled to, if it is a `T`.
    public func viewID<T>(type: T.Type) -> T? where T: Hashable, T: Sendable { viewIDBox?.value as? T }
}

extension ScrollPosition: Equatable {
    /// Positions are equal when they target the same place.
    public static func == (lhs: ScrollPosition, rhs: ScrollPosition) -> Bool {
        lhs.target == rhs.target && lhs.isPositionedByUser == rhs.isPositionedByUser
    }
}
