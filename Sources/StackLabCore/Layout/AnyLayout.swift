import Foundation

/// A type-erased layout — SwiftUI's `AnyLayout`, to switch between layouts (`isWide ? AnyLayout(HStackLayout())
/// : AnyLayout(VStackLayout())`) while the subviews keep their identity and state. The lab names the
/// measure and place intervals after the layout inside.
public struct AnyLayout: Layout {
    let box: AnyLayoutBox

    /// Erases `layout`'s type.
    public init<L>(_ layout: L) where L: Layout {
        box = LayoutBox(layout)
    }

    /// The wrapped layout's cache.
    public struct Cache {
        var value: Any?
    }

    /// Nothing animates in the lab.
    public typealias AnimatableData = EmptyAnimatableData

    /// Nothing animates in the lab.
    public var animatableData: AnyLayout.AnimatableData {
        get { EmptyAnimatableData() }
        set {}
    }

    /// The wrapped layout's cache.
    public func makeCache(subviews: AnyLayout.Subviews) -> AnyLayout.Cache {
        Cache(value: box.makeCache(subviews))
    }

    /// Updates the wrapped layout's cache (makes a new one when the layout inside changed type).
    public func updateCache(_ cache: inout AnyLayout.Cache, subviews: AnyLayout.Subviews) {
        box.updateCache(&cache.value, subviews)
    }

    /// The wrapped layout's spacing preferences.
    public func spacing(subviews: AnyLayout.Subviews, cache: inout AnyLayout.Cache) -> ViewSpacing {
        box.spacing(subviews, &cache.value)
    }

    /// The wrapped layout's size.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: AnyLayout.Subviews, cache: inout AnyLayout.Cache) -> CGSize {
        box.sizeThatFits(proposal, subviews, &cache.value)
    }

    /// The wrapped layout's placement.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: AnyLayout.Subviews, cache: inout AnyLayout.Cache) {
        box.placeSubviews(bounds, proposal, subviews, &cache.value)
    }

    /// The wrapped layout's explicit horizontal guide.
    public func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: AnyLayout.Subviews, cache: inout AnyLayout.Cache) -> CGFloat? {
        box.explicitAlignment(.horizontal(guide), bounds, proposal, subviews, &cache.value)
    }

    /// The wrapped layout's explicit vertical guide.
    public func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: AnyLayout.Subviews, cache: inout AnyLayout.Cache) -> CGFloat? {
        box.explicitAlignment(.vertical(guide), bounds, proposal, subviews, &cache.value)
    }

    /// The wrapped layout's type, which the lab's signposts name.
    var wrappedType: Any.Type { box.wrappedType }
    /// The wrapped layout's stack orientation.
    var stackOrientation: Axis? { box.stackOrientation }
}

/// The wrapped layout of an `AnyLayout`, behind a class so that `AnyLayout` stays one type.
class AnyLayoutBox {
    var wrappedType: Any.Type { fatalError("abstract") }
    var stackOrientation: Axis? { nil }
    var wrapped: Any { fatalError("abstract") }
    func makeCache(_ subviews: LayoutSubviews) -> Any? { nil }
    func updateCache(_ cache: inout Any?, _ subviews: LayoutSubviews) {}
    func spacing(_ subviews: LayoutSubviews, _ cache: inout Any?) -> ViewSpacing { ViewSpacing() }
    func sizeThatFits(_ proposal: ProposedViewSize, _ subviews: LayoutSubviews, _ cache: inout Any?) -> CGSize { .zero }
    func placeSubviews(_ bounds: CGRect, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews, _ cache: inout Any?) {}
    func explicitAlignment(_ guide: AnyAlignmentGuide, _ bounds: CGRect, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews, _ cache: inout Any?) -> CGFloat? { nil }
}

final class LayoutBox<L: Layout>: AnyLayoutBox {
    let layout: L

    init(_ layout: L) {
        self.layout = layout
    }

    override var wrappedType: Any.Type { L.self }
    override var stackOrientation: Axis? { L.layoutProperties.stackOrientation }
    override var wrapped: Any { layout }

    override func makeCache(_ subviews: LayoutSubviews) -> Any? { layout.makeCache(subviews: subviews) }

    override func updateCache(_ cache: inout Any?, _ subviews: LayoutSubviews) {
        guard var typed = cache as? L.Cache else {
            cache = layout.makeCache(subviews: subviews)
            return
        }
        layout.updateCache(&typed, subviews: subviews)
        cache = typed
    }

    /// Runs `body` with the cache as `L`'s, made first when it is another layout's.
    private func withTyped<R>(_ cache: inout Any?, _ subviews: LayoutSubviews, _ body: (inout L.Cache) -> R) -> R {
        var typed = (cache as? L.Cache) ?? layout.makeCache(subviews: subviews)
        defer { cache = typed }
        return body(&typed)
    }

    override func spacing(_ subviews: LayoutSubviews, _ cache: inout Any?) -> ViewSpacing {
        withTyped(&cache, subviews) { layout.spacing(subviews: subviews, cache: &$0) }
    }

    override func sizeThatFits(_ proposal: ProposedViewSize, _ subviews: LayoutSubviews, _ cache: inout Any?) -> CGSize {
        withTyped(&cache, subviews) { layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &$0) }
    }

    override func placeSubviews(_ bounds: CGRect, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews, _ cache: inout Any?) {
        withTyped(&cache, subviews) { layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &$0) }
    }

    override func explicitAlignment(_ guide: AnyAlignmentGuide, _ bounds: CGRect, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews, _ cache: inout Any?) -> CGFloat? {
        withTyped(&cache, subviews) { cache in
            switch guide {
            case let .horizontal(guide): layout.explicitAlignment(of: guide, in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
            case let .vertical(guide): layout.explicitAlignment(of: guide, in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
            }
        }
    }
}
