/// A node for `if/else` and `if`: it shows one branch, and switching branch builds the other from
/// scratch, so the old branch's state and caches are gone — the identity rule that makes branch churn
/// expensive.
final class BranchNode: PassthroughNode {
    private var index = -1

    init(graph: ViewGraph, view: any View) {
        super.init(graph: graph, viewType: type(of: view))
        update(view)
    }

    override func update(_ view: any View) {
        guard let branch = (view as? any BranchingView)?.branch else { return }
        let switched = branch.index != index && content != nil
        if branch.index != index {
            if content != nil { graph.stats.identityResets += 1 }
            content?.teardown()
            content = nil
            index = branch.index
        }
        let outer = graph.creationCause
        if switched { graph.creationCause = graph.causes.branchSwitch }
        content = reconcile(content, with: branch.view)
        graph.creationCause = outer
    }

    /// A stack lays out the showing branch's children.
    override func flatten(into list: inout [ViewNode]) {
        content?.flatten(into: &list)
    }
}
