import FrameProf
import StackLabPricing

/// The runtime's record of one view identity: it outlives the view values that describe it, holds what
/// must persist between transactions (state, measured sizes, the placed frame) and takes part in layout.
///
/// Frames are in the coordinate space of the nearest enclosing scroll view's content (or the screen), so
/// scrolling moves no frames: the scroll view applies its offset when it encodes render commands.
///
/// The properties layout reads on every measure are `@exclusivity(unchecked)`: a class's stored
/// properties are otherwise checked for overlapping access at run time (`swift_beginAccess` with its
/// access set), on every measure of every node. Nodes are used by one thread, and no property here is
/// passed `inout` while another access to it is open.
@_spi(Nodes) open class ViewNode {
    /// The graph that owns this node. Unretained: the graph holds the root, every node is reached from
    /// it and torn down with it, and a checked `unowned` costs a reference-count round trip
    /// (`swift_unownedRetainStrong`) on every `graph.` of every measure and place. The per-measure paths
    /// borrow it (`_withUnsafeGuaranteedRef`): even an `unowned(unsafe)` reference was retained and
    /// released around each use.
    @usableFromInline let graphRef: Unmanaged<ViewGraph>
    /// The graph that owns this node.
    public final var graph: ViewGraph { graphRef.takeUnretainedValue() }
    /// The node that built this one. Unchecked rather than `weak`: a weak reference gives its target a
    /// side table, and every retain and release of a node with one takes the slow path
    /// (`incrementSlow`, `doDecrementSlow`). It cannot dangle: a node holds its children strongly, tears
    /// them down before it goes, and `teardown` clears it. Kept `Unmanaged`, so that walks up the tree
    /// borrow each ancestor: reading an `unowned(unsafe)` one retained and released it.
    @exclusivity(unchecked) private final var parentLink: Unmanaged<ViewNode>?
    /// The node that built this one.
    public final var parent: ViewNode? {
        get { parentLink?.takeUnretainedValue() }
        set { parentLink = newValue.map { .passUnretained($0) } }
    }
    /// The view type this node was built for; a value of another type at the same place replaces it.
    public let viewType: ObjectIdentifier
    /// Where the node was last placed.
    @exclusivity(unchecked) public final var frame = Rect.zero
    /// Whether `place` must run again even if the frame did not change.
    @exclusivity(unchecked) public final var needsLayout = true
    /// Set by a stack parent so that a spacer knows which way to grow.
    @exclusivity(unchecked) public final var stackAxis: Axis?
    /// Offered space earlier than siblings of lower priority (`layoutPriority`).
    @exclusivity(unchecked) public final var layoutPriority: Double = 0
    /// Answers repeated proposals of one layout pass without measuring again.
    @exclusivity(unchecked) public final var sizeCache = MeasureCache()
    /// The signpost name measure and place intervals carry (and the device profile prices them by);
    /// nil for nodes that only pass layout through.
    @exclusivity(unchecked) public final var layoutName: SignpostName?
    /// Whether measure and place get intervals of their own. Leaves (text, colours, spacers, images)
    /// are priced but size themselves inside their parent layout's interval: they are most of a row's
    /// nodes, and their intervals would multiply the trace, not what it tells.
    @exclusivity(unchecked) public final var signpostsLayout = true
    @exclusivity(unchecked) package final private(set) var isTornDown = false
    /// The values this node's view reads from its ancestors: its parent's children's environment when
    /// it was made, and whatever reached it since.
    @exclusivity(unchecked) public final var environment: EnvironmentValues

    /// How what may outlive the node reaches it while it lives; made when first asked.
    @exclusivity(unchecked) private final var linkStorage: NodeLink?

    /// The node's link (see `NodeLink`), made when first asked.
    public final var link: NodeLink {
        if let linkStorage { return linkStorage }
        let made = NodeLink(self)
        linkStorage = made
        return made
    }

    /// A holder of the link finds nil from now on, instead of a node that is gone.
    deinit {
        linkStorage?.node = nil
    }

    /// A node of a view of type `viewType` in `graph`, in the environment the graph is building with.
    public init(graph: ViewGraph, viewType: Any.Type) {
        graphRef = .passUnretained(graph)
        self.viewType = ObjectIdentifier(viewType)
        environment = graph.buildEnvironment
        graph.liveViews += 1
        graph.stats.nodesCreated &+= 1
        perform(.node)
    }

    // MARK: Environment

    /// The environment this node's children see: its own, unless it writes a value for its subtree.
    open var childEnvironment: EnvironmentValues { environment }

    /// Gives the node the environment its parent now hands down; nothing happens when it is the same.
    public final func receive(_ environment: EnvironmentValues) {
        guard environment.head !== self.environment.head else { return }
        let old = self.environment
        self.environment = environment
        environmentChanged(from: old)
    }

    /// The node's environment changed: by default it passes the new one down. Views that read values
    /// (text, views with `@Environment`) look at what changed first.
    open func environmentChanged(from old: EnvironmentValues) {
        let environment = childEnvironment
        forEachChild { $0.receive(environment) }
    }

    /// Builds the node of a child view in this node's children's environment.
    public final func makeChild(_ view: any View) -> ViewNode {
        let graph = self.graph
        let previous = graph.buildEnvironment
        graph.buildEnvironment = childEnvironment
        let node = graph.makeNode(for: view)
        graph.buildEnvironment = previous
        node.parent = self
        return node
    }

    // MARK: Structure

    /// Takes a new value of the same view type from the parent's re-evaluated body.
    open func update(_ view: any View) {}

    /// Calls `body` with each child node, in order; nodes with children override it. Walks over every
    /// node (teardown, commit, preferences) visit children this way rather than through an array of
    /// them: a node with one child built a one-element array for every visit.
    open func forEachChild(_ body: (ViewNode) -> Void) {}

    /// Appends the nodes a stack lays out as separate children. Builders, `ForEach` and views with a
    /// body contribute their content's children; everything else is one child.
    open func flatten(into list: inout [ViewNode]) {
        list.append(self)
    }

    /// What to run after the transaction that tears this node down (`.onDisappear`); nil for most.
    /// A method rather than a cast to a protocol, which searched the conformance tables for every
    /// node torn down.
    open var disappearAction: (() -> Void)? { nil }

    /// The row this node is the root of left the screen while its platform container waits for reuse:
    /// the views' disappear handlers run after this transaction, and with `discardingState` their state
    /// goes too (a List cell's row), else it stays with the container (a recycled hosting controller's
    /// root view). Rows torn down instead go through `teardown`.
    open func rowDidLeave(discardingState: Bool) {
        forEachChild { $0.rowDidLeave(discardingState: discardingState) }
    }

    /// A container from the reuse pool shows a row again: the views' appear handlers run after this
    /// transaction, as they do for a row whose views are new.
    open func rowDidAppear() {
        forEachChild { $0.rowDidAppear() }
    }

    /// Destroys the node and its subtree: state and caches go with it.
    open func teardown() {
        guard !isTornDown else { return }
        isTornDown = true
        forEachChild { $0.teardown() }
        graph.liveViews -= 1
        graph.nodeWillDisappear(self)
        parent = nil
    }

    /// Reuses `existing` for `view` when the type matches, else builds a new node in its place.
    open func reconcile(_ existing: ViewNode?, with view: any View) -> ViewNode {
        if let existing, existing.viewType == ObjectIdentifier(type(of: view)) {
            // Diffing is part of building the body's output: booked to that body, not to this layout.
            graphRef._withUnsafeGuaranteedRef { $0.work.perform(.reconcile) }
            existing.receive(childEnvironment)
            existing.update(view)
            return existing
        }
        existing?.teardown()
        let node = makeChild(view)
        structureChanged()
        return node
    }

    /// A child was added, removed or replaced: the nearest layout above forgets the subviews it
    /// flattened (a stack flattens bodies, groups, `ForEach` and branches into one list, so the list can
    /// hold a node that is gone), then sizes are invalidated as for any change. A layout further up
    /// holds the one below as a single subview, so the walk stops at the first.
    public final func structureChanged() {
        var node: Unmanaged<ViewNode>? = .passUnretained(self)
        while let current = node, !current._withUnsafeGuaranteedRef({ $0.forgetFlattenedSubviews() }) {
            node = current._withUnsafeGuaranteedRef { $0.parentLink }
        }
        setNeedsLayout()
    }

    /// Forgets the subviews this node flattened from below, if it keeps such a list; returns whether it
    /// does (a layout), which ends `structureChanged`'s walk.
    open func forgetFlattenedSubviews() -> Bool { false }

    /// Invalidates this node's measurements and those of every ancestor whose size may depend on it.
    /// The walk goes to the root: nodes a stack flattens away are never placed themselves, so an ancestor
    /// already marked says nothing about the ones above it.
    ///
    /// The walk borrows each ancestor: a strong local for each retained and released it, about a third of
    /// the walk's instructions. Every ancestor is held by the one above it for the walk's duration.
    open func setNeedsLayout() {
        graph.outputChanges.pointee &+= 1
        var node: Unmanaged<ViewNode>? = .passUnretained(self)
        while let current = node {
            node = current._withUnsafeGuaranteedRef { current in
                current.sizeCache.removeAll()
                current.needsLayout = true
                return current.parentLink
            }
        }
    }

    // MARK: LabLayout

    /// The size this view takes for `proposal`, answered from the cache when this pass already asked.
    /// The lookup is inlined into each caller: half the measures of a scrub are answered from the cache,
    /// and a call's entry and exit were a third of such an answer.
    @inline(__always)
    public final func measure(_ proposal: ProposedSize) -> Size {
        let key = MeasureCache.Key(proposal)
        if let size = withUnsafePointer(to: &sizeCache, { MeasureCache.size(for: key, in: $0) }) { return size }
        return measureAfresh(proposal, key: key)
    }

    /// Measures for `proposal` (priced, and signposted unless reported in the parent's interval) and
    /// remembers the answer under `key`.
    @inline(never)
    private final func measureAfresh(_ proposal: ProposedSize, key: MeasureCache.Key?) -> Size {
        let size: Size
        if let name = layoutName {
            graphRef._withUnsafeGuaranteedRef { $0.stats.measureCalls += 1 }
            size = graphRef._withUnsafeGuaranteedRef { $0.work.layout(.measure, name, signposted: signpostsLayout) { computeSize(proposal) } }
        } else {
            size = computeSize(proposal)
        }
        sizeCache.store(size, for: key)
        return size
    }

    /// Computes the size for `proposal`; subclasses override.
    open func computeSize(_ proposal: ProposedSize) -> Size {
        proposal.replacingUnspecified(with: .zero)
    }

    /// Places the view in `rect`; skipped when neither the rectangle nor anything inside changed.
    public final func place(in rect: Rect) {
        if rect == frame && !needsLayout { return }
        frame = rect
        // Cleared before placing, so that a child asking for layout while being placed (a lazy stack
        // whose estimate changed) keeps this path marked for the next transaction.
        needsLayout = false
        if let name = layoutName {
            graphRef._withUnsafeGuaranteedRef { $0.stats.placeCalls += 1 }
            graphRef._withUnsafeGuaranteedRef { $0.work.layout(.place, name, signposted: signpostsLayout) { placeContent(in: rect) } }
        } else {
            placeContent(in: rect)
        }
    }

    /// Places children inside `rect`; subclasses override.
    open func placeContent(in rect: Rect) {}

    /// Where the first or last line of text inside sits from this view's top, for `proposal`; nil when
    /// the view has no text (baseline alignment then uses its bottom). Views with one child pass it
    /// through; text and stacks answer themselves.
    open func baseline(_ which: VerticalAlignment.Baseline, for proposal: ProposedSize) -> Double? {
        var only: ViewNode?
        var count = 0
        forEachChild { child in
            only = child
            count += 1
        }
        guard count == 1, let only else { return nil }
        return only.baseline(which, for: proposal)
    }

    // MARK: Modeled time

    /// `count` operations of one kind were performed, for the work boundary to price, borrowing the
    /// graph: a reference loaded from `graph` to call it is retained and released around the call. The
    /// time is booked to this node's layout type when it has one (text to `Text`, hosting to the
    /// strategy's layout), else to the view whose body is being built.
    @inlinable @inline(__always)
    public final func perform(_ key: PriceKey, count: Int = 1, per: Double = 1) {
        graphRef._withUnsafeGuaranteedRef { $0.work.perform(key, count: count, per: per, owner: layoutName) }
    }

    // MARK: Commit

    /// Appends render commands for the parts of this subtree inside `clip` (both in this node's space),
    /// shifted by `dy` into screen space.
    open func encode(into list: inout RenderList, clip: Rect, dy: Double) {
        forEachChild { child in
            if child.frame.intersects(clip) || child.frame.size == .zero { child.encode(into: &list, clip: clip, dy: dy) }
        }
    }

    /// Combines the values written for preference `key` in this subtree.
    open func collectPreference<Key: PreferenceKey>(_ key: Key.Type, into value: inout Key.Value, found: inout Bool) {
        forEachChild { $0.collectPreference(key, into: &value, found: &found) }
    }
}
