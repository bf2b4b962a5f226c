import Foundation

/// The `safeAreaInset` modifiers' layout: the inset view is proposed the full length across the edge
/// and its ideal length towards it, and sits against that edge; the content is laid out in what is left
/// (its safe area shrunk by the inset and `spacing`), so a list above a bottom bar ends at the bar. The
/// lab has no translucent bars: content does not scroll underneath the inset.
struct SafeAreaInsetLayout: LabLayout, Equatable {
    var edge: Edge
    /// Where the inset view sits along its edge (a horizontal guide for top and bottom insets, a vertical
    /// one for leading and trailing).
    var alignment: Alignment
    /// Extra space between the content and the inset view; nil for none.
    var spacing: Double?

    private var axis: Axis { edge == .top || edge == .bottom ? .vertical : .horizontal }
    private var gap: Double { spacing ?? 0 }

    /// The content's and the inset's sizes for `proposal`.
    private func sizes(_ proposal: ProposedSize, _ subviews: LayoutSubviews) -> (content: Size, inset: Size) {
        guard subviews.count == 2 else { return (subviews.first?.sizeThatFits(proposal) ?? .zero, .zero) }
        let content = subviews[subviews.startIndex], inset = subviews[subviews.startIndex + 1]
        let insetSize = inset.sizeThatFits(ProposedSize(major: nil, minor: proposal[axis.other], axis: axis))
        let left = proposal[axis].map { max(0, $0 - insetSize[axis] - gap) }
        let contentSize = content.sizeThatFits(ProposedSize(major: left, minor: proposal[axis.other], axis: axis))
        return (contentSize, insetSize)
    }

    func sizeThatFits(proposal: ProposedSize, subviews: LayoutSubviews) -> Size {
        let (content, inset) = sizes(proposal, subviews)
        return Size(major: content[axis] + gap + inset[axis], minor: max(content[axis.other], inset[axis.other]), axis: axis)
    }

    func placeSubviews(in bounds: Rect, proposal: ProposedSize, subviews: LayoutSubviews) {
        guard subviews.count == 2 else { return }
        let content = subviews[subviews.startIndex], inset = subviews[subviews.startIndex + 1]
        let (contentSize, insetSize) = sizes(ProposedSize(bounds.size), subviews)
        let major = bounds.size[axis]
        let contentLength = max(0, major - insetSize[axis] - gap)
        let contentFirst = edge == .bottom || edge == .trailing
        let contentSpace: Rect, insetSpace: Rect
        if axis == .vertical {
            contentSpace = Rect(x: bounds.minX, y: contentFirst ? bounds.minY : bounds.minY + insetSize.height + gap, width: bounds.width, height: contentLength)
            insetSpace = Rect(x: bounds.minX, y: contentFirst ? bounds.maxY - insetSize.height : bounds.minY, width: bounds.width, height: insetSize.height)
        } else {
            contentSpace = Rect(x: contentFirst ? bounds.minX : bounds.minX + insetSize.width + gap, y: bounds.minY, width: contentLength, height: bounds.height)
            insetSpace = Rect(x: contentFirst ? bounds.maxX - insetSize.width : bounds.minX, y: bounds.minY, width: insetSize.width, height: bounds.height)
        }
        content.place(at: Alignment.center.origin(of: contentSize, in: contentSpace), proposal: ProposedSize(contentSpace.size))
        inset.place(at: alignment.origin(of: insetSize, in: insetSpace), proposal: ProposedSize(major: nil, minor: bounds.size[axis.other], axis: axis))
    }
}

extension View {
    /// Shows `content` against the top or bottom edge and lays this view out in the rest (its safe area
    /// shrunk by the content's height and `spacing`, which is none when nil).
    nonisolated public func safeAreaInset<V>(edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
                                             @ViewBuilder content: () -> V) -> some View where V: View {
        LayoutView(layout: SafeAreaInsetLayout(edge: edge == .top ? .top : .bottom, alignment: Alignment(horizontal: alignment, vertical: .center),
                                               spacing: spacing.map(Double.init)),
                   content: TupleView(packing: SubviewBox(content: self), SubviewBox(content: content())))
    }

    /// Shows `content` against the leading or trailing edge and lays this view out in the rest.
    nonisolated public func safeAreaInset<V>(edge: HorizontalEdge, alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
                                             @ViewBuilder content: () -> V) -> some View where V: View {
        LayoutView(layout: SafeAreaInsetLayout(edge: edge == .leading ? .leading : .trailing, alignment: Alignment(horizontal: .center, vertical: alignment),
                                               spacing: spacing.map(Double.init)),
                   content: TupleView(packing: SubviewBox(content: self), SubviewBox(content: content())))
    }

    /// Adds `insets` to the view's safe area: the content is laid out inside them, as with padding (a
    /// scroll view's content would scroll through the margin on a phone; the lab insets it).
    nonisolated public func safeAreaPadding(_ insets: EdgeInsets) -> some View {
        LayoutView(layout: PaddingLayout(insets: insets), content: self, flattensContent: false)
    }

    /// Adds `length` (SwiftUI's default padding, 16 points, when nil) to the safe area on `edges`.
    nonisolated public func safeAreaPadding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        safeAreaPadding(EdgeInsets(edges, Double(length ?? 16)))
    }

    /// Adds `length` to the safe area on every edge.
    nonisolated public func safeAreaPadding(_ length: CGFloat) -> some View {
        safeAreaPadding(EdgeInsets(.all, Double(length)))
    }

    /// Lets the view extend into the safe area (accepted: the lab's screen is the list's own area, with
    /// no bars or rounded corners to avoid).
    nonisolated public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View { self }

    /// Lets the view extend into the safe area on `edges` (the iOS 13 spelling; accepted).
    nonisolated public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> some View { self }
}
