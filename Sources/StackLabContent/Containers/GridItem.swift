import Foundation
@_spi(Nodes) import StackLabCore

/// How one column of a `LazyVGrid` (or row of a `LazyHGrid`) is sized and spaced — SwiftUI's `GridItem`.
public struct GridItem: Sendable {
    /// The size of a column (or row) across the grid.
    public enum Size: Sendable {
        /// One track of exactly this size.
        case fixed(_: CGFloat)
        /// One track taking an equal share of what fixed tracks and spacing leave, clamped to the bounds.
        case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
        /// As many tracks of at least `minimum` as fit in the share a flexible track would take, each
        /// growing up to `maximum`.
        case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
    }

    /// The track's size rule.
    public var size: GridItem.Size
    /// The space after this track; nil for the default of 8 points.
    public var spacing: CGFloat?
    /// Where items sit in their cells; nil for the grid's alignment.
    public var alignment: Alignment?

    /// A grid item.
    public init(_ size: GridItem.Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) {
        self.size = size
        self.spacing = spacing
        self.alignment = alignment
    }
}

/// One resolved track of a lazy grid: its size across the grid, the space after it and the alignment of
/// its items.
struct GridTrack: Equatable {
    var size: Double
    var spacingAfter: Double
    var alignment: Alignment?
}

/// SwiftUI's rule for the tracks of a lazy grid (Apple's `GridItem.Size` documentation; the order of
/// the shares as measured in Fatbobman's *Predicting the layout of LazyVGrid*): spacing and fixed items
/// come off the length first; then each other item in turn takes an equal share of what is left among
/// the items still to size — a flexible item clamped to its bounds, an adaptive one as many tracks of at
/// least its minimum as fit in the share (`⌊(share + spacing) / (minimum + spacing)⌋`, at least one),
/// spread over it and clamped to its maximum.
enum GridTracks {
    static let defaultSpacing = 8.0

    static func resolve(_ items: [GridItem], length: Double?) -> [GridTrack] {
        guard !items.isEmpty else { return [] }
        var tracks: [GridTrack?] = Array(repeating: nil, count: items.count)
        var expanded: [[GridTrack]] = Array(repeating: [], count: items.count)
        var remaining = length ?? 0
        var open = 0
        for (index, item) in items.enumerated() {
            let spacing = item.spacing.map(Double.init) ?? defaultSpacing
            if index < items.count - 1 { remaining -= spacing }
            switch item.size {
            case let .fixed(size):
                tracks[index] = GridTrack(size: Double(size), spacingAfter: spacing, alignment: item.alignment)
                remaining -= Double(size)
            case .flexible, .adaptive:
                open += 1
            }
        }
        for (index, item) in items.enumerated() where tracks[index] == nil {
            let spacing = item.spacing.map(Double.init) ?? defaultSpacing
            // Without a length (an unbounded proposal) each item takes its minimum.
            let share = length == nil ? 0 : max(0, remaining / Double(open))
            switch item.size {
            case .fixed:
                break
            case let .flexible(minimum, maximum):
                let size = min(Double(maximum), max(Double(minimum), share))
                tracks[index] = GridTrack(size: size, spacingAfter: spacing, alignment: item.alignment)
                remaining -= size
            case let .adaptive(minimum, maximum):
                let least = max(1, Double(minimum))
                let count = max(1, Int(((share + spacing) / (least + spacing)).rounded(.down)))
                let each = min(Double(maximum), max(least, (share - spacing * Double(count - 1)) / Double(count)))
                expanded[index] = (0..<count).map { _ in GridTrack(size: each, spacingAfter: spacing, alignment: item.alignment) }
                remaining -= each * Double(count) + spacing * Double(count - 1)
            }
            open -= 1
        }
        var result: [GridTrack] = []
        for index in items.indices {
            if let track = tracks[index] { result.append(track) } else { result.append(contentsOf: expanded[index]) }
        }
        return result
    }

    /// The length the tracks take with the spacing between them.
    static func length(of tracks: [GridTrack]) -> Double {
        guard !tracks.isEmpty else { return 0 }
        return tracks.reduce(0) { $0 + $1.size } + tracks.dropLast().reduce(0) { $0 + $1.spacingAfter }
    }
}
