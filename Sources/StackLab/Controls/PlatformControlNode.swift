@_spi(Nodes) import StackLabCore
import StackLabContent

/// The node of a `PlatformControl`.
final class PlatformControlNode<Kind: PlatformControlKind>: ViewNode {
    private var control: PlatformControl<Kind>

    init(graph: ViewGraph, view: PlatformControl<Kind>) {
        control = view
        super.init(graph: graph, viewType: PlatformControl<Kind>.self)
        layoutName = graph.names.signpostName(for: Kind.self)
        signpostsLayout = false
    }

    override func update(_ view: any View) {
        guard let new = viewValue(view, as: PlatformControl<Kind>.self), new != control else { return }
        control = new
        setNeedsLayout()
    }

    override func computeSize(_ proposal: ProposedSize) -> Size {
        Size(width: control.width.resolve(proposal.width), height: control.height.resolve(proposal.height))
    }

    override func encode(into list: inout RenderList, clip: Rect, dy: Double) {
        list.append(.fill(frame.offsetBy(dx: 0, dy: dy)))
    }
}
