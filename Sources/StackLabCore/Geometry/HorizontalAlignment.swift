import Foundation

/// Where views line up horizontally in a vertical stack, a frame or an overlay — SwiftUI's
/// `HorizontalAlignment`: the leading edge, the center, the trailing edge, or a guide of your own
/// (`HorizontalAlignment(MyGuide.self)`). Views line up where each one's guide lies: the guide's default
/// place in the view, or the value `alignmentGuide` gives it. Right-to-left layout is not modeled.
public struct HorizontalAlignment: Sendable {
    /// Where the guide lies as a fraction of a view's width, for SwiftUI's guides (and an approximation
    /// for a team's, which the lazy containers place by).
    let fraction: Double
    /// Which guide this is.
    let key: AlignmentGuideKey
    /// The team's guide type, when it is one.
    let custom: CustomAlignmentID?

    /// One of SwiftUI's guides (`custom` nil), or a team's guide at its approximate fraction.
    init(fraction: Double, key: AlignmentGuideKey, custom: CustomAlignmentID? = nil) {
        self.fraction = fraction
        self.key = key
        self.custom = custom
    }

    /// A guide of your own, identified by its type.
    public init(_ id: any AlignmentID.Type) {
        let custom = CustomAlignmentID(id: id)
        self.init(fraction: custom.approximateFraction, key: custom.key, custom: custom)
    }

    /// The guide's value in a view of `dimensions` that sets no value of its own.
    func defaultValue(in dimensions: ViewDimensions) -> Double {
        if let custom { return custom.defaultValue(in: dimensions) }
        return fraction * dimensions.size.width
    }

    /// The leading edge.
    public static let leading = HorizontalAlignment(fraction: 0, key: .leading)
    /// The center.
    public static let center = HorizontalAlignment(fraction: 0.5, key: .horizontalCenter)
    /// The trailing edge.
    public static let trailing = HorizontalAlignment(fraction: 1, key: .trailing)
    /// Where a list row's separator starts: the leading edge outside a list's row.
    public static let listRowSeparatorLeading = HorizontalAlignment(fraction: 0, key: .listRowSeparatorLeading)
    /// Where a list row's separator ends: the trailing edge outside a list's row.
    public static let listRowSeparatorTrailing = HorizontalAlignment(fraction: 1, key: .listRowSeparatorTrailing)
}

extension HorizontalAlignment: Hashable {
    /// The same guide.
    public static func == (a: HorizontalAlignment, b: HorizontalAlignment) -> Bool { a.key == b.key }
    /// Hashes the guide's identity.
    public func hash(into hasher: inout Hasher) { hasher.combine(key) }
}

extension HorizontalAlignment {
    /// Merges the explicit values several views give this guide (a stack's, from its children): the
    /// mean of the values given, nil when none is, as SwiftUI documents for its horizontal guides.
    public func combineExplicit<S>(_ values: S) -> CGFloat? where S: Sequence, S.Element == CGFloat? {
        var sum: CGFloat = 0
        var count = 0
        for case let value? in values {
            sum += value
            count += 1
        }
        return count == 0 ? nil : sum / CGFloat(count)
    }
}
