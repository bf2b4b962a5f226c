@_spi(Simulation) import FrameProf
import StackLabPricing

/// The runtime: the tree of nodes behind a root view, and the steps of a transaction — update dirty
/// bodies, lay out (measure and place), commit the on-screen tree into render commands, then run the
/// handlers that layout triggered (`onPreferenceChange`, `onAppear`). `TransactionRunner` sequences
/// those steps on the frame clock; tests may call them one by one.
///
/// Not thread-safe: like a UI framework's main thread, one thread drives a graph.
@_spi(Nodes) public final class ViewGraph {
    /// The screen the root view is proposed.
    package let screen: Size
    /// Where lazy containers write their layout log lines.
    package let log: LayoutLog
    /// Counts of the work done so far (bodies, measures, places, skips), for tests and summaries.
    /// Unchecked exclusivity here and on the other properties hot paths touch, for the reason
    /// `ViewNode` gives.
    @exclusivity(unchecked) package var stats = GraphStats()
    /// Bytes of decoded bitmaps held by live image views (a reused or pooled row's included).
    @exclusivity(unchecked) package var liveImageBytes = 0.0
    /// Nodes alive now.
    @exclusivity(unchecked) package var liveViews = 0 {
        didSet { peakLiveViews = max(peakLiveViews, liveViews) }
    }
    /// The most nodes alive at once.
    @exclusivity(unchecked) package private(set) var peakLiveViews = 0
    /// The graph's time: the recording clock, the commit deadline and work scheduled on the clock.
    package let clock = GraphClock()
    /// Whether scroll views report their content height as the client's observation (for workloads
    /// without a GeometryReader client of their own).
    package var reportsScrollContentHeight = false
    /// The device profile whose prices advance the virtual clock for each operation; nil when times are
    /// measured.
    package var profile: DeviceProfile? {
        didSet { work.price(by: profile) }
    }
    /// Where every signposted interval and priced operation goes (`WorkBoundary`).
    public let work = WorkBoundary()
    /// What the running transaction observed, for the runner's trace counters, and every content height.
    package let observations = GraphObservations()

    /// Signpost names of the types met.
    package let names = TypeNames()
    /// What the graph learned about each view and layout type.
    package let types: ViewTypes
    /// The environment the root view sees (a scenario's Dynamic Type size, colour scheme, size class).
    package var rootEnvironment = EnvironmentValues() {
        didSet { buildEnvironment = rootEnvironment }
    }
    /// The environment nodes made now start with: their parent's children's, set while it builds them.
    @exclusivity(unchecked) package var buildEnvironment = EnvironmentValues()
    /// The causes recorded before bodies, layout passes and transactions.
    package let causes = Causes()
    /// The objects `Work.shared` made for this recording, by type. This and the other properties nodes
    /// read per node or per row skip run-time exclusivity checks, as ViewNode's do (one thread).
    @exclusivity(unchecked) var sharedObjects: [ObjectIdentifier: AnyObject] = [:]
    /// What the layout machinery has met in this graph, read by every layout node made: a stored
    /// property, where a lookup among the shared objects hashed and cast for each node.
    package let layoutFlags = LayoutFlags()
    /// How the view and layout types this graph compared compare (see `InputPlan`).
    let inputPlans = InputPlans()
    /// Why nodes made now are made, when it is not their first appearance (a branch switch, an `.id`
    /// change); set by the node that rebuilds its content, for the duration of the rebuild.
    @exclusivity(unchecked) package var creationCause: SignpostName?
    /// Child bodies waiting for the body whose output is being reconciled (`BodyQueue`).
    let bodies = BodyQueue()
    /// Bodies evaluated and sizes invalidated so far: a body whose reconciliation leaves it unchanged
    /// produced what it produced before. A pointer, so the hot invalidation path pays no exclusivity check.
    package nonisolated(unsafe) let outputChanges: UnsafeMutablePointer<Int> = {
        let pointer = UnsafeMutablePointer<Int>.allocate(capacity: 1)
        pointer.initialize(to: 0)
        return pointer
    }()
    /// The preference key whose handler runs now, so state it writes names it as the cause.
    var deliveringPreference: String?
    /// The views whose bodies run next, layout asked for, and the next transaction's trigger.
    let invalidation = Invalidation()
    /// Why the running transaction runs (its first layout pass's cause).
    var currentTrigger: SignpostName { invalidation.currentTrigger ?? causes.layoutRequest }

    /// Takes the trigger of the transaction that starts now: `explicit` (the scroll driver's input) and
    /// the first change since the last transaction (`scroll offset + tick` when both), else the first
    /// frame or a layout request.
    package func takeTrigger(_ explicit: String? = nil) -> SignpostName {
        invalidation.takeTrigger(explicit, causes: causes, idle: root == nil ? causes.firstFrame : causes.layoutRequest)
    }

    /// The transaction's updates are done: views marked during it were updated by it, so the next
    /// transaction needs a trigger of its own.
    package func forgetPendingTrigger() {
        invalidation.pendingTrigger = nil
    }
    private(set) var root: ViewNode!
    private var makeRoot: (() -> any View)?
    package var afterCommit: [() -> Void] = []
    /// Nodes that watch preferences (`onPreferenceChange`, `onGeometryChange`), through their links.
    var preferenceObservers: [NodeLink] = []
    /// Handler calls layout queued outside preferences (a stack's height callback), delivered with them.
    var pendingDeliveries: [PreferenceDelivery] = []
    /// Preference handlers run in the frame so far (the same-frame loop's bound counts them).
    var deliveriesThisFrame = 0
    /// The tree's scroll views, outermost first, through their links.
    var scrollViews: [NodeLink] = []
    var rowContainers: [RowContainerEntry] = []
    /// The visible rectangle, in the coordinate space of the content being placed.
    @exclusivity(unchecked) var visibleRect: Rect
    private var lazyStacks = 0
    /// Layout passes so far; lazy containers age retained rows by it.
    @exclusivity(unchecked) package private(set) var transactionCount = 0
    /// Frames (runs of the same-frame update loop) so far.
    package var frameCount = 0

    /// Prepares a graph for `content`; the first `update()` builds its nodes (evaluating every body once),
    /// so that work belongs to the first transaction.
    package init<Content: View>(screen: Size, log: LayoutLog = LayoutLog(), @ViewBuilder content: @escaping () -> Content) {
        self.screen = screen
        self.log = log
        types = ViewTypes(names: names)
        visibleRect = Rect(origin: .zero, size: screen)
        makeRoot = content
    }

    deinit {
        outputChanges.deallocate()
    }

    /// Whether anything waits for a transaction: the first build, changed state, or a layout a container
    /// asked for.
    package var needsTransaction: Bool { root == nil || invalidation.hasWork }

    /// Marks the root view for a new body evaluation, as a change to the model it reads would: `reason`
    /// is the root body's cause (`state ScenarioModel.tick`), `trigger` the next transaction's when this
    /// is the first change since the last one (`tick`).
    package func setNeedsUpdate(because reason: String = "external update", trigger: String? = nil) {
        let hadTrigger = invalidation.pendingTrigger != nil
        if let root = root as? CompositeNode { markDirty(root, cause: causes.named(reason)) }
        if let trigger, !hadTrigger { invalidation.pendingTrigger = causes.named(trigger) }
    }

    /// Builds the tree on first use, then re-evaluates the bodies of views whose state changed, parents
    /// before children.
    package func update() {
        if let makeRoot {
            self.makeRoot = nil
            root = makeNode(for: makeRoot())
        }
        while let batch = invalidation.takeDirty() {
            for node in batch where node.isDirty && !node.isTornDown {
                node.evaluateBody(cause: node.dirtyCause ?? causes.layoutRequest)
            }
        }
    }

    /// Measures and places the tree in the screen; parts whose layout did not change are skipped.
    package func layout() {
        if root == nil { update() }
        invalidation.layoutStarted()
        transactionCount += 1
        let bounds = Rect(origin: .zero, size: screen)
        visibleRect = bounds
        // Like a hosting view, the screen proposes its size and centers the root at the size it takes.
        let size = root.measure(ProposedSize(screen))
        root.place(in: Rect(origin: Alignment.center.origin(of: size, in: bounds), size: size))
    }

    /// Encodes what is on screen into render commands, in screen coordinates.
    package func commit() -> RenderList {
        var list = RenderList()
        guard let root else { return list }
        let bounds = Rect(origin: .zero, size: screen)
        root.encode(into: &list, clip: bounds, dy: 0)
        return list
    }

    /// Runs the handlers the commit triggered (`onAppear`, `onDisappear`); they may change state and so
    /// schedule another transaction.
    package func runAfterCommit() {
        let handlers = afterCommit
        afterCommit.removeAll()
        asCurrent {
            for handler in handlers { handler() }
        }
    }

    /// Runs the work scheduled on the clock that is due by `time` (a transaction starting then).
    func fireTimers(dueBy time: UInt64) {
        let due = clock.takeTimers(dueBy: time)
        guard !due.isEmpty else { return }
        asCurrent {
            for action in due { action() }
        }
    }

    /// Records an observation for the running transaction, and counts the passes and cuts it names.
    package func observe(_ kind: TraceCounter.Kind, _ value: Double) {
        observations.record(kind, value)
        switch kind {
        case .invalidLayoutPass: stats.invalidPasses += 1
        case .truncation: stats.truncations += 1
        default: break
        }
    }

    /// The scroll views in the tree, outermost first.
    package var scrollViewNodes: [ScrollViewHandle] {
        scrollViews.compactMap { ($0.node as? ScrollViewNode).map(ScrollViewHandle.init) }
    }

    /// The outermost scroll view, without building the whole list (read once per transaction).
    package var outermostScrollView: ScrollViewHandle? {
        for link in scrollViews {
            if let node = link.node as? ScrollViewNode { return ScrollViewHandle(node: node) }
        }
        return nil
    }

    /// Row sizes the outermost row container (the strategy under test) keeps cached.
    package var cachedRowSizes: Int {
        return outermostRowContainer?.cachedSizeCount ?? 0
    }

    /// Cells the outermost row container hosts in platform containers (hosting controllers, collection-view cells).
    package var hostedCells: Int {
        outermostRowContainer?.hostedCells ?? 0
    }

    /// What the outermost row container's pooled cells keep drawn while they wait.
    var pooledDrawing: DrawnFootprint {
        outermostRowContainer?.pooledDrawing ?? DrawnFootprint()
    }

    /// Read once per recorded transaction: stored typed, so no protocol cast runs per frame.
    private var outermostRowContainer: (any RowContainer)? {
        while let first = rowContainers.first, first.link.node == nil || first.container.isTornDown {
            rowContainers.removeFirst()
        }
        return rowContainers.first?.container
    }

    /// Where row `index` of the outermost row container starts, in its scroll view's content space.
    func rowTop(_ index: Int) -> Double? {
        guard let node = outermostRowContainer, let top = node.top(ofRow: index) else { return nil }
        return node.frame.minY + top
    }

    // MARK: Internal plumbing

    func makeNode(for view: any View) -> ViewNode {
        if let primitive = types.primitive(Swift.type(of: view)) { return primitive.makeNode(for: view, in: self) }
        return CompositeNode(graph: self, view: view)
    }

    /// A distinct tag for a lazy stack's log lines, like the address SwiftUI prints.
    func nextLazyTag() -> String {
        lazyStacks += 1
        return String(0x6000_0000 + 0x80 * lazyStacks, radix: 16)
    }

    package func markDirty(_ node: CompositeNode, cause: SignpostName) {
        invalidation.markDirty(node, cause: cause)
    }

    /// Asks for a layout in the next transaction (a lazy container whose size estimate changed).
    func requestLayout(_ node: ViewNode) {
        node.setNeedsLayout()
        invalidation.requestLayout()
    }

    func nodeWillDisappear(_ node: ViewNode) {
        if let action = node.disappearAction { afterCommit.append(action) }
    }
}

/// The stacks that hold a scenario's rows.
protocol RowContainer: ViewNode {
    /// Row sizes kept (an eager stack keeps all of them, a lazy one those it measured).
    var cachedSizeCount: Int { get }
    /// Where row `index` starts, in the container's space, as exactly as the container knows it.
    func top(ofRow index: Int) -> Double?
    /// Rows hosted in platform containers (a hosting controller each, or a collection-view cell), for
    /// the modeled memory.
    var hostedCells: Int { get }
    /// What the hosted cells waiting in a pool keep drawn (their layers and the layers' bitmaps).
    var pooledDrawing: DrawnFootprint { get }
}

extension RowContainer {
    /// SwiftUI stacks host nothing of their own.
    var hostedCells: Int { 0 }
    /// Nor pool anything.
    var pooledDrawing: DrawnFootprint { DrawnFootprint() }
}

/// A row container, registered by the container itself, in the order they were made.
struct RowContainerEntry {
    /// Nil once the container is gone.
    let link: NodeLink
    /// The container, typed, so that no protocol cast runs per frame; read only while `link` has it.
    unowned(unsafe) let container: any RowContainer

    init(_ container: any RowContainer) {
        link = container.link
        self.container = container
    }
}

/// Work counts of a graph.
package struct GraphStats: Sendable, Equatable {
    /// Body evaluations per view type (`Module.Type`).
    package var bodyEvaluations: [String: Int] {
        var result: [String: Int] = [:]
        for (name, count) in bodiesByName { result[name.resolved.qualified, default: 0] += count }
        return result
    }
    private var bodiesByName: [SignpostName: Int] = [:]
    /// Body evaluations in total.
    package var totalBodyEvaluations = 0
    /// View nodes made: one for each view identity that appeared, rows built again after being let go
    /// included.
    package var nodesCreated = 0
    /// Evaluations whose output equalled the previous one (nothing below changed).
    package var wastedBodies = 0
    /// Bodies not evaluated because the view's inputs compared equal.
    package var skippedBodies = 0
    /// Measure calls that computed a size (cache hits not counted).
    package var measureCalls = 0
    /// Place calls that placed children.
    package var placeCalls = 0
    /// Subtrees rebuilt because an identity changed (`id`, `if/else` branch).
    package var identityResets = 0
    /// Layout passes lazy containers found invalid.
    package var invalidPasses = 0
    /// Placements that translated content and cut rows off above it.
    package var truncations = 0
    /// Cells (List) and hosting controllers (OptimizedVStack) reconfigured from the reuse pool instead of
    /// built.
    package var cellReuses = 0

    package mutating func recordBody(_ name: SignpostName) {
        totalBodyEvaluations += 1
        bodiesByName[name, default: 0] += 1
    }

    /// Body evaluations of the type whose name (without module) is `name`, summed over modules; for
    /// tests, which see it through `@testable import` (reports read `bodyEvaluations`).
    func bodies(of name: String) -> Int {
        bodyEvaluations.reduce(0) { $0 + (TypeNames.split($1.key).name == name ? $1.value : 0) }
    }
}
