import Foundation

/// A flexible frame (the `frame(minWidth:idealWidth:maxWidth:…)` modifier's layout), with SwiftUI's
/// rules per dimension: the subview is proposed the offer clamped to [min, max] (the ideal when the offer
/// is nil); the frame then takes `max(min, min(child, offer))` and `min(max, max(child, offer))`.
struct FlexFrameLayout: LabLayout, Equatable {
    /// Bounds of one dimension.
    struct Limits: Sendable, Equatable {
        /// The least extent, or nil.
        var min: Double?
        /// The extent used when the offer is nil, or nil to use the subview's.
        var ideal: Double?
        /// The greatest extent (`.infinity` to fill), or nil.
        var max: Double?

        /// Creates limits.
        init(min: Double? = nil, ideal: Double? = nil, max: Double? = nil) {
            self.min = min
            self.ideal = ideal
            self.max = max
        }

        func childOffer(_ offer: Double?) -> Double? {
            guard var value = offer else { return ideal }
            if let max { value = Swift.min(value, max) }
            if let min { value = Swift.max(value, min) }
            return value
        }

        func extent(child: Double, offer: Double?) -> Double {
            guard min != nil || max != nil else { return offer == nil ? (ideal ?? child) : child }
            let offered = offer ?? ideal ?? child
            var result = child
            if let min { result = Swift.max(min, Swift.min(result, offered)) }
            if let max { result = Swift.min(max, Swift.max(result, offered)) }
            return result
        }
    }

    /// Horizontal limits.
    var width: Limits
    /// Vertical limits.
    var height: Limits
    /// Where the subview sits inside the frame.
    var alignment: Alignment

    /// Creates the layout.
    init(width: Limits, height: Limits, alignment: Alignment = .center) {
        self.width = width
        self.height = height
        self.alignment = alignment
    }

    /// The frame's size for `proposal`.
    func sizeThatFits(proposal: ProposedSize, subviews: LayoutSubviews) -> Size {
        let child = subviews.first?.sizeThatFits(childProposal(proposal)) ?? .zero
        return Size(width: width.extent(child: child.width, offer: proposal.width),
                    height: height.extent(child: child.height, offer: proposal.height))
    }

    /// Aligns the subview inside the frame.
    func placeSubviews(in bounds: Rect, proposal: ProposedSize, subviews: LayoutSubviews) {
        subviews.first?.place(aligned: alignment, in: bounds, proposal: childProposal(ProposedSize(bounds.size)))
    }

    /// The subview's baseline, moved by where the frame aligns it.
    func baseline(_ which: VerticalAlignment.Baseline, for proposal: ProposedSize, subviews: LayoutSubviews) -> Double? {
        guard let child = subviews.first else { return nil }
        let inner = childProposal(proposal)
        let size = sizeThatFits(proposal: proposal, subviews: subviews), childSize = child.sizeThatFits(inner)
        return child.baseline(which, for: inner).map { (size.height - childSize.height) * alignment.vertical.fraction + $0 }
    }

    private func childProposal(_ proposal: ProposedSize) -> ProposedSize {
        ProposedSize(width: width.childOffer(proposal.width), height: height.childOffer(proposal.height))
    }
}

extension View {
    /// Bounds the view's size per dimension; `maxWidth: .infinity` makes it fill the offered width.
    nonisolated public func frame(minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
                      minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
                      alignment: Alignment = .center) -> some View {
        func d(_ value: CGFloat?) -> Double? { value.map(Double.init) }
        return LayoutView(layout: FlexFrameLayout(width: .init(min: d(minWidth), ideal: d(idealWidth), max: d(maxWidth)),
                                                  height: .init(min: d(minHeight), ideal: d(idealHeight), max: d(maxHeight)),
                                                  alignment: alignment),
                          content: self, flattensContent: false)
    }
}
