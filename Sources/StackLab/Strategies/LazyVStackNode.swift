import FrameProf

/// The node behind `LazyVStack`: DESIGN.md §2, strategy 2, failure modes included.
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

    private var rows: RowCollection
    private let alignment: Alignment
    private let spacing: Double
    private(set) var estimates: EstimateCache
    /// The size last reported to the parent: the "cached size" of the validity check.
    private(set) var cachedSize: Double?
    private var live: [Int: (id: AnyHashable, node: ViewNode, lastPlaced: Int)] = [:]
    /// Rows of the last committed placement: index, node, top (local).
    private(set) var placed: [(index: Int, node: ViewNode, top: Double)] = []
    private var lastVisibleMin: Double?
    private var loggedEstimate: Double?
    private var scrollView = ScrollViewLink()
    private let tag: String
    private let placementName: SignpostName
    private var rowWidth: Double?

    init(graph: ViewGraph, content: any View, alignment: Alignment, spacing: Double, viewType: Any.Type) {
        rows = RowCollection(content)
        self.alignment = alignment
        self.spacing = spacing
        estimates = EstimateCache(rowCount: rows.count, spacing: spacing)
        tag = graph.nextLazyTag()
        placementName = SignpostName("LazyVStackLayout", module: ModuleTag("StackLab"))
        super.init(graph: graph, viewType: viewType)
        layoutName = placementName
        graph.rowContainers.append(WeakRowContainer(node: self))
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
            let node = reconcile(entry.node, with: rows.view(at: index))
            live[index] = (entry.id, node, entry.lastPlaced)
        }
    }

    override var children: [ViewNode] { live.keys.sorted().compactMap { live[$0]?.node } }

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
        let height = estimates.estimatedTotal(rowCount: rows.count)
        logEstimatesIfChanged()
        graph.log.write("LazyVStackLayout: sizeThatFits(\(proposal.width.map(LayoutLog.number) ?? "nil")) -> \(LayoutLog.number(height))")
        cachedSize = height
        let width = proposal.width ?? live.values.reduce(0.0) { max($0, $1.node.measure(ProposedSize(width: nil, height: nil)).width) }
        return Size(width: width, height: height)
    }

    /// Creates (or finds) row `index`, measures it at the row width and records its length.
    private func measureRow(_ index: Int) -> (node: ViewNode, height: Double) {
        let node: ViewNode
        if let entry = live[index] {
            node = entry.node
        } else {
            node = graph.makeNode(for: rows.view(at: index))
            node.parent = self
            live[index] = (rows.id(at: index), node, graph.transactionCount)
        }
        let height = node.measure(ProposedSize(width: rowWidth, height: nil)).height
        estimates.record(row: index, length: height)
        return (node, height)
    }

    // MARK: Place

    override func placeContent(in rect: Rect) {
        _ = scrollView.resolve(for: self)
        rowWidth = rect.width
        let n = rows.count
        let visibleMin = max(0, graph.visibleRect.minY - rect.minY)
        let visibleMax = graph.visibleRect.maxY - rect.minY
        defer { lastVisibleMin = visibleMin }
        guard n > 0, visibleMax > 0 else {
            placed = []
            return
        }
        var attempt = 0
        var invalid = false
        var result: [(index: Int, node: ViewNode, top: Double)] = []
        repeat {
            attempt += 1
            let cached = cachedSize ?? estimates.estimatedTotal(rowCount: n)
            let outcome = placeOnce(visibleMin: visibleMin, visibleMax: visibleMax, cached: cached, rowCount: n)
            result = outcome.rows
            invalid = outcome.invalid
            if !invalid || outcome.outOfTime { break }
            graph.log.write("LazyVStackLayout: invalid #\(attempt); \(LayoutLog.number(outcome.impliedEnd)) vs \(LayoutLog.number(cached))")
            graph.observe(.invalidLayoutPass, Double(attempt))
            cachedSize = estimates.estimatedTotal(rowCount: n)
            logEstimatesIfChanged()
            // The parent was told the old size; it learns the new one at the next layout.
            graph.requestLayout(self)
        } while attempt < Self.maxAttempts
        commit(result, in: rect, visibleMin: visibleMin, visibleMax: visibleMax, invalid: invalid)
        prefetch(after: result, rowCount: n, scrollingUp: visibleMin < (lastVisibleMin ?? visibleMin))
        evictStaleRows()
    }

    private struct Outcome {
        var rows: [(index: Int, node: ViewNode, top: Double)]
        var impliedEnd: Double
        var invalid: Bool
        var outOfTime: Bool
    }

    /// One placement attempt: resolve the anchor, place downward to cover the visible range, upward if the
    /// anchor starts below its top, then compare the implied content end with the cached size.
    private func placeOnce(visibleMin: Double, visibleMax: Double, cached: Double, rowCount n: Int) -> Outcome {
        let anchor = cached > 0 ? min(n - 1, max(0, Int((visibleMin / cached * Double(n)).rounded(.down)))) : 0
        let position = estimates.exactTop(of: anchor) ?? Double(anchor) * (estimates.averageLength + estimates.averageSpacing)
        graph.log.write("(StackPlacement in _\(tag))<LazyVStackLayout>: placing from #\(anchor), \(LayoutLog.number(position)) in \(LayoutLog.number(visibleMin))...\(LayoutLog.number(visibleMax))")
        var outOfTime = false
        var below: [(index: Int, node: ViewNode, top: Double)] = []
        var y = position
        var index = anchor
        while index < n, y < visibleMax || below.isEmpty {
            let (node, height) = measureRow(index)
            below.append((index, node, y))
            y += height + spacing
            index += 1
            if graph.now() > graph.deadline {
                outOfTime = true
                break
            }
        }
        var above: [(index: Int, node: ViewNode, top: Double)] = []
        var top = position
        var upward = anchor - 1
        while !outOfTime, upward >= 0, top > visibleMin {
            let (node, height) = measureRow(upward)
            top -= height + spacing
            above.append((upward, node, top))
            upward -= 1
            if graph.now() > graph.deadline { outOfTime = true }
        }
        var placedRows = Array(above.reversed()) + below
        if top < 0, upward >= 0 {
            // Rows exist above a start position below zero: shift what was placed down and cut them off.
            let delta = -top
            graph.log.write("LazyVStackLayout: translate by \(LayoutLog.number(delta))")
            graph.observe(.truncation, delta)
            placedRows = placedRows.map { ($0.index, $0.node, $0.top + delta) }
        }
        let last = placedRows.last!
        let lastBottom = last.top + (estimates.length(of: last.index) ?? 0)
        let after = n - 1 - last.index
        let known = estimates.measured(before: n)
        let knownUpToLast = estimates.measured(before: last.index + 1)
        let measuredAfter = known.sum - knownUpToLast.sum
        let unmeasuredAfter = Double(after - (known.count - knownUpToLast.count))
        let implied = lastBottom + measuredAfter + unmeasuredAfter * estimates.averageLength + Double(after) * estimates.averageSpacing
        let invalid = abs(implied - cached) > Self.tolerance * cached
        return Outcome(rows: placedRows, impliedEnd: implied, invalid: invalid, outOfTime: outOfTime)
    }

    private func commit(_ result: [(index: Int, node: ViewNode, top: Double)], in rect: Rect,
                        visibleMin: Double, visibleMax: Double, invalid: Bool) {
        placed = result
        let now = graph.transactionCount
        for row in result {
            let size = row.node.measure(ProposedSize(width: rect.width, height: nil))
            let x = rect.minX + (rect.width - size.width) * alignment.horizontal
            row.node.place(in: Rect(x: x, y: rect.minY + row.top, width: size.width, height: size.height))
            live[row.index]?.lastPlaced = now
        }
        let first = result.first?.index ?? 0
        let end = (result.last?.index ?? -1) + 1
        let placedMin = result.first?.top ?? 0
        let placedMax = result.last.map { $0.top + (estimates.length(of: $0.index) ?? 0) } ?? 0
        graph.log.write("LazyVStackLayout: placed(\(LayoutLog.number(visibleMin))...\(LayoutLog.number(visibleMax))) -> \(first)..<\(end), \(LayoutLog.number(placedMin))...\(LayoutLog.number(placedMax)), invalid: \(invalid)")
    }

    /// Prepares the next rows past the visible edge in the scroll direction while the frame has time.
    private func prefetch(after result: [(index: Int, node: ViewNode, top: Double)], rowCount n: Int, scrollingUp: Bool) {
        guard let edge = scrollingUp ? result.first?.index : result.last?.index else { return }
        var prepared = 0
        var index = scrollingUp ? edge - 1 : edge + 1
        while prepared < Self.prefetchRows, index >= 0, index < n, graph.hasTimeToPrefetch {
            if live[index] == nil {
                FrameProf.begin(.prefetch, placementName)
                _ = measureRow(index)
                FrameProf.end(.prefetch)
            }
            live[index]?.lastPlaced = graph.transactionCount
            prepared += 1
            index += scrollingUp ? -1 : 1
        }
    }

    /// Drops rows that have not been placed for a while.
    private func evictStaleRows() {
        let now = graph.transactionCount
        for index in live.keys.sorted() {
            guard let entry = live[index], now - entry.lastPlaced > Self.retentionTransactions else { continue }
            entry.node.teardown()
            live[index] = nil
        }
    }

    private func logEstimatesIfChanged() {
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
            list.append(.row(Rect(x: rowFrame.minX, y: start + dy, width: rowFrame.width, height: end - start)))
            row.node.encode(into: &list, clip: clip, dy: dy)
        }
    }
}
