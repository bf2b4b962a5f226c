import FrameProf

/// What `List` and `OptimizedVStack` share: rows positioned by `RowPositions` (measured lengths where
/// known, estimates elsewhere), a window of live row nodes, each hosted in a platform container (a
/// collection-view cell, a hosting controller) that is recycled through a reuse pool when its row leaves,
/// placement at the positions, and a height that follows measurements inside the transaction that made
/// them. Subclasses decide which rows to keep alive and when to measure them, and what hosting costs.
package class RowWindowNode: ViewNode, VisibilityObserver, RowContainer {
    private(set) var rows: RowCollection
    var positions: RowPositions
    let spacing: Double
    let alignment: Alignment
    /// Live row nodes by index (on screen, in the working area, prefetched).
    var live = RowTable<ViewNode>()
    /// Containers of rows that left, waiting to host another row of the same view type.
    private var pool = ReusePool(capacityPerType: RowWindowNode.poolCapacity)
    /// Containers kept per row type: a platform list keeps the cells that scrolled off for the next
    /// rows; 16 covers two screens of the rows scenarios use.
    static let poolCapacity = 16
    /// The rows placed in the last layout.
    private(set) var placedRange: Range<Int> = 0..<0
    /// The width rows are proposed.
    private(set) var rowWidth: Double?
    private var scrollView = ScrollViewLink()

    init(graph: ViewGraph, content: any View, alignment: Alignment, spacing: Double,
         estimate: RowPositions.Estimate, viewType: Any.Type, layoutType: String) {
        rows = RowCollection(content)
        self.alignment = alignment
        self.spacing = spacing
        positions = RowPositions(count: rows.count, spacing: spacing, estimate: estimate)
        super.init(graph: graph, viewType: viewType)
        layoutName = SignpostName(layoutType, module: ModuleTag("StackLab"))
        graph.rowContainers.append(RowContainerEntry(self))
    }

    package override func update(_ view: any View) {
        guard let content = (view as? any RowStackContent)?.anyContent else { return }
        let next = RowCollection(content)
        let appended = next.count > rows.count && (0..<rows.count).allSatisfy { next.id(at: $0) == rows.id(at: $0) }
        if appended {
            // A page arrived: what was measured stays where it is.
            positions.append(rows: next.count - rows.count)
            setNeedsLayout()
        } else if next.count != rows.count {
            positions = RowPositions(count: next.count, spacing: spacing, estimate: positions.estimateRule)
            setNeedsLayout()
        }
        let previous = rows
        rows = next
        for index in live.keys.sorted() {
            let node = live[index]!
            if index < next.count, previous.id(at: index) == next.id(at: index) {
                live[index] = reconcile(node, with: next.view(at: index))
            } else {
                removeRow(index)
                setNeedsLayout()
            }
        }
    }

    /// Live rows in row order.
    package override func forEachChild(_ body: (ViewNode) -> Void) {
        for index in live.keys.sorted() { if let node = live[index] { body(node) } }
    }

    /// Every live row and every container waiting in the pool is hosted in a platform container.
    var hostedCells: Int { live.count + pool.count }

    /// Containers waiting in the reuse pool.
    var pooledCells: Int { pool.count }

    /// What the containers waiting in the pool keep drawn.
    var pooledDrawing: DrawnFootprint { pool.drawn }

    /// Rows measured so far (every strategy keeps their sizes).
    var cachedSizeCount: Int { positions.measuredCount }

    /// The position structure knows every row's top (exact above measured rows, estimated elsewhere).
    func top(ofRow index: Int) -> Double? {
        index < positions.count ? positions.top(of: index) : nil
    }

    /// How many rows.
    var rowCount: Int { rows.count }

    /// The view of row `index`.
    func rowView(at index: Int) -> any View { rows.view(at: index) }

    // MARK: Measure

    package override func computeSize(_ proposal: ProposedSize) -> Size {
        rowWidth = proposal.width
        prepareFirstLayout(viewport: graph.visibleRect.height)
        let width = proposal.width ?? live.values.reduce(0.0) { max($0, $1.measure(ProposedSize(width: nil, height: nil)).width) }
        return Size(width: width, height: positions.total)
    }

    /// Work the first measure does before reporting a height; nothing by default.
    func prepareFirstLayout(viewport: Double) {}

    /// A container for row `index`: one of its view type from the pool, reconfigured — the same node
    /// takes the new row's view and re-evaluates what changed — else a new one.
    /// Also returns the row's type (through type erasure), which the platform's cost is booked to; the
    /// row's view is made once, as its content closure may do work the lab prices.
    func makeRow(_ index: Int) -> (node: ViewNode, rowType: any View.Type) {
        let view = rowView(at: index)
        let rowType = ReusePool.rowType(of: view)
        if let reused = pool.dequeue(ObjectIdentifier(rowType)) {
            graph.stats.cellReuses += 1
            willHost(reused: true, rowType: rowType)
            let node = reconcile(reused, with: view)
            node.rowDidAppear()
            return (node, rowType)
        }
        willHost(reused: false, rowType: rowType)
        return (makeChild(view), rowType)
    }

    /// What hosting a row of `rowType` costs the platform before the row is built, charged by the subclass.
    func willHost(reused: Bool, rowType: any View.Type) {}

    /// Whether a row's state goes with it when it leaves the screen (List) or stays with its recycled
    /// container (OptimizedVStack's hosting controllers); see `ViewNode.rowDidLeave`.
    var discardsRowState: Bool { false }

    /// Removes row `index` from the live rows; its container waits in the pool (or goes when it is full).
    func removeRow(_ index: Int) {
        guard let node = live.removeValue(forKey: index) else { return }
        guard pool.enqueue(node, key: ReusePool.key(of: node)) else {
            node.teardown()
            return
        }
        node.rowDidLeave(discardingState: discardsRowState)
    }

    /// Makes row `index` live if it is not, measures it at the row width and records its length; returns
    /// how far the rows below it moved.
    @discardableResult
    func measureRow(_ index: Int) -> Double {
        let node: ViewNode
        var hostedType: (any View.Type)?
        if let existing = live[index] {
            node = existing
        } else {
            (node, hostedType) = makeRow(index)
            live[index] = node
        }
        let height = node.measure(ProposedSize(width: rowWidth, height: nil)).height
        if let hostedType { didHost(node, rowType: hostedType) }
        return positions.record(row: index, length: height)
    }

    /// What hosting a row costs the platform once the row is built and measured, so that it can grow
    /// with what the row holds; charged by the subclass, nothing by default.
    func didHost(_ row: ViewNode, rowType: any View.Type) {}

    // MARK: Place

    /// The visible range in this container's space, for the rectangle it is being placed in.
    func visibleRange(in rect: Rect) -> (min: Double, max: Double) {
        scrollView.visibleRange(for: self, in: rect)
    }

    /// The enclosing scroll view (registered with on first use).
    var enclosingScrollView: ScrollViewNode? { scrollView.resolve(for: self) }

    /// Places rows `range` at their positions, and lets the scroll range and this node's frame follow a
    /// height that measuring changed since the parent last asked.
    func placeRows(_ range: Range<Int>, in rect: Rect) {
        rowWidth = rect.width
        for index in range {
            guard let node = live[index] else { continue }
            let size = node.measure(ProposedSize(width: rect.width, height: nil))
            let x = rect.minX + (rect.width - size.width) * alignment.horizontal.fraction
            node.place(in: Rect(x: x, y: rect.minY + positions.top(of: index), width: size.width, height: size.height))
        }
        placedRange = range
        syncHeight()
    }

    /// Lets the scroll range and this node's frame follow a height that measuring changed.
    func syncHeight() {
        let total = positions.total
        if total != frame.height {
            enclosingScrollView?.contentHeightChanged(by: total - frame.height)
            setNeedsLayout()
            frame.size.height = total
        }
    }

    // MARK: Commit

    package override func encode(into list: inout RenderList, clip: Rect, dy: Double) {
        list.append(.content(frame.offsetBy(dx: 0, dy: dy)))
        for index in placedRange {
            guard let node = live[index] else { continue }
            // A row covers the spacing after it (and the first placed row the spacing above it), so gaps
            // between rows are not blank and missing rows are.
            let start = index == placedRange.lowerBound && index > 0 ? node.frame.minY - spacing : node.frame.minY
            let end = node.frame.maxY + (index + 1 < rows.count ? spacing : 0)
            guard end > clip.minY, start < clip.maxY else { continue }
            list.appendRow(Rect(x: node.frame.minX, y: start + dy, width: node.frame.width, height: end - start)) {
                node.encode(into: &$0, clip: clip, dy: dy)
            }
        }
    }
}
