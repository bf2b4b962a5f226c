import Foundation

/// A view's size and the places of its alignment guides, as a layout or `alignmentGuide`'s closure sees
/// them — SwiftUI's `ViewDimensions`. A guide's value is the one the view gives it explicitly
/// (`alignmentGuide`, a text's baseline), else its default place.
public struct ViewDimensions {
    /// The view's size.
    let size: Size
    /// The view, for its explicit guides; nil for dimensions with none.
    let node: ViewNode?
    /// The proposal the size answers.
    let proposal: ProposedSize

    init(size: Size, node: ViewNode? = nil, proposal: ProposedSize = .unspecified) {
        self.size = size
        self.node = node
        self.proposal = proposal
    }

    /// The view's width.
    public var width: CGFloat { CGFloat(size.width) }
    /// The view's height.
    public var height: CGFloat { CGFloat(size.height) }

    /// Where `guide` lies from the view's leading edge.
    public subscript(guide: HorizontalAlignment) -> CGFloat {
        self[explicit: guide] ?? CGFloat(guide.defaultValue(in: self))
    }

    /// Where `guide` lies from the view's top.
    public subscript(guide: VerticalAlignment) -> CGFloat {
        self[explicit: guide] ?? CGFloat(guide.defaultValue(in: self))
    }

    /// Where the view puts `guide` itself, or nil when it keeps the default.
    public subscript(explicit guide: HorizontalAlignment) -> CGFloat? {
        guard let node else { return nil }
        return ExplicitAlignment.value(of: node, .horizontal(guide), for: proposal).map { CGFloat($0) }
    }

    /// Where the view puts `guide` itself (a text's baselines included), or nil when it keeps the default.
    public subscript(explicit guide: VerticalAlignment) -> CGFloat? {
        guard let node else { return nil }
        if let value = ExplicitAlignment.value(of: node, .vertical(guide), for: proposal) { return CGFloat(value) }
        if let which = guide.baseline { return node.baseline(which, for: proposal).map { CGFloat($0) } }
        return nil
    }
}

extension ViewDimensions: Equatable {
    /// The same size of the same view.
    public static func == (lhs: ViewDimensions, rhs: ViewDimensions) -> Bool {
        lhs.size == rhs.size && lhs.node === rhs.node && lhs.proposal == rhs.proposal
    }
}
