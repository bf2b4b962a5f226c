@_spi(Nodes) import StackLabCore

/// The node of colours and gradients as views: a leaf that fills what it is offered (or takes its own
/// size when `fixed`) and draws one layer.
final class FillNode: ViewNode {
    let idealSize: Size
    let fixed: Bool
    let draws: Bool

    init(graph: ViewGraph, view: any View, idealSize: Size, fixed: Bool = false, draws: Bool = true, rgba: UInt32? = nil) {
        self.idealSize = idealSize
        self.fixed = fixed
        self.draws = draws
        self.rgba = rgba
        super.init(graph: graph, viewType: type(of: view))
        layoutName = graph.names.signpostName(for: type(of: view))
        signpostsLayout = false
    }

    /// The colour drawn, for a `Color`: a new one changes the output without changing the layout, so
    /// the body that produced it did not run in vain. Passed in by the `Color` that makes the node, so
    /// creating a fill casts nothing.
    private var rgba: UInt32?

    override func update(_ view: any View) {
        guard rgba != nil, let color = viewValue(view, as: Color.self), color.rgba != rgba else { return }
        rgba = color.rgba
        graph.outputChanges.pointee &+= 1
    }

    override func computeSize(_ proposal: ProposedSize) -> Size {
        fixed ? idealSize : proposal.replacingUnspecified(with: idealSize)
    }

    override func encode(into list: inout RenderList, clip: Rect, dy: Double) {
        if draws { list.append(.fill(frame.offsetBy(dx: 0, dy: dy))) }
    }
}
