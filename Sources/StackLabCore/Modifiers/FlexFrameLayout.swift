import Foundation

/// A flexible frame (the `frame(minWidth:idealWidth:maxWidth:…)` modifier's layout), with SwiftUI's
/// rules per dimension: the subview is proposed the offer clamped to [min, max] (the ideal when the offer
/// is nil); the frame then takes `max(min, min(child, offer))` and `min(max, max(child, offer))`.
struct FlexFrameLayout: FrameAligning, Equatable {
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

    func childProposal(_ proposal: ProposedSize) -> ProposedSize {
        ProposedSize(width: width.childOffer(proposal.width), height: height.childOffer(proposal.height))
    }
}

extension View {
    /// Bounds the view's size per dimension: the content is proposed the offer clamped to the bounds
    /// (the ideal when nothing is offered), and the frame takes the content's size clamped likewise;
    /// `maxWidth: .infinity` makes it fill the offered width.
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
