/// A selection of text in a text field or text editor (SwiftUI, iOS 18). The lab has no cursor: a
/// selection binding is kept as the app sets it and changes nothing in layout.
public struct TextSelection: Equatable, Hashable {
    /// The indices of a selection.
    public enum Indices: Equatable, Hashable {
        /// One range of the text.
        case selection(Range<String.Index>)
        /// Several ranges of the text.
        case multiSelection(RangeSet<String.Index>)
    }

    /// The selected ranges.
    public var indices: TextSelection.Indices
    /// The selection's affinity.
    public var affinity: TextSelectionAffinity { .automatic }

    /// A selection of `range`.
    public init(range: Range<String.Index>) {
        indices = .selection(range)
    }

    /// A selection of `ranges`.
    public init(ranges: RangeSet<String.Index>) {
        indices = .multiSelection(ranges)
    }

    /// A cursor at `insertionPoint`.
    public init(insertionPoint: String.Index) {
        indices = .selection(insertionPoint..<insertionPoint)
    }

    /// Whether the selection is a cursor with nothing selected.
    public var isInsertion: Bool {
        if case let .selection(range) = indices { return range.isEmpty }
        return false
    }
}
