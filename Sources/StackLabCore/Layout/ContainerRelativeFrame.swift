import Foundation

/// The `containerRelativeFrame` modifiers' layout: on the axes given, a frame sized from the nearest
/// container's size — the enclosing scroll view's visible size (its frame once placed, the screen's
/// before) or the screen's — into which the content is proposed and aligned; other axes pass through.
struct ContainerRelativeFrameLayout: LabLayout {
    /// How the frame's length follows from the container's length.
    enum Rule {
        /// The container's length.
        case whole
        /// `span` of `count` equal parts `spacing` apart.
        case grid(count: Int, span: Int, spacing: Double)
        /// A length of the team's.
        case closure((CGFloat, Axis) -> CGFloat)
    }

    var axes: Axis.Set
    var rule: Rule
    var alignment: Alignment

    private func length(_ container: Double, _ axis: Axis) -> Double {
        switch rule {
        case .whole:
            return container
        case let .grid(count, span, spacing):
            let count = max(1, count)
            let part = (container - spacing * Double(count - 1)) / Double(count)
            let span = min(max(1, span), count)
            return part * Double(span) + spacing * Double(span - 1)
        case let .closure(compute):
            return Double(compute(CGFloat(container), axis))
        }
    }

    /// The frame's fixed lengths (nil on axes that pass through).
    private func frame(_ subviews: LayoutSubviews) -> (width: Double?, height: Double?) {
        guard let node = subviews.first?.node else { return (nil, nil) }
        let container = CoordinateSpaces.containerSize(above: node)
        return (axes.contains(.horizontal) ? max(0, length(container.width, .horizontal)) : nil,
                axes.contains(.vertical) ? max(0, length(container.height, .vertical)) : nil)
    }

    func sizeThatFits(proposal: ProposedSize, subviews: LayoutSubviews) -> Size {
        let (width, height) = frame(subviews)
        let child = subviews.first?.sizeThatFits(ProposedSize(width: width ?? proposal.width, height: height ?? proposal.height)) ?? .zero
        return Size(width: width ?? child.width, height: height ?? child.height)
    }

    func placeSubviews(in bounds: Rect, proposal: ProposedSize, subviews: LayoutSubviews) {
        let (width, height) = frame(subviews)
        subviews.first?.place(aligned: alignment, in: bounds,
                              proposal: ProposedSize(width: width ?? bounds.width, height: height ?? bounds.height))
    }
}

extension ContainerRelativeFrameLayout: Equatable {
    /// Closures cannot be compared: a closure rule always counts as changed.
    static func == (lhs: ContainerRelativeFrameLayout, rhs: ContainerRelativeFrameLayout) -> Bool {
        guard lhs.axes == rhs.axes, lhs.alignment == rhs.alignment else { return false }
        switch (lhs.rule, rhs.rule) {
        case (.whole, .whole): return true
        case let (.grid(a, b, c), .grid(d, e, f)): return a == d && b == e && c == f
        default: return false
        }
    }
}

extension View {
    /// Sizes the view on `axes` to its container's size (the enclosing scroll view's, or the screen's).
    nonisolated public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center) -> some View {
        LayoutView(layout: ContainerRelativeFrameLayout(axes: axes, rule: .whole, alignment: alignment), content: self, flattensContent: false)
    }

    /// Sizes the view on `axes` to `span` of `count` equal parts of its container, `spacing` apart (a
    /// carousel's page of cards).
    nonisolated public func containerRelativeFrame(_ axes: Axis.Set, count: Int, span: Int = 1, spacing: CGFloat, alignment: Alignment = .center) -> some View {
        LayoutView(layout: ContainerRelativeFrameLayout(axes: axes, rule: .grid(count: count, span: span, spacing: Double(spacing)), alignment: alignment),
                   content: self, flattensContent: false)
    }

    /// Sizes the view on `axes` to the length `length` computes from its container's length on each axis.
    nonisolated public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center, _ length: @escaping (CGFloat, Axis) -> CGFloat) -> some View {
        LayoutView(layout: ContainerRelativeFrameLayout(axes: axes, rule: .closure(length), alignment: alignment), content: self, flattensContent: false)
    }
}
