import FrameProf

/// The child bodies a body's output asks for, run after it. SwiftUI evaluates a view's body, diffs its
/// output, and updates the child views whose inputs changed afterwards, as the attribute graph pulls
/// them; so a body's interval covers building and diffing its own output (the views it makes, the values
/// it compares) and no child's body. While a body's output is reconciled, a child view with a body that
/// must run is queued here; the parent runs the queue once its interval has ended, children in order,
/// each with its own subtree, as before.
///
/// Not thread-safe: one thread drives a graph.
final class BodyQueue {
    private struct Entry {
        let node: CompositeNode
        let cause: SignpostName
        /// Why nodes made by that body are made (a branch switch, an `.id` change), as it was when the
        /// body was asked for.
        let creationCause: SignpostName?
    }

    // Properties read on every body, measure or layout pass skip run-time exclusivity checks, as
    // ViewNode's do: one thread drives a graph, and none is passed `inout` while another access is open.
    /// Bodies whose output is being reconciled now, outermost first: while there is one, a child's body
    /// waits in the queue.
    @exclusivity(unchecked) private var reconciling = 0
    @exclusivity(unchecked) private var pending: [Entry] = []

    /// Whether a child's body must wait for the body whose output is being reconciled.
    var defers: Bool { reconciling > 0 }

    /// Runs `reconcile` (a body's output being reconciled) with child bodies queued; returns where this
    /// body's queue starts, for `run(from:)`.
    @inline(__always)
    func reconciling(_ reconcile: () -> Void) -> Int {
        let mark = pending.count
        reconciling += 1
        reconcile()
        reconciling -= 1
        return mark
    }

    /// Queues `node`'s body, run for `cause`.
    func enqueue(_ node: CompositeNode, cause: SignpostName, creationCause: SignpostName?) {
        pending.append(Entry(node: node, cause: cause, creationCause: creationCause))
    }

    /// Runs the bodies queued since `mark`, in order, each in the creation cause it was asked for in; a
    /// body run here queues and runs its own children before the next one starts.
    func run(from mark: Int, in graph: ViewGraph) {
        var index = mark
        while index < pending.count {
            let entry = pending[index]
            index += 1
            guard !entry.node.isTornDown else { continue }
            let outer = graph.creationCause
            graph.creationCause = entry.creationCause
            entry.node.evaluateBody(cause: entry.cause)
            graph.creationCause = outer
        }
        pending.removeSubrange(mark...)
    }
}
