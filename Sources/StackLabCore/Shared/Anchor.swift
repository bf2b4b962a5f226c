import Foundation

/// A geometric value (a point, a rectangle) of one view, resolved into another view's coordinates by
/// `GeometryProxy`'s subscript — SwiftUI's `Anchor`, which `anchorPreference` writes.
///
/// The lab keeps the value in the coordinate space every frame is in (the nearest scroll view's content,
/// or the screen) and moves it to the reading view's origin when it is resolved.
public struct Anchor<Value> {
    /// The value, given the origin of the view that reads it in the lab's coordinate space.
    let resolve: (CGPoint) -> Value

    init(resolve: @escaping (CGPoint) -> Value) {
        self.resolve = resolve
    }

    /// Where an anchor's value comes from: a point or rectangle in the coordinates of the view that
    /// makes the anchor.
    public struct Source {
        /// Makes the anchor of a view placed at `frame` (in the lab's coordinate space).
        let make: (CGRect) -> Anchor<Value>

        init(make: @escaping (CGRect) -> Anchor<Value>) {
            self.make = make
        }

        /// The anchor of a view placed at `frame`, for the modifiers that publish anchors.
        func anchor(in frame: CGRect) -> Anchor<Value> { make(frame) }
    }
}

extension Anchor.Source: @unchecked Sendable where Value: Sendable {}

extension Anchor: @unchecked Sendable where Value: Sendable {}

extension Anchor: Equatable where Value: Equatable {
    /// Equal when they resolve to the same value.
    public static func == (lhs: Anchor, rhs: Anchor) -> Bool { lhs.resolve(.zero) == rhs.resolve(.zero) }
}

extension Anchor: Hashable where Value: Hashable {
    /// Hashes the value as resolved at the origin.
    public func hash(into hasher: inout Hasher) { hasher.combine(resolve(.zero)) }
}

extension Anchor.Source {
    /// The anchors of an array of sources, resolved together.
    public init<T>(_ array: [Anchor<T>.Source]) where Value == [T] {
        self.init { frame in
            let anchors = array.map { $0.make(frame) }
            return Anchor { origin in anchors.map { $0.resolve(origin) } }
        }
    }

    /// The anchor of an optional source.
    public init<T>(_ anchor: Anchor<T>.Source?) where Value == T? {
        self.init { frame in
            let made = anchor?.make(frame)
            return Anchor { origin in made?.resolve(origin) }
        }
    }
}

extension Anchor.Source where Value == CGPoint {
    /// A point in the view's own coordinates.
    public static func point(_ p: CGPoint) -> Anchor<Value>.Source {
        Anchor.Source { frame in
            let global = CGPoint(x: frame.minX + p.x, y: frame.minY + p.y)
            return Anchor { origin in CGPoint(x: global.x - origin.x, y: global.y - origin.y) }
        }
    }

    /// A unit point of the view's bounds.
    public static func unitPoint(_ p: UnitPoint) -> Anchor<Value>.Source {
        Anchor.Source { frame in
            point(CGPoint(x: frame.width * p.x, y: frame.height * p.y)).make(frame)
        }
    }

    /// The top-leading corner.
    public static var topLeading: Anchor<CGPoint>.Source { unitPoint(.topLeading) }
    /// The top edge's center.
    public static var top: Anchor<CGPoint>.Source { unitPoint(.top) }
    /// The top-trailing corner.
    public static var topTrailing: Anchor<CGPoint>.Source { unitPoint(.topTrailing) }
    /// The leading edge's center.
    public static var leading: Anchor<CGPoint>.Source { unitPoint(.leading) }
    /// The center.
    public static var center: Anchor<CGPoint>.Source { unitPoint(.center) }
    /// The trailing edge's center.
    public static var trailing: Anchor<CGPoint>.Source { unitPoint(.trailing) }
    /// The bottom-leading corner.
    public static var bottomLeading: Anchor<CGPoint>.Source { unitPoint(.bottomLeading) }
    /// The bottom edge's center.
    public static var bottom: Anchor<CGPoint>.Source { unitPoint(.bottom) }
    /// The bottom-trailing corner.
    public static var bottomTrailing: Anchor<CGPoint>.Source { unitPoint(.bottomTrailing) }
}

extension Anchor.Source where Value == CGRect {
    /// A rectangle in the view's own coordinates.
    public static func rect(_ r: CGRect) -> Anchor<Value>.Source {
        Anchor.Source { frame in
            let global = r.offsetBy(dx: frame.minX, dy: frame.minY)
            return Anchor { origin in global.offsetBy(dx: -origin.x, dy: -origin.y) }
        }
    }

    /// The view's bounds.
    public static var bounds: Anchor<CGRect>.Source {
        Anchor.Source { frame in rect(CGRect(origin: .zero, size: frame.size)).make(frame) }
    }
}
