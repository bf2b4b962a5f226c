import FrameProf

/// What a graph must do again and why: the views whose state changed (their bodies run next, parents
/// first), whether a container asked for layout, and the trigger the next transaction is reported with
/// (the first change since the last one). One thread drives it, as it drives its graph.
final class Invalidation {
    /// Views marked since the last update, in the order marked.
    private var dirty: [CompositeNode] = []
    /// Whether a container asked for layout in the next transaction.
    private(set) var layoutRequested = false
    /// Why the next transaction runs, set with the first dirty view since the last one.
    var pendingTrigger: SignpostName?
    /// Why the running transaction runs (its first layout pass's cause), once taken.
    private(set) var currentTrigger: SignpostName?

    /// Nothing to do yet.
    init() {}

    /// Whether views wait for their bodies or a container for layout.
    var hasWork: Bool { !dirty.isEmpty || layoutRequested }

    /// Marks `node`'s body to run in the next update, for `cause`; the first mark since the last
    /// transaction names the next one's trigger.
    func markDirty(_ node: CompositeNode, cause: SignpostName) {
        guard !node.isDirty else { return }
        node.isDirty = true
        node.dirtyCause = cause
        if pendingTrigger == nil { pendingTrigger = cause }
        dirty.append(node)
    }

    /// The views marked since the last call, parents before children; nil when none are.
    func takeDirty() -> [CompositeNode]? {
        guard !dirty.isEmpty else { return nil }
        let batch = dirty.sorted { $0.depth < $1.depth }
        dirty.removeAll()
        return batch
    }

    /// Asks for a layout in the next transaction.
    func requestLayout() {
        layoutRequested = true
    }

    /// A layout pass starts: the request is answered.
    func layoutStarted() {
        layoutRequested = false
    }

    /// Takes the trigger of the transaction that starts now: `explicit` (the scroll driver's input) and
    /// the first change since the last transaction (`scroll offset + tick` when both), else `idle` (the
    /// first frame, or a layout request).
    func takeTrigger(_ explicit: String?, causes: Causes, idle: SignpostName) -> SignpostName {
        let trigger: SignpostName
        switch (explicit, pendingTrigger) {
        case let (explicit?, pending?): trigger = causes.named("\(explicit) + \(pending.resolved.name)")
        case let (explicit?, nil): trigger = causes.named(explicit)
        case let (nil, pending?): trigger = pending
        case (nil, nil): trigger = idle
        }
        pendingTrigger = nil
        currentTrigger = trigger
        return trigger
    }
}
