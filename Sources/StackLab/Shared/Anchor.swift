import Foundation

/// A geometry value of a view, resolved in another view's coordinate space (SwiftUI's `Anchor`). The
/// lab keeps the value it was made from; resolving it belongs to `GeometryProxy`.
public struct Anchor<Value> {
    let value: Value

    /// Where an anchor comes from: a value in the view's own space.
    public struct Source {
        let box: AnchorSourceBox

        init(storing value: Any) {
            box = AnchorSourceBox(value: value)
        }
    }
}

/// What an anchor source was made from, kept as it was given.
final class AnchorSourceBox: @unchecked Sendable {
    let value: Any
    init(value: Any) { self.value = value }
}

extension Anchor.Source: Sendable where Value: Sendable {}
extension Anchor: Sendable where Value: Sendable {}

extension Anchor: Equatable where Value: Equatable {
    /// Anchors of equal values are equal.
    public static func == (lhs: Anchor<Value>, rhs: Anchor<Value>) -> Bool { lhs.value == rhs.value }
}

extension Anchor: Hashable where Value: Hashable {
    /// Hashes the anchor's value.
    public func hash(into hasher: inout Hasher) { hasher.combine(value) }
}

extension Anchor.Source {
    /// An array of anchors.
    public init<T>(_ array: [Anchor<T>.Source]) where Value == [T] {
        self.init(storing: array.map { $0.box.value })
    }

    /// An optional anchor.
    public init<T>(_ anchor: Anchor<T>.Source?) where Value == T? {
        self.init(storing: anchor?.box.value as Any)
    }
}

extension Anchor.Source where Value == CGRect {
    /// The rectangle `r` in the view's space.
    public static func rect(_ r: CGRect) -> Anchor<Value>.Source { Anchor<Value>.Source(storing: r) }
    /// The view's bounds.
    public static var bounds: Anchor<CGRect>.Source { Anchor<CGRect>.Source(storing: UnitPoint.center) }
}

extension Anchor.Source where Value == CGPoint {
    /// The point `p` in the view's space.
    public static func point(_ p: CGPoint) -> Anchor<Value>.Source { Anchor<Value>.Source(storing: p) }
    /// The unit point `p` of the view's bounds.
    public static func unitPoint(_ p: UnitPoint) -> Anchor<Value>.Source { Anchor<Value>.Source(storing: p) }
    /// The top leading corner.
    public static var topLeading: Anchor<CGPoint>.Source { unitPoint(.topLeading) }
    /// The top centre.
    public static var top: Anchor<CGPoint>.Source { unitPoint(.top) }
    /// The top trailing corner.
    public static var topTrailing: Anchor<CGPoint>.Source { unitPoint(.topTrailing) }
    /// The leading centre.
    public static var leading: Anchor<CGPoint>.Source { unitPoint(.leading) }
    /// The centre.
    public static var center: Anchor<CGPoint>.Source { unitPoint(.center) }
    /// The trailing centre.
    public static var trailing: Anchor<CGPoint>.Source { unitPoint(.trailing) }
    /// The bottom leading corner.
    public static var bottomLeading: Anchor<CGPoint>.Source { unitPoint(.bottomLeading) }
    /// The bottom centre.
    public static var bottom: Anchor<CGPoint>.Source { unitPoint(.bottom) }
    /// The bottom trailing corner.
    public static var bottomTrailing: Anchor<CGPoint>.Source { unitPoint(.bottomTrailing) }
}
