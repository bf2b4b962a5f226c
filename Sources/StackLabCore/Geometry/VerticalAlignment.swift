import Foundation

/// Where views line up vertically in a horizontal stack, a frame or an overlay — SwiftUI's
/// `VerticalAlignment`: an edge, the center, the first or last line's text baseline (the bottom of a
/// view without text), or a guide of your own (`VerticalAlignment(MyGuide.self)`).
public struct VerticalAlignment: Sendable {
    /// Where the guide lies as a fraction of a view's height, for the edge guides (1 for baselines: a
    /// view without text sits on its bottom).
    let fraction: Double
    /// The baseline guide, if this is one.
    let baseline: Baseline?
    /// Which guide this is.
    let key: AlignmentGuideKey
    /// The team's guide type, when it is one.
    let custom: CustomAlignmentID?

    /// Which baseline.
    @_spi(Nodes) public enum Baseline: Sendable, Hashable {
        case first, last
    }

    /// One of SwiftUI's guides (`custom` nil), or a team's guide at its approximate fraction.
    init(fraction: Double, baseline: Baseline?, key: AlignmentGuideKey, custom: CustomAlignmentID? = nil) {
        self.fraction = fraction
        self.baseline = baseline
        self.key = key
        self.custom = custom
    }

    /// A guide of your own, identified by its type.
    public init(_ id: any AlignmentID.Type) {
        let custom = CustomAlignmentID(id: id)
        self.init(fraction: custom.approximateFraction, baseline: nil, key: custom.key, custom: custom)
    }

    /// The guide's value in a view of `dimensions` that sets no value of its own (the bottom, for a
    /// baseline).
    func defaultValue(in dimensions: ViewDimensions) -> Double {
        if let custom { return custom.defaultValue(in: dimensions) }
        return fraction * dimensions.size.height
    }

    /// The top edge.
    public static let top = VerticalAlignment(fraction: 0, baseline: nil, key: .top)
    /// The center.
    public static let center = VerticalAlignment(fraction: 0.5, baseline: nil, key: .verticalCenter)
    /// The bottom edge.
    public static let bottom = VerticalAlignment(fraction: 1, baseline: nil, key: .bottom)
    /// The first line's baseline of text (the bottom of views without text).
    public static let firstTextBaseline = VerticalAlignment(fraction: 1, baseline: .first, key: .firstTextBaseline)
    /// The last line's baseline of text (the bottom of views without text).
    public static let lastTextBaseline = VerticalAlignment(fraction: 1, baseline: .last, key: .lastTextBaseline)
}

extension VerticalAlignment: Hashable {
    /// The same guide.
    public static func == (a: VerticalAlignment, b: VerticalAlignment) -> Bool { a.key == b.key }
    /// Hashes the guide's identity.
    public func hash(into hasher: inout Hasher) { hasher.combine(key) }
}

extension VerticalAlignment {
    /// Merges the explicit values several views give this guide: the smallest for the first text
    /// baseline, the largest for the last, the mean of the values given for the others, as SwiftUI
    /// documents.
    public func combineExplicit<S>(_ values: S) -> CGFloat? where S: Sequence, S.Element == CGFloat? {
        var sum: CGFloat = 0, least = CGFloat.infinity, most = -CGFloat.infinity
        var count = 0
        for case let value? in values {
            sum += value
            least = min(least, value)
            most = max(most, value)
            count += 1
        }
        guard count > 0 else { return nil }
        switch baseline {
        case .first?: return least
        case .last?: return most
        case nil: return sum / CGFloat(count)
        }
    }
}
