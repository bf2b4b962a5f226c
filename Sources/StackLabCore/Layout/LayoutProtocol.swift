import Foundation

/// A container's layout algorithm of your own — SwiftUI's `Layout` (a flow of tags, a radial menu):
/// `sizeThatFits` answers its parent's proposal from its subviews' sizes, `placeSubviews` puts each
/// subview in the bounds the parent gave. Use it as a view: `FlowLayout(spacing: 4) { … }`.
///
/// The lab lays a team's layout out as SwiftUI does: the same proposals reach it, its cache is made once
/// and updated when the layout or its subviews change, and its measure and place are signposted and
/// priced under the layout's own type name, as the lab's stacks are.
public protocol Layout: Animatable {
    /// Properties of the layout: whether it is a stack, and along which axis (spacers grow along it).
    static var layoutProperties: LayoutProperties { get }
    /// Data the layout keeps between its calls (the subviews' sizes it computed, say); `Void` for none.
    associatedtype Cache = Void
    /// The subviews a layout gets.
    typealias Subviews = LayoutSubviews
    /// Makes the cache for `subviews`, once, before the first call that needs it.
    func makeCache(subviews: Self.Subviews) -> Self.Cache
    /// Updates the cache when the layout or its subviews changed.
    func updateCache(_ cache: inout Self.Cache, subviews: Self.Subviews)
    /// The container's spacing preferences towards its neighbours.
    func spacing(subviews: Self.Subviews, cache: inout Self.Cache) -> ViewSpacing
    /// The container's size for `proposal`.
    func sizeThatFits(proposal: ProposedViewSize, subviews: Self.Subviews, cache: inout Self.Cache) -> CGSize
    /// Places every subview inside `bounds`, which has a size `sizeThatFits` returned.
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Self.Subviews, cache: inout Self.Cache)
    /// Where the container puts a horizontal guide itself, or nil for its default place.
    func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Self.Subviews, cache: inout Self.Cache) -> CGFloat?
    /// Where the container puts a vertical guide itself, or nil for its default place.
    func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Self.Subviews, cache: inout Self.Cache) -> CGFloat?
}

extension Layout {
    /// Not a stack.
    public static var layoutProperties: LayoutProperties { LayoutProperties() }

    /// Makes the cache again.
    public func updateCache(_ cache: inout Self.Cache, subviews: Self.Subviews) {
        cache = makeCache(subviews: subviews)
    }

    /// No explicit place: the guide keeps its default (the lab does not merge the subviews' guides as
    /// SwiftUI's default implementation does).
    public func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Self.Subviews, cache: inout Self.Cache) -> CGFloat? {
        nil
    }

    /// No explicit place: the guide keeps its default.
    public func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Self.Subviews, cache: inout Self.Cache) -> CGFloat? {
        nil
    }

    /// The union of the subviews' preferences.
    public func spacing(subviews: Self.Subviews, cache: inout Self.Cache) -> ViewSpacing {
        var spacing = ViewSpacing.zero
        for subview in subviews { spacing.formUnion(subview.spacing) }
        return spacing
    }
}

extension Layout where Self.Cache == () {
    /// No cache.
    public func makeCache(subviews: Self.Subviews) -> Self.Cache { () }
}

extension Layout {
    /// The layout as a view: lays `content`'s views out as its subviews.
    @_disfavoredOverload
    nonisolated public func callAsFunction<V>(@ViewBuilder _ content: () -> V) -> some View where V: View {
        LayoutView(layout: CustomLayout(self), content: content())
    }
}

/// Properties of a layout container — SwiftUI's `LayoutProperties`.
public struct LayoutProperties: Sendable {
    /// The axis a stack lays its subviews along, nil for other layouts: spacers inside grow along it.
    public var stackOrientation: Axis?

    /// No stack orientation.
    public init() {}
}

/// A key for a value a view hands its layout container with `layoutValue(key:value:)`, which the
/// container reads from `LayoutSubview`'s subscript — SwiftUI's `LayoutValueKey`.
public protocol LayoutValueKey {
    /// The value's type.
    associatedtype Value
    /// The value of a subview that sets none.
    static var defaultValue: Self.Value { get }
}

extension View {
    /// Hands the layout container this view is in `value` for `key`.
    nonisolated public func layoutValue<K>(key: K.Type, value: K.Value) -> some View where K: LayoutValueKey {
        TraitView(content: self, key: ObjectIdentifier(K.self), value: value)
    }
}
