/// A flexible frame (the `frame(minWidth:idealWidth:maxWidth:…)` modifier's layout), with SwiftUI's
/// rules per dimension: the subview is proposed the offer clamped to [min, max] (the ideal when the offer
/// is nil); the frame then takes `max(min, min(child, offer))` and `min(max, max(child, offer))`.
public struct FlexFrameLayout: Layout, Equatable {
    /// Bounds of one dimension.
    public struct Limits: Sendable, Equatable {
        /// The least extent, or nil.
        public var min: Double?
        /// The extent used when the offer is nil, or nil to use the subview's.
        public var ideal: Double?
        /// The greatest extent (`.infinity` to fill), or nil.
        public var max: Double?

        /// Creates limits.
        public init(min: Double? = nil, ideal: Double? = nil, max: Double? = nil) {
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
    public var width: Limits
    /// Vertical limits.
    public var height: Limits
    /// Where the subview sits inside the frame.
    public var alignment: Alignment

    /// Creates the layout.
    public init(width: Limits, height: Limits, alignment: Alignment = .center) {
        self.width = width
        self.height = height
        self.alignment = alignment
    }

    /// The frame's size for `proposal`.
    public func sizeThatFits(proposal: ProposedSize, subviews: LayoutSubviews) -> Size {
        let child = subviews.first?.sizeThatFits(childProposal(proposal)) ?? .zero
        return Size(width: width.extent(child: child.width, offer: proposal.width),
                    height: height.extent(child: child.height, offer: proposal.height))
    }

    /// Aligns the subview inside the frame.
    public func placeSubviews(in bounds: Rect, proposal: ProposedSize, subviews: LayoutSubviews) {
        subviews.first?.place(aligned: alignment, in: bounds, proposal: childProposal(ProposedSize(bounds.size)))
    }

    private func childProposal(_ proposal: ProposedSize) -> ProposedSize {
        ProposedSize(width: width.childOffer(proposal.width), height: height.childOffer(proposal.height))
    }
}

extension View {
    /// Bounds the view's size per dimension; `maxWidth: .infinity` makes it fill the offered width.
    public func frame(minWidth: Double? = nil, idealWidth: Double? = nil, maxWidth: Double? = nil,
                      minHeight: Double? = nil, idealHeight: Double? = nil, maxHeight: Double? = nil,
                      alignment: Alignment = .center) -> LayoutView<FlexFrameLayout, Self> {
        LayoutView(layout: FlexFrameLayout(width: .init(min: minWidth, ideal: idealWidth, max: maxWidth),
                                           height: .init(min: minHeight, ideal: idealHeight, max: maxHeight),
                                           alignment: alignment),
                   content: self, flattensContent: false)
    }
}
