import Foundation

/// A type that identifies an alignment guide of your own — SwiftUI's `AlignmentID`: pass it to
/// `HorizontalAlignment(_:)` or `VerticalAlignment(_:)`, and give views a value for it with
/// `alignmentGuide(_:computeValue:)`. Views without one use `defaultValue(in:)`.
public protocol AlignmentID {
    /// Where the guide lies in a view that sets no value of its own, from the view's origin.
    static func defaultValue(in context: ViewDimensions) -> CGFloat
}

/// The identity of an alignment guide: one of SwiftUI's, or an `AlignmentID` type of a team's.
enum AlignmentGuideKey: Hashable, @unchecked Sendable {
    case leading, horizontalCenter, trailing, listRowSeparatorLeading, listRowSeparatorTrailing
    case top, verticalCenter, bottom, firstTextBaseline, lastTextBaseline
    case custom(ObjectIdentifier)
}

/// A team's `AlignmentID` type, kept by the alignment that names it.
struct CustomAlignmentID: @unchecked Sendable {
    let id: any AlignmentID.Type

    /// The guide's value in a view that sets none.
    func defaultValue(in dimensions: ViewDimensions) -> Double {
        Double(id.defaultValue(in: dimensions))
    }

    /// The guide's identity: its type, whichever axis it is on.
    var key: AlignmentGuideKey { .custom(ObjectIdentifier(id)) }

    /// The fraction of a 1×1 view's extent the default value falls at: what the lab's lazy containers,
    /// which place by a fraction, use for a guide of a team's (exact for the usual defaults, which are
    /// an edge, the center, or a fraction of the size). On a square both axes read the same; a default
    /// that is not a number is taken as the center.
    var approximateFraction: Double {
        let value = defaultValue(in: ViewDimensions(size: Size(width: 1, height: 1)))
        return value.isFinite ? value : 0.5
    }
}

/// A guide of either axis, as the explicit-alignment machinery passes it around.
package enum AnyAlignmentGuide: Hashable {
    case horizontal(HorizontalAlignment)
    case vertical(VerticalAlignment)

    /// The guide's identity.
    var key: AlignmentGuideKey {
        switch self {
        case let .horizontal(guide): guide.key
        case let .vertical(guide): guide.key
        }
    }

    /// The guide's value in a view of `dimensions` that sets none.
    func defaultValue(in dimensions: ViewDimensions) -> Double {
        switch self {
        case let .horizontal(guide): guide.defaultValue(in: dimensions)
        case let .vertical(guide): guide.defaultValue(in: dimensions)
        }
    }
}
