import Foundation
@_spi(Nodes) import StackLabCore

/// Shows the first of its views that fits — SwiftUI's `ViewThatFits`: each view in order is asked for
/// its ideal size on the constrained axes, and the first whose ideal size fits the proposal is laid out
/// and shown (the last one when none fits). Every view is built and measured; only the one chosen is
/// placed and drawn.
nonisolated public struct ViewThatFits<Content: View>: View, PrimitiveView {
    let axes: Axis.Set
    let content: Content

    /// Picks among `content`'s views by their fit along `axes`.
    public init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.content = content()
    }

    /// Primitive: no body.
    public var body: Never { primitiveBody() }

    package func makeNode(in graph: ViewGraph) -> ViewNode { ViewThatFitsNode<Content>(graph: graph, view: self) }
}

/// The node of a `ViewThatFits`.
final class ViewThatFitsNode<Content: View>: ViewNode {
    private var axes: Axis.Set
    private var content: ViewNode?
    private var candidates: [ViewNode]?
    /// The candidate placed last.
    private var chosen: ViewNode?

    init(graph: ViewGraph, view: ViewThatFits<Content>) {
        axes = view.axes
        super.init(graph: graph, viewType: ViewThatFits<Content>.self)
        layoutName = graph.names.signpostName(for: ViewThatFits<Content>.self)
        content = reconcile(nil, with: view.content)
    }

    override func update(_ view: any View) {
        guard let view = viewValue(view, as: ViewThatFits<Content>.self) else { return }
        if view.axes != axes {
            axes = view.axes
            setNeedsLayout()
        }
        content = reconcile(content, with: view.content)
    }

    override func forEachChild(_ body: (ViewNode) -> Void) {
        if let content { body(content) }
    }

    override func setNeedsLayout() {
        candidates = nil
        super.setNeedsLayout()
    }

    override func forgetFlattenedSubviews() -> Bool {
        candidates = nil
        return true
    }

    private var views: [ViewNode] {
        if let candidates { return candidates }
        var list: [ViewNode] = []
        content?.flatten(into: &list)
        candidates = list
        return list
    }

    /// The first candidate whose ideal size on the constrained axes fits `proposal`, else the last.
    private func choice(for proposal: ProposedSize) -> ViewNode? {
        let views = self.views
        let probe = ProposedSize(width: axes.contains(.horizontal) ? nil : proposal.width,
                                 height: axes.contains(.vertical) ? nil : proposal.height)
        for view in views {
            let ideal = view.measure(probe)
            let fitsWidth = !axes.contains(.horizontal) || proposal.width.map { ideal.width <= $0 } ?? true
            let fitsHeight = !axes.contains(.vertical) || proposal.height.map { ideal.height <= $0 } ?? true
            if fitsWidth && fitsHeight { return view }
        }
        return views.last
    }

    override func computeSize(_ proposal: ProposedSize) -> Size {
        choice(for: proposal)?.measure(proposal) ?? .zero
    }

    override func placeContent(in rect: Rect) {
        let proposal = ProposedSize(rect.size)
        guard let view = choice(for: proposal) else { return }
        if chosen !== view {
            chosen = view
            // The shown view changed: what is drawn changed.
            graph.outputChanges.pointee &+= 1
        }
        view.place(in: Rect(origin: Alignment.center.origin(of: view.measure(proposal), in: rect), size: view.measure(proposal)))
    }

    override func baseline(_ which: VerticalAlignment.Baseline, for proposal: ProposedSize) -> Double? {
        choice(for: proposal)?.baseline(which, for: proposal)
    }

    override func encode(into list: inout RenderList, clip: Rect, dy: Double) {
        guard let chosen, chosen.frame.intersects(clip) || chosen.frame.size == .zero else { return }
        chosen.encode(into: &list, clip: clip, dy: dy)
    }
}
