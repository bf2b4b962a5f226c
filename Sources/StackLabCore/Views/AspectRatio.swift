import Foundation

// The aspect-ratio modifiers are the layout family's; they stayed here when `Image` moved to
// `Sources/StackLab/Images/`, so that this file can move to that family whole.

/// How a view fits a frame of another aspect ratio.
public enum ContentMode: Sendable, Hashable, CaseIterable {
    /// All of it shows, inside the frame.
    case fit
    /// It covers the frame; what overflows is cut only if clipped.
    case fill
}

/// The `aspectRatio` modifier's layout: the largest size of the ratio inside the offer (`fit`) or the
/// smallest covering it (`fill`), proposed to the content; the ratio is the content's ideal one when
/// none is given.
struct AspectRatioLayout: LabLayout, Equatable {
    var ratio: Double?
    var mode: ContentMode

    func sizeThatFits(proposal: ProposedSize, subviews: LayoutSubviews) -> Size {
        guard let child = subviews.first else { return .zero }
        return child.sizeThatFits(ProposedSize(target(proposal, child: child)))
    }

    func placeSubviews(in bounds: Rect, proposal: ProposedSize, subviews: LayoutSubviews) {
        guard let child = subviews.first else { return }
        child.place(aligned: .center, in: bounds, proposal: ProposedSize(target(ProposedSize(bounds.size), child: child)))
    }

    private func target(_ proposal: ProposedSize, child: LayoutSubview) -> Size {
        let ideal = child.sizeThatFits(.unspecified)
        let r = ratio ?? (ideal.height > 0 ? ideal.width / ideal.height : 1)
        guard r > 0, r.isFinite else { return proposal.replacingUnspecified(with: ideal) }
        switch (proposal.width, proposal.height) {
        case (nil, nil):
            return Size(width: ideal.width, height: ideal.width / r)
        case let (width?, nil):
            return Size(width: width, height: width / r)
        case let (nil, height?):
            return Size(width: height * r, height: height)
        case let (width?, height?):
            let byWidth = Size(width: width, height: width / r), byHeight = Size(width: height * r, height: height)
            let widthFits = byWidth.height <= height
            switch mode {
            case .fit: return widthFits ? byWidth : byHeight
            case .fill: return widthFits ? byHeight : byWidth
            }
        }
    }
}

extension View {
    /// Constrains the view to an aspect ratio (its own ideal one when `aspectRatio` is nil).
    nonisolated public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> some View {
        LayoutView(layout: AspectRatioLayout(ratio: aspectRatio.map(Double.init), mode: contentMode), content: self, flattensContent: false)
    }

    /// Constrains the view to the aspect ratio of `aspectRatio`.
    nonisolated public func aspectRatio(_ aspectRatio: CGSize, contentMode: ContentMode) -> some View {
        self.aspectRatio(aspectRatio.height > 0 ? aspectRatio.width / aspectRatio.height : nil, contentMode: contentMode)
    }

    /// Scales the view to fit its frame, keeping its ratio.
    nonisolated public func scaledToFit() -> some View { aspectRatio(contentMode: .fit) }

    /// Scales the view to fill its frame, keeping its ratio.
    nonisolated public func scaledToFill() -> some View { aspectRatio(contentMode: .fill) }
}
