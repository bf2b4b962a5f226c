/// A node for `if/else` and `if`: it shows one branch, and switching branch builds the other from
/// scratch, so the old branch's state and caches are gone — the identity rule that makes branch churn
/// expensive.
final class BranchNode: ViewNode {
    private var index = -1
    private var content: ViewNode?

    init(graph: ViewGraph, view: any View) {
        super.init(graph: graph, viewType: type(of: view))
        update(view)
    }

    override func update(_ view: any View) {
        guard let branch = (view as? any BranchingView)?.branch else { return }
        if branch.index != index {
            if content != nil { graph.stats.identityResets += 1 }
            content?.teardown()
            content = nil
            index = branch.index
        }
        content = reconcile(content, with: branch.view)
    }

    override var children: [ViewNode] { content.map { [$0] } ?? [] }

    override func flatten(into list: inout [ViewNode]) {
        content?.flatten(into: &list)
    }

    override func computeSize(_ proposal: ProposedSize) -> Size {
        content?.measure(proposal) ?? .zero
    }

    override func placeContent(in rect: Rect) {
        content?.place(in: rect)
    }
}
