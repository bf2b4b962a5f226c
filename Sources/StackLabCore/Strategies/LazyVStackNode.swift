import FrameProf

/// The node behind `LazyVStack`: docs/DESIGN.md §2, strategy 2, failure modes included. Measuring and the
/// commit live here; placement (anchor, invalid passes, translate and truncate) in
/// `LazyVStackNode+Placement.swift`.
final class LazyVStackNode: ViewNode, VisibilityObserver, RowContainer {
    /// Rows measured on the first measure.
    static let seedRows = 2
    /// Placement attempts per transaction before it commits what it has.
    static let maxAttempts = 3
    /// A pass is invalid when its implied end differs from the cached size by more than this fraction.
    static let tolerance = 0.10
    /// Transactions a row stays alive after it was last placed.
    static let retentionTransactions = 30
    /// Rows prepared ahead of the visible edge when the transaction has time left.
    static let prefetchRows = 2

    // Properties read on every body, measure or layout pass skip run-time exclusivity checks, as
    // ViewNode's do: one thread drives a graph, and none is passed `inout` while another access is open.
    @exclusivity(unchecked) var rows: RowCollection
    let alignment: Alignment
    let spacing: Double
    @exclusivity(unchecked) private(set) var estimates: EstimateCache
    /// The content size: the first estimate, then the end an invalid pass implied. It is what the parent
    /// is told at its next measure and what each placement is checked against.
    @exclusivity(unchecked) var cachedSize: Double?
    /// Rows alive, by index.
    @exclusivity(unchecked) var live = RowTable<LiveRow>()
    /// Rows of the last committed placement: index, node, top (local).
    @exclusivity(unchecked) var placed: [PlacedRow] = []
    /// Whether a placement ever committed rows (after that, placement stops at the deadline).
    @exclusivity(unchecked) private(set) var hasShownRows = false
    @exclusivity(unchecked) var lastVisibleMin: Double?
    @exclusivity(unchecked) var loggedEstimate: Double?
    /// The last `sizeThatFits` line (width, height): a second proposal that only changes the height
    /// asks the same question, and SwiftUI logs it once.
    @exclusivity(unchecked) private var loggedSize: (width: Double?, height: Double)?
    @exclusivity(unchecked) var scrollView = ScrollViewLink()
    let tag: String
    let placementName: SignpostName
    @exclusivity(unchecked) var rowWidth: Double?

    init(graph: ViewGraph, content: any View, alignment: Alignment, spacing: Double, viewType: Any.Type) {
        rows = RowCollection(content)
        self.alignment = alignment
        self.spacing = spacing
        estimates = EstimateCache(rowCount: rows.count, spacing: spacing)
        tag = graph.nextLazyTag()
        placementName = SignpostName("LazyVStackLayout", module: ModuleTag("StackLab"))
        super.init(graph: graph, viewType: viewType)
        layoutName = placementName
        graph.rowContainers.append(RowContainerEntry(self))
    }

    override func update(_ view: any View) {
        guard let content = (view as? any RowStackContent)?.anyContent else { return }
        let next = RowCollection(content)
        if next.count != rows.count {
            // Row indices moved: measured lengths no longer belong to the same rows.
            estimates = EstimateCache(rowCount: next.count, spacing: spacing)
            cachedSize = nil
            setNeedsLayout()
        }
        rows = next
        for index in live.keys.sorted() {
            let entry = live[index]!
            guard index < rows.count, rows.id(at: index) == entry.id else {
                // Another row now stands at this index: the old one goes, and placement runs again.
                entry.node.teardown()
                live[index] = nil
                placed.removeAll { $0.node === entry.node }
                setNeedsLayout()
                continue
            }
            entry.node = reconcile(entry.node, with: rows.view(at: index))
        }
    }

    /// Live rows in row order.
    override func forEachChild(_ body: (ViewNode) -> Void) {
        for index in live.keys.sorted() { if let node = live[index]?.node { body(node) } }
    }

    /// Sizes kept for rows: every row ever measured.
    var cachedSizeCount: Int { estimates.measuredCount }

    /// SwiftUI scrolls a lazy stack to a row by the same estimate its placement starts from.
    func top(ofRow index: Int) -> Double? {
        estimates.exactTop(of: index) ?? Double(index) * (estimates.averageLength + estimates.averageSpacing)
    }

    // MARK: Measure

    override func computeSize(_ proposal: ProposedSize) -> Size {
        rowWidth = proposal.width
        if estimates.isEmpty {
            for index in 0..<min(Self.seedRows, rows.count) { _ = measureRow(index) }
        }
        // The first size is the estimate; later ones are what the last invalid pass found.
        let height = cachedSize ?? estimates.estimatedTotal(rowCount: rows.count)
        if loggedSize.map({ $0.width != proposal.width || $0.height != height }) ?? true {
            loggedSize = (proposal.width, height)
            graph.log.write("LazyVStackLayout: sizeThatFits(\(proposal.width.map(LayoutLog.number) ?? "nil")) -> \(LayoutLog.number(height))")
        }
        logEstimatesIfChanged()
        cachedSize = height
        let width = proposal.width ?? live.values.reduce(0.0) { max($0, $1.node.measure(ProposedSize(width: nil, height: nil)).width) }
        return Size(width: width, height: height)
    }

    /// Creates (or finds) row `index`, measures it at the row width and records its length.
    func measureRow(_ index: Int) -> (node: ViewNode, height: Double) {
        let node: ViewNode
        if let entry = live[index] {
            node = entry.node
        } else {
            node = makeChild(rows.view(at: index))
            live[index] = LiveRow(id: rows.id(at: index), node: node, lastPlaced: graph.transactionCount)
        }
        let height = node.measure(ProposedSize(width: rowWidth, height: nil)).height
        estimates.record(row: index, length: height)
        return (node, height)
    }

    override func placeContent(in rect: Rect) {
        placeRows(in: rect)
    }

    /// Places the rows of the committed attempt and writes the `placed` line: an attempt that placed no
    /// row prints `n..<n` at the end it computed, as SwiftUI does.
    func commit(_ outcome: Outcome, in rect: Rect, visibleMin: Double, visibleMax: Double) {
        placed = outcome.rows
        if !outcome.rows.isEmpty { hasShownRows = true }
        let now = graph.transactionCount
        for row in outcome.rows {
            let size = row.node.measure(ProposedSize(width: rect.width, height: nil))
            let x = rect.minX + (rect.width - size.width) * alignment.horizontal.fraction
            row.node.place(in: Rect(x: x, y: rect.minY + row.top, width: size.width, height: size.height))
            if let kept = live[row.index] { kept.lastPlaced = now }
        }
        let first = outcome.rows.first?.index ?? outcome.end
        let end = (outcome.rows.last?.index ?? outcome.end - 1) + 1
        let placedMin = outcome.rows.first?.top ?? outcome.impliedEnd
        let placedMax = outcome.rows.last.map { $0.top + (estimates.length(of: $0.index) ?? 0) } ?? outcome.impliedEnd
        graph.log.write("LazyVStackLayout: placed(\(LayoutLog.number(visibleMin))...\(LayoutLog.number(visibleMax))) -> \(first)..<\(end), \(LayoutLog.number(placedMin))...\(LayoutLog.number(placedMax)), invalid: \(outcome.invalid)")
    }

    /// Prepares the next rows past the visible edge in the scroll direction while the frame has time.
    func prefetch(after result: [PlacedRow], rowCount n: Int, scrollingUp: Bool) {
        guard let edge = scrollingUp ? result.first?.index : result.last?.index else { return }
        var prepared = 0
        var index = scrollingUp ? edge - 1 : edge + 1
        while prepared < Self.prefetchRows, index >= 0, index < n, graph.clock.hasTimeToPrefetch {
            if live[index] == nil {
                _ = graph.work.interval(.prefetch, placementName) { measureRow(index) }
            }
            if let kept = live[index] { kept.lastPlaced = graph.transactionCount }
            prepared += 1
            index += scrollingUp ? -1 : 1
        }
    }

    /// Drops rows that have not been placed for a while, in row order. Runs every transaction over the
    /// ~230 rows a scrub keeps: only the few stale ones are sorted.
    func evictStaleRows() {
        let now = graph.transactionCount
        var stale: [Int] = []
        for (index, row) in live where now - row.lastPlaced > Self.retentionTransactions { stale.append(index) }
        for index in stale.sorted() {
            live[index]?.node.teardown()
            live[index] = nil
        }
    }

    func logEstimatesIfChanged() {
        let estimate = estimates.averageLength + estimates.averageSpacing
        guard estimate != loggedEstimate, !estimates.isEmpty else { return }
        loggedEstimate = estimate
        graph.log.write("LazyVStackLayout: Measured estimates -> \(LayoutLog.number(estimate))")
    }

    // MARK: Commit

    override func encode(into list: inout RenderList, clip: Rect, dy: Double) {
        list.append(.content(frame.offsetBy(dx: 0, dy: dy)))
        for (position, row) in placed.enumerated() {
            let rowFrame = row.node.frame
            // A row covers the spacing after it (up to the next placed row's top, or the spacing before an
            // unplaced next row), and the first placed row the spacing above it: gaps between rows are not
            // blank, missing rows are.
            let hasNext = position + 1 < placed.count && placed[position + 1].index == row.index + 1
            let end = hasNext ? max(rowFrame.maxY, placed[position + 1].node.frame.minY)
                : rowFrame.maxY + (row.index + 1 < rows.count ? spacing : 0)
            let start = position == 0 && row.index > 0 ? rowFrame.minY - spacing : rowFrame.minY
            guard end > clip.minY, start < clip.maxY else { continue }
            list.appendRow(Rect(x: rowFrame.minX, y: start + dy, width: rowFrame.width, height: end - start)) {
                row.node.encode(into: &$0, clip: clip, dy: dy)
            }
        }
    }
}

/// A row a lazy stack keeps alive: its identity, its node and the transaction that last placed it. A
/// class, so that placing a row updates `lastPlaced` in place, and the eviction scan of every
/// transaction copies a reference per kept row, not an identity and a node.
final class LiveRow {
    let id: RowID
    @exclusivity(unchecked) var node: ViewNode
    @exclusivity(unchecked) var lastPlaced: Int

    init(id: RowID, node: ViewNode, lastPlaced: Int) {
        self.id = id
        self.node = node
        self.lastPlaced = lastPlaced
    }
}
