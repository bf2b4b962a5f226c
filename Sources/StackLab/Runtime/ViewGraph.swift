import FrameProf

/// The runtime: the tree of nodes behind a root view, and the steps of a transaction — update dirty
/// bodies, lay out (measure and place), commit the on-screen tree into render commands, then run the
/// handlers that layout triggered (`onPreferenceChange`, `onAppear`). `TransactionRunner` sequences
/// those steps on the frame clock; tests may call them one by one.
///
/// Not thread-safe: like a UI framework's main thread, one thread drives a graph.
public final class ViewGraph {
    /// The screen the root view is proposed.
    public let screen: Size
    /// Where lazy containers write their layout log lines.
    public let log: LayoutLog
    /// Counts of the work done so far (bodies, measures, places, skips), for tests and summaries.
    public internal(set) var stats = GraphStats()
    /// Nodes alive now.
    public internal(set) var liveViews = 0 {
        didSet { peakLiveViews = max(peakLiveViews, liveViews) }
    }
    /// The most nodes alive at once.
    public private(set) var peakLiveViews = 0
    /// Time source for deadline checks inside layout (nanoseconds on the recording clock).
    public var now: () -> UInt64 = { FrameProf.now() }
    /// The commit deadline of the running transaction; lazy containers stop placing rows past it.
    public internal(set) var deadline: UInt64 = .max
    /// Whether scroll views report their content height as the client's observation (for workloads
    /// without a GeometryReader client of their own).
    public var reportsScrollContentHeight = false
    /// Observations of the running transaction that the runner turns into trace counters.
    public internal(set) var observations: [(kind: TraceCounter.Kind, value: Double)] = []

    let names = TypeNames()
    private(set) var root: ViewNode!
    private var dirty: [CompositeNode] = []
    private var statelessTypes: Set<ObjectIdentifier> = []
    var afterCommit: [() -> Void] = []
    var preferenceObservers: [WeakNode] = []
    var scrollViews: [WeakNode] = []
    /// The visible rectangle, in the coordinate space of the content being placed.
    var visibleRect: Rect
    private var layoutRequested = false

    /// Builds the node tree of `content` (evaluating every body once, as the first update does).
    public init<Content: View>(screen: Size, log: LayoutLog = LayoutLog(), @ViewBuilder content: () -> Content) {
        self.screen = screen
        self.log = log
        visibleRect = Rect(origin: .zero, size: screen)
        root = makeNode(for: content())
    }

    /// Whether anything waits for a transaction: changed state, or a layout a container asked for.
    public var needsTransaction: Bool { !dirty.isEmpty || layoutRequested }

    /// Re-evaluates the bodies of views whose state changed, parents before children.
    public func update() {
        while !dirty.isEmpty {
            let batch = dirty.sorted { $0.depth < $1.depth }
            dirty.removeAll()
            for node in batch where node.isDirty && !node.isTornDown {
                node.evaluateBody()
            }
        }
    }

    /// Measures and places the tree in the screen; parts whose layout did not change are skipped.
    public func layout() {
        layoutRequested = false
        let bounds = Rect(origin: .zero, size: screen)
        visibleRect = bounds
        _ = root.measure(ProposedSize(screen))
        root.place(in: bounds)
    }

    /// Encodes what is on screen into render commands, in screen coordinates.
    public func commit() -> RenderList {
        var list = RenderList()
        let bounds = Rect(origin: .zero, size: screen)
        root.encode(into: &list, clip: bounds, dy: 0)
        collectPreferences()
        return list
    }

    /// Runs the handlers the transaction triggered; they may change state and so schedule another.
    public func runAfterCommit() {
        let handlers = afterCommit
        afterCommit.removeAll()
        for handler in handlers { handler() }
    }

    /// Records an observation for the running transaction.
    public func observe(_ kind: TraceCounter.Kind, _ value: Double) {
        observations.append((kind, value))
    }

    /// Hands the observations to the caller and forgets them.
    public func takeObservations() -> [(kind: TraceCounter.Kind, value: Double)] {
        defer { observations.removeAll(keepingCapacity: true) }
        return observations
    }

    /// The scroll views in the tree, outermost first.
    public var scrollViewNodes: [ScrollViewHandle] {
        scrollViews.compactMap { ($0.node as? ScrollViewNode).map(ScrollViewHandle.init) }
    }

    // MARK: Internal plumbing

    func makeNode(for view: any View) -> ViewNode {
        if let primitive = view as? any PrimitiveView {
            return primitive.makeNode(in: self)
        }
        return CompositeNode(graph: self, view: view)
    }

    func markDirty(_ node: CompositeNode) {
        guard !node.isDirty else { return }
        node.isDirty = true
        dirty.append(node)
    }

    /// Asks for a layout in the next transaction (a lazy container whose size estimate changed).
    func requestLayout(_ node: ViewNode) {
        node.setNeedsLayout()
        layoutRequested = true
    }

    /// Points every `@State` property of `view` at the slots `node` owns, creating them on first use.
    func bindState(of view: any View, to node: CompositeNode) {
        if statelessTypes.contains(node.viewType) { return }
        var index = 0
        for child in Mirror(reflecting: view).children {
            guard let property = child.value as? StateProperty else { continue }
            if index == node.slots.count {
                node.slots.append(StateSlot(value: property.initialValue, owner: node))
            }
            property.stateBox.slot = node.slots[index]
            index += 1
        }
        if index == 0 { statelessTypes.insert(node.viewType) }
    }

    func nodeWillDisappear(_ node: ViewNode) {
        if let disappearing = node as? LifecycleNode, let action = disappearing.onDisappear {
            afterCommit.append(action)
        }
    }

    private func collectPreferences() {
        preferenceObservers.removeAll { $0.node == nil || $0.node!.isTornDown }
        for observer in preferenceObservers {
            (observer.node as? PreferenceObserving)?.checkPreference()
        }
    }
}

/// A weak reference to a node, for registries that must not keep torn-down nodes alive.
struct WeakNode {
    weak var node: ViewNode?
}

/// Work counts of a graph.
public struct GraphStats: Sendable, Equatable {
    /// Body evaluations per view type (`Module.Type`).
    public var bodyEvaluations: [String: Int] {
        var result: [String: Int] = [:]
        for (name, count) in bodiesByName { result[name.resolved.qualified, default: 0] += count }
        return result
    }
    private var bodiesByName: [SignpostName: Int] = [:]
    /// Body evaluations in total.
    public var totalBodyEvaluations = 0
    /// Bodies not evaluated because the view's inputs compared equal.
    public var skippedBodies = 0
    /// Measure calls that computed a size (cache hits not counted).
    public var measureCalls = 0
    /// Place calls that placed children.
    public var placeCalls = 0
    /// Subtrees rebuilt because an identity changed (`id`, `if/else` branch).
    public var identityResets = 0

    mutating func recordBody(_ name: SignpostName) {
        totalBodyEvaluations += 1
        bodiesByName[name, default: 0] += 1
    }

    /// Body evaluations of the type whose name (without module) is `name`, summed over modules.
    public func bodies(of name: String) -> Int {
        bodyEvaluations.reduce(0) { $0 + (TypeNames.split($1.key).name == name ? $1.value : 0) }
    }
}
