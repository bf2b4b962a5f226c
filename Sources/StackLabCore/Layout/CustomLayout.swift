import Foundation

/// Runs a `Layout` (a team's, `AnyLayout`, or one of SwiftUI's used as a view) on the runtime: converts
/// proposals and geometry between the runtime's types and SwiftUI's, keeps the layout's cache between
/// passes, and names the node's measure and place intervals after the layout's type.
struct CustomLayout<L: Layout>: LabLayout {
    /// The team's layout.
    let layout: L
    /// The layout's cache, carried from one value of the layout to the next by the node.
    private(set) var storage = CacheStorage<L.Cache>()

    init(_ layout: L) {
        self.layout = layout
    }

    static var runsTeamLayout: Bool { true }

    var signpostType: Any.Type { (layout as? AnyLayout)?.wrappedType ?? L.self }

    var stackOrientation: Axis? { (layout as? AnyLayout)?.stackOrientation ?? L.layoutProperties.stackOrientation }

    mutating func inherit(from previous: CustomLayout<L>) {
        storage = previous.storage
        // A layout whose values differ (a new spacing) updates its cache before its next call.
        if !Self.sameLayout(previous.layout, layout) { storage.isStale = true }
    }

    func subviewsChanged() {
        storage.isStale = true
    }

    /// The cache, made or updated as SwiftUI does before a call that needs it.
    private func withCache<R>(_ subviews: LayoutSubviews, _ body: (inout L.Cache) -> R) -> R {
        if storage.cache == nil {
            storage.cache = layout.makeCache(subviews: subviews)
            storage.isStale = false
        } else if storage.isStale {
            layout.updateCache(&storage.cache!, subviews: subviews)
            storage.isStale = false
        }
        return body(&storage.cache!)
    }

    func sizeThatFits(proposal: ProposedSize, subviews: LayoutSubviews) -> Size {
        withCache(subviews) { cache in
            layout.sizeThatFits(proposal: ProposedViewSize(proposal), subviews: subviews, cache: &cache).lab
        }
    }

    func placeSubviews(in bounds: Rect, proposal: ProposedSize, subviews: LayoutSubviews) {
        withCache(subviews) { cache in
            layout.placeSubviews(in: CGRect(bounds), proposal: ProposedViewSize(proposal), subviews: subviews, cache: &cache)
        }
    }

    func baseline(_ which: VerticalAlignment.Baseline, for proposal: ProposedSize, subviews: LayoutSubviews) -> Double? {
        let guide = AnyAlignmentGuide.vertical(which == .first ? .firstTextBaseline : .lastTextBaseline)
        return explicitAlignment(guide, size: sizeThatFits(proposal: proposal, subviews: subviews), proposal: proposal, subviews: subviews)
    }

    func explicitAlignment(_ guide: AnyAlignmentGuide, size: Size, proposal: ProposedSize, subviews: LayoutSubviews) -> Double? {
        let bounds = CGRect(x: 0, y: 0, width: size.width, height: size.height)
        let offered = ProposedViewSize(proposal)
        return withCache(subviews) { cache -> Double? in
            let value: CGFloat?
            switch guide {
            case let .horizontal(guide):
                value = layout.explicitAlignment(of: guide, in: bounds, proposal: offered, subviews: subviews, cache: &cache)
            case let .vertical(guide):
                value = layout.explicitAlignment(of: guide, in: bounds, proposal: offered, subviews: subviews, cache: &cache)
            }
            return value.map(Double.init)
        }
    }
}

extension CustomLayout: Equatable {
    /// Layouts of equal values (the cache is not an input).
    static func == (lhs: CustomLayout, rhs: CustomLayout) -> Bool {
        sameLayout(lhs.layout, rhs.layout)
    }

    /// Whether two values of the layout describe the same layout: equal fields, or for `AnyLayout` the
    /// same layout inside.
    static func sameLayout(_ a: L, _ b: L) -> Bool {
        if let a = a as? AnyLayout, let b = b as? AnyLayout {
            return a.wrappedType == b.wrappedType && InputComparison.equal(a.box.wrapped, b.box.wrapped)
        }
        return InputComparison.equal(a, b)
    }
}

/// A layout's cache, shared by the values of the layout one node holds over time.
final class CacheStorage<Cache> {
    var cache: Cache?
    /// Set when the layout or its subviews changed since the cache was made or updated.
    var isStale = false
}
