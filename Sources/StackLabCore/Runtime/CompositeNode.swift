import FrameProf

/// The node of a view with a `body`: it owns the view's state, re-evaluates the body when that state
/// changes or when the parent hands it inputs that differ, and skips the evaluation when they compare
/// equal (always for a view marked `equatable()`).
package final class CompositeNode: PassthroughNode {
    // Properties read on every body, measure or layout pass skip run-time exclusivity checks, as
    // ViewNode's do: one thread drives a graph, and none is passed `inout` while another access is open.
    @exclusivity(unchecked) private(set) var view: any View
    /// State values, in the order the view's `@State` properties are declared.
    @exclusivity(unchecked) var slots: [StateSlot] = []
    /// Set when the view's state changed since its last body evaluation.
    @exclusivity(unchecked) var isDirty = false
    let bodyName: SignpostName
    /// Body evaluations so far: a tracking installed by an earlier one is stale.
    @exclusivity(unchecked) private(set) var evaluations = 0
    /// The environment keys the last evaluation read, so a change to one of them runs the body again.
    @exclusivity(unchecked) private var environmentReads: [(key: ObjectIdentifier, name: String)] = []
    /// Subscriptions to the `ObservableObject`s the view holds, replaced at each evaluation.
    @exclusivity(unchecked) var objectSubscriptions: [ObjectSubscription] = []

    init(graph: ViewGraph, view: any View) {
        self.view = view
        let name = graph.types.bodyName(of: type(of: view))
        bodyName = name
        // The node's own creation is booked to its view, like the content its body builds.
        let previous = graph.work.beginBooking(to: name)
        super.init(graph: graph, viewType: type(of: view))
        graph.work.endBooking(restoring: previous)
        requestBody(cause: graph.creationCause ?? graph.causes.firstAppearance)
    }

    /// Runs the body now, or, while a parent's output is being reconciled, once that parent's interval
    /// has ended (`BodyQueue`). Either way the parent's output changed now: a body that runs changes it.
    private func requestBody(cause: SignpostName) {
        guard graph.bodies.defers else { return evaluateBody(cause: cause) }
        graph.outputChanges.pointee &+= 1
        graph.bodies.enqueue(self, cause: cause, creationCause: graph.creationCause)
    }

    package override func update(_ view: any View) {
        let difference = InputComparison.difference(self.view, view, plans: graph.inputPlans)
        self.view = view
        if difference == 0 && !isDirty && !stateDiscarded {
            graph.stats.skippedBodies += 1
            return
        }
        // A state change of the view's own is its cause; inputs that differ as well go unnamed.
        let cause = isDirty ? (dirtyCause ?? graph.causes.layoutRequest)
            : graph.causes.inputs(of: view, from: owner, mask: difference)
        requestBody(cause: cause)
    }

    /// Why the next evaluation runs, set with `isDirty`.
    @exclusivity(unchecked) var dirtyCause: SignpostName?
    /// The view's state went with the row it showed (a List cell that left the screen): the next value
    /// it is given runs its body with fresh state, even one that compares equal to the last.
    @exclusivity(unchecked) private var stateDiscarded = false

    /// A List cell's row left: its state goes now (a `@StateObject` is released), so the row this
    /// container shows next starts from the initial values, as a new identity does in SwiftUI.
    package override func rowDidLeave(discardingState: Bool) {
        if discardingState, !slots.isEmpty || !objectSubscriptions.isEmpty {
            graph.unbindProperties(of: view, from: self)
            slots = []
            objectSubscriptions.forEach { $0.cancel() }
            objectSubscriptions = []
            stateDiscarded = true
        }
        super.rowDidLeave(discardingState: discardingState)
    }

    /// The nearest ancestor with a body: the view whose body handed this one its inputs.
    /// Walked on each use rather than cached: a stored reference up the tree would keep the owner alive
    /// through its own subtree, a cycle no teardown breaks.
    var owner: CompositeNode? {
        var node = parent
        while let current = node {
            if let composite = current as? CompositeNode { return composite }
            node = current.parent
        }
        return nil
    }

    /// Runs `body` and reconciles its result with the existing subtree, in one signposted interval
    /// (preceded by its cause) that covers what the body builds and diffs, priced by that work; the child
    /// bodies its output asks for run after the interval (`BodyQueue`). When nothing below changed (no
    /// body asked for, no size invalidated) the output equalled the previous one and the evaluation is
    /// marked wasted.
    func evaluateBody(cause: SignpostName) {
        graph.work.booking(to: bodyName) { evaluateBodyBooked(cause: cause) }
    }

    /// `evaluateBody(cause:)` with the work booked to this view.
    private func evaluateBodyBooked(cause: SignpostName) {
        // A body that runs changes its parent's output, whatever it returns.
        graph.outputChanges.pointee &+= 1
        isDirty = false
        dirtyCause = nil
        stateDiscarded = false
        evaluations += 1
        graph.bindProperties(of: view, to: self)
        graph.stats.recordBody(bodyName)
        let changes = graph.outputChanges
        let hadContent = content != nil
        let (before, queued) = graph.work.body(bodyName, cause: cause) {
            let view = self.view
            let objects = graph.types.holdsObjects(view) ? ObservedObjects.reachable(from: view, environment: environment) : (observable: [], published: [])
            if !objects.published.isEmpty || !objectSubscriptions.isEmpty { subscribe(to: objects.published) }
            let (result, reads) = EnvironmentReads.collect {
                BodyObservation.track(self, generation: evaluations, candidates: objects.observable) { Self.body(of: view) }
            }
            environmentReads = reads
            let before = changes.pointee
            let queued = graph.bodies.reconciling { content = reconcile(content, with: result) }
            return (before, queued)
        }
        if hadContent, changes.pointee == before {
            graph.stats.wastedBodies += 1
            graph.work.outcome(graph.causes.unchangedOutput)
        }
        graph.bodies.run(from: queued, in: graph)
    }

    /// A value the last evaluation read changed: the body runs again, the first changed key named as
    /// the cause (`environment colorScheme`). The new environment goes down either way.
    package override func environmentChanged(from old: EnvironmentValues) {
        if !isDirty {
            for read in environmentReads where EnvironmentValues.changed(read.key, from: old, to: environment) {
                graph.markDirty(self, cause: graph.causes.named("environment \(read.name)"))
                break
            }
        }
        super.environmentChanged(from: old)
    }

    package override func teardown() {
        if !slots.isEmpty { graph.unbindProperties(of: view, from: self) }
        objectSubscriptions.forEach { $0.cancel() }
        objectSubscriptions = []
        super.teardown()
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

    /// The view's body, which is main-actor code in a team's views as in SwiftUI's: the graph is driven
    /// by one thread as its main actor (a worker process's main thread, see `onLabMainActor`).
    private static func body<V: View>(of view: V) -> any View {
        nonisolated(unsafe) let view = view
        return onLabMainActor { view.body }
    }

    /// A view with a body is laid out as its body: a stack sees the body's children.
    package override func flatten(into list: inout [ViewNode]) {
        content?.flatten(into: &list)
    }
}
