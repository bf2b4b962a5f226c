import FrameProf

/// The node of a view with a `body`: it owns the view's state, re-evaluates the body when that state
/// changes or when the parent hands it inputs that differ, and skips the evaluation when they compare
/// equal (always for a view marked `equatable()`).
final class CompositeNode: PassthroughNode {
    private(set) var view: any View
    /// State values, in the order the view's `@State` properties are declared.
    var slots: [StateSlot] = []
    /// Set when the view's state changed since its last body evaluation.
    var isDirty = false
    let bodyName: SignpostName

    init(graph: ViewGraph, view: any View) {
        self.view = view
        bodyName = graph.names.signpostName(for: type(of: view))
        super.init(graph: graph, viewType: type(of: view))
        evaluateBody()
    }

    override func update(_ view: any View) {
        let unchanged = InputComparison.equal(self.view, view)
        self.view = view
        if unchanged && !isDirty {
            graph.stats.skippedBodies += 1
            return
        }
        evaluateBody()
    }

    /// Runs `body` (a signposted interval) and reconciles its result with the existing subtree.
    func evaluateBody() {
        isDirty = false
        graph.bindState(of: view, to: self)
        graph.stats.recordBody(bodyName)
        FrameProf.begin(.body, bodyName)
        graph.charge(\.body, bodyName)
        let result = Self.body(of: view)
        FrameProf.end(.body)
        content = reconcile(content, with: result)
    }

    /// Distance from the root; parents update before their children.
    var depth: Int {
        var count = 0
        var node = parent
        while let current = node {
            count += 1
            node = current.parent
        }
        return count
    }

    private static func body<V: View>(of view: V) -> any View {
        view.body
    }

    /// A view with a body is laid out as its body: a stack sees the body's children.
    override func flatten(into list: inout [ViewNode]) {
        content?.flatten(into: &list)
    }
}
