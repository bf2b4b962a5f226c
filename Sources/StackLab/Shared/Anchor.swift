import Foundation

/// A geometry value (a point, a rect) of a view, resolved where the view was placed, that an ancestor
/// reads through a preference and converts with `GeometryProxy`'s subscript. The lab resolves it in
/// the coordinate space its frames use (the nearest scroll view's content, or the screen).
public struct Anchor<Value> {
    /// The value in the lab's frame space.
    let value: Value

    init(value: Value) {
        self.value = value
    }

    /// What to resolve against a view's frame: a point or rect in the view's own coordinates.
    public struct Source {
        /// The value for a view placed at `frame`.
        let resolve: (CGRect) -> Value

        init(resolve: @escaping (CGRect) -> Value) {
            self.resolve = resolve
        }
    }
}

extension Anchor.Source: @unchecked Sendable where Value: Sendable {}

extension Anchor: Sendable where Value: Sendable {}

extension Anchor: Equatable where Value: Equatable {}

extension Anchor: Hashable where Value: Hashable {}

extension Anchor.Source {
    /// The sources of several views' anchors, resolved together.
    public init<T>(_ array: [Anchor<T>.Source]) where Value == [T] {
        self.init { frame in array.map { $0.resolve(frame) } }
    }

    /// An optional source: nil resolves to nil.
    public init<T>(_ anchor: Anchor<T>.Source?) where Value == T? {
        self.init { frame in anchor?.resolve(frame) }
    }
}

extension Anchor.Source where Value == CGPoint {
    /// A point in the view's own coordinates.
    public static func point(_ p: CGPoint) -> Anchor<Value>.Source {
        Anchor<CGPoint>.Source { frame in CGPoint(x: frame.minX + p.x, y: frame.minY + p.y) }
    }

    /// A point at a fraction of the view's size.
    public static func unitPoint(_ p: UnitPoint) -> Anchor<Value>.Source {
        Anchor<CGPoint>.Source { frame in CGPoint(x: frame.minX + p.x * frame.width, y: frame.minY + p.y * frame.height) }
    }

    /// The top-leading corner.
    public static var topLeading: Anchor<CGPoint>.Source { unitPoint(.topLeading) }
    /// The middle of the top edge.
    public static var top: Anchor<CGPoint>.Source { unitPoint(.top) }
    /// The top-trailing corner.
    public static var topTrailing: Anchor<CGPoint>.Source { unitPoint(.topTrailing) }
    /// The middle of the leading edge.
    public static var leading: Anchor<CGPoint>.Source { unitPoint(.leading) }
    /// The centre.
    public static var center: Anchor<CGPoint>.Source { unitPoint(.center) }
    /// The middle of the trailing edge.
    public static var trailing: Anchor<CGPoint>.Source { unitPoint(.trailing) }
    /// The bottom-leading corner.
    public static var bottomLeading: Anchor<CGPoint>.Source { unitPoint(.bottomLeading) }
    /// The middle of the bottom edge.
    public static var bottom: Anchor<CGPoint>.Source { unitPoint(.bottom) }
    /// The bottom-trailing corner.
    public static var bottomTrailing: Anchor<CGPoint>.Source { unitPoint(.bottomTrailing) }
}

extension Anchor.Source where Value == CGRect {
    /// A rect in the view's own coordinates.
    public static func rect(_ r: CGRect) -> Anchor<Value>.Source {
        Anchor<CGRect>.Source { frame in r.offsetBy(dx: frame.minX, dy: frame.minY) }
    }

    /// The view's bounds.
    public static var bounds: Anchor<CGRect>.Source {
        Anchor<CGRect>.Source { frame in frame }
    }
}
