/// A node for `if/else` and `if`: it shows one branch, and switching branch builds the other from
/// scratch, so the old branch's state and caches are gone — the identity rule that makes branch churn
/// expensive.
final class BranchNode<Branching: BranchingView & View>: PassthroughNode {
    private var index = -1

    init(graph: ViewGraph, view: Branching) {
        super.init(graph: graph, viewType: Branching.self)
        update(view)
    }

    override func update(_ view: any View) {
        // Read in place: reconciling hands a node only views of its own type.
        let branch = withView(view, as: Branching.self) { $0.branch }
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
