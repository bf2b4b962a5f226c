@_spi(Simulation) import FrameProf

/// The runtime: the tree of nodes behind a root view, and the steps of a transaction — update dirty
/// bodies, lay out (measure and place), commit the on-screen tree into render commands, then run the
/// handlers that layout triggered (`onPreferenceChange`, `onAppear`). `TransactionRunner` sequences
/// those steps on the frame clock; tests may call them one by one.
///
/// Not thread-safe: like a UI framework's main thread, one thread drives a graph.
package final class ViewGraph {
    /// The screen the root view is proposed.
    package let screen: Size
    /// Where lazy containers write their layout log lines.
    package let log: LayoutLog
    /// Counts of the work done so far (bodies, measures, places, skips), for tests and summaries.
    /// Unchecked exclusivity here and on the other properties hot paths touch, for the reason
    /// `ViewNode` gives.
    @exclusivity(unchecked) package internal(set) var stats = GraphStats()
    /// Bytes of decoded bitmaps held by live image views (a reused or pooled row's included).
    @exclusivity(unchecked) package internal(set) var liveImageBytes = 0.0
    /// Nodes alive now.
    @exclusivity(unchecked) package internal(set) var liveViews = 0 {
        didSet { peakLiveViews = max(peakLiveViews, liveViews) }
    }
    /// The most nodes alive at once.
    @exclusivity(unchecked) package private(set) var peakLiveViews = 0
    /// Time source for deadline checks inside layout (nanoseconds on the recording clock).
    package var now: () -> UInt64 = { FrameProf.now() }
    /// The commit deadline of the running transaction; lazy containers stop placing rows past it.
    package internal(set) var deadline: UInt64 = .max
    /// Whether lazy containers prepare rows ahead of the visible edge when a frame has time left.
    package var prefetchEnabled = true
    /// Whether scroll views report their content height as the client's observation (for workloads
    /// without a GeometryReader client of their own).
    package var reportsScrollContentHeight = false
    /// The device profile whose prices advance the virtual clock for each operation; nil when times are
    /// measured.
    package var profile: DeviceProfile? {
        didSet {
            pricing = profile.map(Pricing.init)
            pricingRef = pricing.map(Unmanaged.passUnretained)
        }
    }
    /// The profile as the hot paths read it: a reference, so a charge copies no struct of dictionaries.
    @exclusivity(unchecked) private(set) var pricing: Pricing?
    /// `pricing` unretained, for charges: a strong reference loaded to charge was retained and released
    /// around every charge, two per measured view. `pricing` keeps it alive.
    @exclusivity(unchecked) private var pricingRef: Unmanaged<Pricing>?
    /// Modeled time by kind of operation over the run, kept when set (the calibration benchmark's
    /// breakdown); filled from each transaction's cost account as it commits.
    @exclusivity(unchecked) package var ledger: PriceLedger?
    /// This transaction's draw of the device's frame-to-frame variability (1 when there is none).
    @exclusivity(unchecked) var priceFactor = 1.0
    /// Observations of the running transaction that the runner turns into trace counters.
    package internal(set) var observations: [(kind: TraceCounter.Kind, value: Double)] = []

    let names = TypeNames()
    /// The environment the root view sees (a scenario's Dynamic Type size, colour scheme, size class).
    package var rootEnvironment = EnvironmentValues() {
        didSet { buildEnvironment = rootEnvironment }
    }
    /// The environment nodes made now start with: their parent's children's, set while it builds them.
    @exclusivity(unchecked) var buildEnvironment = EnvironmentValues()
    /// The causes recorded before bodies, layout passes and transactions.
    let causes = Causes()
    /// The objects `Work.shared` made for this recording, by type.
    var sharedObjects: [ObjectIdentifier: AnyObject] = [:]
    /// How the view and layout types this graph compared compare (see `InputPlan`).
    let inputPlans = InputPlans()
    /// Why nodes made now are made, when it is not their first appearance (a branch switch, an `.id`
    /// change); set by the node that rebuilds its content, for the duration of the rebuild.
    var creationCause: SignpostName?
    /// Bodies evaluated and sizes invalidated so far: a body whose reconciliation leaves it unchanged
    /// produced what it produced before. A pointer, so the hot invalidation path pays no exclusivity check.
    nonisolated(unsafe) let outputChanges: UnsafeMutablePointer<Int> = {
        let pointer = UnsafeMutablePointer<Int>.allocate(capacity: 1)
        pointer.initialize(to: 0)
        return pointer
    }()
    /// The preference key whose handler runs now, so state it writes names it as the cause.
    var deliveringPreference: String?
    /// Why the next transaction runs, set with the first dirty view since the last one.
    var pendingTrigger: SignpostName?
    /// Why the running transaction runs (its first layout pass's cause).
    var currentTrigger: SignpostName { currentTriggerName ?? causes.layoutRequest }
    private var currentTriggerName: SignpostName?

    /// Takes the trigger of the transaction that starts now: `explicit` (the scroll driver's input) and
    /// the first change since the last transaction (`scroll offset + tick` when both), else the first
    /// frame or a layout request.
    package func takeTrigger(_ explicit: String? = nil) -> SignpostName {
        let trigger: SignpostName
        switch (explicit, pendingTrigger) {
        case let (explicit?, pending?): trigger = causes.named("\(explicit) + \(pending.resolved.name)")
        case let (explicit?, nil): trigger = causes.named(explicit)
        case let (nil, pending?): trigger = pending
        case (nil, nil): trigger = root == nil ? causes.firstFrame : causes.layoutRequest
        }
        pendingTrigger = nil
        currentTriggerName = trigger
        return trigger
    }
    private(set) var root: ViewNode!
    private var makeRoot: (() -> any View)?
    private var dirty: [CompositeNode] = []
    var statelessTypes: Set<ObjectIdentifier> = []
    /// Where each view type keeps its dynamic properties (`bindProperties`).
    var bindingPlans: [ObjectIdentifier: PropertyBindingPlan] = [:]
    /// Per view type: whether any stored field can hold an object (a class, an existential, an
    /// optional, a property wrapper); views of types that cannot are not reflected for objects.
    private let objectHolding = TypeTable<Bool>()
    /// Body names by view type.
    private let bodyNames = TypeTable<SignpostName>()
    /// Whether each view type met so far is primitive, and as which type: a cast of the view to
    /// `any PrimitiveView` searches the conformance tables on every node made; a lookup here costs a
    /// few instructions.
    private let primitiveTypes = TypeTable<(any PrimitiveView.Type)?>()
    /// Per layout type: whether it stacks rows, and its stack axis.
    private let layoutTraits = TypeTable<(isRow: Bool, axis: Axis?)>()
    var afterCommit: [() -> Void] = []
    var preferenceObservers: [WeakNode] = []
    /// Handler calls layout queued outside preferences (a stack's height callback), delivered with them.
    var pendingDeliveries: [PreferenceDelivery] = []
    /// Preference handlers run in the frame so far (the same-frame loop's bound counts them).
    var deliveriesThisFrame = 0
    var scrollViews: [WeakNode] = []
    var rowContainers: [WeakRowContainer] = []
    /// The visible rectangle, in the coordinate space of the content being placed.
    var visibleRect: Rect
    private var layoutRequested = false
    private var lazyStacks = 0
    /// Layout passes so far; lazy containers age retained rows by it.
    package private(set) var transactionCount = 0
    /// Frames (runs of the same-frame update loop) so far.
    package internal(set) var frameCount = 0
    /// The display interval, so layout knows how much of a frame is left.
    package var frameIntervalNs: UInt64 = 8_333_333

    /// Prepares a graph for `content`; the first `update()` builds its nodes (evaluating every body once),
    /// so that work belongs to the first transaction.
    package init<Content: View>(screen: Size, log: LayoutLog = LayoutLog(), @ViewBuilder content: @escaping () -> Content) {
        self.screen = screen
        self.log = log
        visibleRect = Rect(origin: .zero, size: screen)
        makeRoot = content
    }

    deinit {
        outputChanges.deallocate()
    }

    /// Whether anything waits for a transaction: the first build, changed state, or a layout a container
    /// asked for.
    package var needsTransaction: Bool { root == nil || !dirty.isEmpty || layoutRequested }

    /// Marks the root view for a new body evaluation, as a change to the model it reads would: `reason`
    /// is the root body's cause (`state ScenarioModel.tick`), `trigger` the next transaction's when this
    /// is the first change since the last one (`tick`).
    package func setNeedsUpdate(because reason: String = "external update", trigger: String? = nil) {
        let hadTrigger = pendingTrigger != nil
        if let root = root as? CompositeNode { markDirty(root, cause: causes.named(reason)) }
        if let trigger, !hadTrigger { pendingTrigger = causes.named(trigger) }
    }

    /// Builds the tree on first use, then re-evaluates the bodies of views whose state changed, parents
    /// before children.
    package func update() {
        if let makeRoot {
            self.makeRoot = nil
            root = makeNode(for: makeRoot())
        }
        while !dirty.isEmpty {
            let batch = dirty.sorted { $0.depth < $1.depth }
            dirty.removeAll()
            for node in batch where node.isDirty && !node.isTornDown {
                node.evaluateBody(cause: node.dirtyCause ?? causes.layoutRequest)
            }
        }
    }

    /// Measures and places the tree in the screen; parts whose layout did not change are skipped.
    package func layout() {
        if root == nil { update() }
        layoutRequested = false
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

    // MARK: Timers

    /// Work due at a time on the recording clock (an image that arrives), in the order scheduled.
    private var timers: [(due: UInt64, action: () -> Void)] = []

    /// Runs `action` at the first transaction that starts `nanoseconds` from now or later.
    func schedule(afterNanoseconds nanoseconds: UInt64, _ action: @escaping () -> Void) {
        timers.append((now() &+ nanoseconds, action))
    }

    /// Whether scheduled work is due by `time`: the driver runs a transaction for it.
    package func hasTimer(dueBy time: UInt64) -> Bool {
        timers.contains { $0.due <= time }
    }

    /// Runs the work due by `time` (a transaction starting then).
    func fireTimers(dueBy time: UInt64) {
        guard timers.contains(where: { $0.due <= time }) else { return }
        let due = timers.filter { $0.due <= time }
        timers.removeAll { $0.due <= time }
        asCurrent {
            for timer in due { timer.action() }
        }
    }

    /// Every content height the client observed, in order.
    package private(set) var contentHeightReports: [Double] = []

    /// Records an observation for the running transaction.
    package func observe(_ kind: TraceCounter.Kind, _ value: Double) {
        observations.append((kind, value))
        switch kind {
        case .contentHeight: contentHeightReports.append(value)
        case .invalidLayoutPass: stats.invalidPasses += 1
        case .truncation: stats.truncations += 1
        default: break
        }
    }

    /// Hands each observation to `body`, then forgets them all; the storage is kept, so a transaction
    /// that records its counters allocates nothing here.
    package func drainObservations(_ body: (TraceCounter.Kind, Double) -> Void) {
        for (kind, value) in observations { body(kind, value) }
        observations.removeAll(keepingCapacity: true)
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

    /// Read once per recorded transaction: stored typed, so no protocol cast runs per frame.
    private var outermostRowContainer: (any RowContainer)? {
        while let first = rowContainers.first, first.node == nil || first.node!.isTornDown {
            rowContainers.removeFirst()
        }
        return rowContainers.first?.node
    }

    /// Where row `index` of the outermost row container starts, in its scroll view's content space.
    func rowTop(_ index: Int) -> Double? {
        guard let node = outermostRowContainer, let top = node.top(ofRow: index) else { return nil }
        return node.frame.minY + top
    }

    // MARK: Modeled time

    /// Advances the virtual clock by what `operation` of the type named `name` costs, when priced, and
    /// books it to that type (the view whose body ran, the layout that measured or placed).
    @inline(__always)
    func charge(_ operation: TypePrices.Operation, _ name: SignpostName) {
        guard let pricingRef else { return }
        spend(pricingRef, { $0.typePrices(for: name)[operation] }, slot: CostOperation.slot(operation), owner: name)
    }

    /// Charges what showing this graph's screen by a navigation push costs UIKit before its first layout:
    /// the screen's `UIHostingController` and the push itself (`screen-open`).
    package func chargeScreenPush() {
        charge(.hostingController, owner: CostAccount.frameOwner)
        charge(.navigationPush, owner: CostAccount.frameOwner)
    }

    /// Advances the virtual clock by `count` operations of one kind, when priced; `per` is how many
    /// operations the price is for (1,000 steps for `compute_per_1000`). The time is booked to `owner`,
    /// else to the view whose body is being built, else to the frame.
    @inline(__always)
    func charge(_ operation: DeviceProfile.Prices.Key, count: Int = 1, per: Double = 1, owner: SignpostName? = nil) {
        guard let pricingRef, count > 0 else { return }
        spend(pricingRef, { $0.price(operation) * Double(count) / per }, slot: operation.rawValue, owner: owner ?? costOwner)
    }

    /// Advances the virtual clock by the price `price` reads, scaled by this transaction's variability,
    /// and books the nanoseconds to operation `slot` and type `owner` in the transaction's cost account.
    @inline(__always)
    private func spend(_ pricingRef: Unmanaged<Pricing>, _ price: (Pricing) -> Double, slot: Int, owner: SignpostName) {
        pricingRef._withUnsafeGuaranteedRef { pricing in
            let ns = pricing.nanoseconds(price(pricing) * priceFactor)
            VirtualClock.advance(by: ns)
            pricing.costs.add(slot, owner: owner, ns)
        }
    }

    /// The view whose body is being evaluated, which the work of building its content is booked to;
    /// the frame outside any body.
    @exclusivity(unchecked) var costOwner = CostAccount.frameOwner

    /// Runs `body` with the work it charges booked to `owner` unless a charge names its own type.
    @inline(__always)
    func booking<T>(to owner: SignpostName, _ body: () -> T) -> T {
        let previous = costOwner
        costOwner = owner
        defer { costOwner = previous }
        return body()
    }

    // MARK: Internal plumbing

    func makeNode(for view: any View) -> ViewNode {
        let type = Swift.type(of: view)
        let primitive = primitiveTypes.value(for: type) { type as? any PrimitiveView.Type }
        if let primitive { return primitive.makeNode(for: view, in: self) }
        return CompositeNode(graph: self, view: view)
    }

    /// Whether layouts of `type` stack rows (`RowLayout`) and along which axis they stack, if they do;
    /// asked once per type.
    func traits<L: LabLayout>(of type: L.Type) -> (isRow: Bool, axis: Axis?) {
        layoutTraits.value(for: type) { (isRow: type is RowLayout.Type, axis: (type as? StackLayout.Type)?.axis) }
    }

    /// A distinct tag for a lazy stack's log lines, like the address SwiftUI prints.
    func nextLazyTag() -> String {
        lazyStacks += 1
        return String(0x6000_0000 + 0x80 * lazyStacks, radix: 16)
    }

    /// Whether more than a quarter of the frame is left before the commit deadline.
    var hasTimeToPrefetch: Bool {
        guard prefetchEnabled else { return false }
        guard deadline != .max else { return true }
        let now = self.now()
        return now < deadline && deadline - now > frameIntervalNs / 4
    }

    func markDirty(_ node: CompositeNode, cause: SignpostName) {
        guard !node.isDirty else { return }
        node.isDirty = true
        node.dirtyCause = cause
        if pendingTrigger == nil { pendingTrigger = cause }
        dirty.append(node)
    }

    /// Asks for a layout in the next transaction (a lazy container whose size estimate changed).
    func requestLayout(_ node: ViewNode) {
        node.setNeedsLayout()
        layoutRequested = true
    }

    /// The name a view type's body evaluations carry: its own, or its modifier's for a modified view.
    func bodyName(of type: Any.Type) -> SignpostName {
        bodyNames.value(for: type) {
            names.signpostName(for: (type as? any ReportedAsModifier.Type)?.reportedType ?? type)
        }
    }

    /// Whether values of `view`'s type can hold observable objects, asked once per type.
    func holdsObjects(_ view: any View) -> Bool {
        let type = Swift.type(of: view)
        return objectHolding.value(for: type) { ObjectFields.canHoldObjects(type) }
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
}

extension RowContainer {
    /// SwiftUI stacks host nothing of their own.
    var hostedCells: Int { 0 }
}

/// A weak reference to a row container, registered by the container itself.
struct WeakRowContainer {
    weak var node: (any RowContainer)?
}

/// A weak reference to a node, for registries that must not keep torn-down nodes alive.
struct WeakNode {
    weak var node: ViewNode?
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

    mutating func recordBody(_ name: SignpostName) {
        totalBodyEvaluations += 1
        bodiesByName[name, default: 0] += 1
    }

    /// Body evaluations of the type whose name (without module) is `name`, summed over modules; for
    /// tests, which see it through `@testable import` (reports read `bodyEvaluations`).
    func bodies(of name: String) -> Int {
        bodyEvaluations.reduce(0) { $0 + (TypeNames.split($1.key).name == name ? $1.value : 0) }
    }
}
