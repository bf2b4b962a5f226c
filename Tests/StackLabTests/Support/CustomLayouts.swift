import StackLab
// Custom layouts written as a team writes them, against the public surface only (this file imports
// StackLab without `@testable`, so the runtime's own overloads of `LayoutSubview` are out of sight, as
// they are in a team's module).

/// The classic flow of tags: subviews at their ideal sizes, left to right, wrapping to a new row when
/// the next one would pass the proposed width.
struct FlowLayout: Layout {
    var spacing: CGFloat = 8

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let rows = arrange(subviews, width: proposal.width ?? .infinity)
        return rows.size
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let rows = arrange(subviews, width: bounds.width)
        for (subview, point) in zip(subviews, rows.origins) {
            subview.place(at: CGPoint(x: bounds.minX + point.x, y: bounds.minY + point.y), proposal: .unspecified)
        }
    }

    private func arrange(_ subviews: Subviews, width: CGFloat) -> (size: CGSize, origins: [CGPoint]) {
        var origins: [CGPoint] = []
        var x: CGFloat = 0, y: CGFloat = 0, rowHeight: CGFloat = 0, widest: CGFloat = 0
        for subview in subviews {
            let size = subview.sizeThatFits(.unspecified)
            if x > 0 && x + size.width > width {
                x = 0
                y += rowHeight + spacing
                rowHeight = 0
            }
            origins.append(CGPoint(x: x, y: y))
            widest = max(widest, x + size.width)
            x += size.width + spacing
            rowHeight = max(rowHeight, size.height)
        }
        return (CGSize(width: widest, height: y + rowHeight), origins)
    }
}

/// A layout with a cache, counting how often SwiftUI's protocol asks it to make and update it.
final class CacheCounter: @unchecked Sendable {
    var made = 0
    var updated = 0
}

/// Stacks subviews vertically at their ideal sizes, keeping those sizes in its cache.
struct CachingColumn: Layout {
    let counter: CacheCounter

    struct Cache {
        var sizes: [CGSize]
    }

    func makeCache(subviews: Subviews) -> Cache {
        counter.made += 1
        return Cache(sizes: subviews.map { $0.sizeThatFits(.unspecified) })
    }

    func updateCache(_ cache: inout Cache, subviews: Subviews) {
        counter.updated += 1
        cache.sizes = subviews.map { $0.sizeThatFits(.unspecified) }
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        CGSize(width: cache.sizes.map(\.width).max() ?? 0, height: cache.sizes.map(\.height).reduce(0, +))
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        var y = bounds.minY
        for (subview, size) in zip(subviews, cache.sizes) {
            subview.place(at: CGPoint(x: bounds.midX, y: y), anchor: .top, proposal: ProposedViewSize(size))
            y += size.height
        }
    }

    static var layoutProperties: LayoutProperties {
        var properties = LayoutProperties()
        properties.stackOrientation = .vertical
        return properties
    }
}

/// A layout value: how far a subview is pushed right.
struct Indent: LayoutValueKey {
    static let defaultValue: CGFloat = 0
}

/// Places subviews in a column, each indented by its `Indent` layout value and with its dimensions'
/// explicit leading guide, if any.
struct IndentedColumn: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        var width: CGFloat = 0, height: CGFloat = 0
        for subview in subviews {
            let size = subview.sizeThatFits(.unspecified)
            width = max(width, size.width + subview[Indent.self])
            height += size.height
        }
        return CGSize(width: width, height: height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var y = bounds.minY
        for subview in subviews {
            let dimensions = subview.dimensions(in: .unspecified)
            subview.place(at: CGPoint(x: bounds.minX + subview[Indent.self], y: y), proposal: .unspecified)
            y += dimensions.height
        }
    }
}

/// The first subview on top, the others in a row below it laid out by SwiftUI's `HStackLayout` over the
/// slice of subviews after the first: a team's layout composing a built-in one.
struct HeaderAndRow: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        guard let header = subviews.first else { return .zero }
        let top = header.sizeThatFits(.unspecified)
        var none: Void = ()
        let row = HStackLayout(spacing: 0).sizeThatFits(proposal: .unspecified, subviews: subviews[1...], cache: &none)
        return CGSize(width: max(top.width, row.width), height: top.height + row.height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard let header = subviews.first else { return }
        let top = header.sizeThatFits(.unspecified)
        header.place(at: bounds.origin, proposal: .unspecified)
        var none: Void = ()
        let rest = subviews[1...]
        let row = HStackLayout(spacing: 0).sizeThatFits(proposal: .unspecified, subviews: rest, cache: &none)
        HStackLayout(spacing: 0).placeSubviews(in: CGRect(x: bounds.minX, y: bounds.minY + top.height, width: row.width, height: row.height),
                                               proposal: .unspecified, subviews: rest, cache: &none)
    }
}
