import FrameProf

/// The node behind `List`. Rows start at the estimated height; a row is self-sized when it is about to
/// be displayed; its cell comes from the reuse pool when one of its type waits there. When self-sizing
/// changes the height of rows above the first row that was already on screen, the content offset moves
/// by the same amount, so what the user sees does not jump.
package final class ListNode: RowWindowNode {
    /// Rows prepared beyond the visible edge in the scroll direction.
    static let prefetchRows = 2
    /// Self-sizing and offset corrections per layout before the list takes what it has.
    static let maxRefinements = 4

    private var lastVisibleMin: Double?
    /// The name each row type's cells are booked under, made once per type.
    private var cellNames: [ObjectIdentifier: SignpostName] = [:]

    package init(graph: ViewGraph, content: any View, spacing: Double, estimatedRowHeight: Double, viewType: Any.Type) {
        super.init(graph: graph, content: content, alignment: .center, spacing: spacing,
                   estimate: .fixed(estimatedRowHeight), viewType: viewType, layoutType: "ListLayout")
    }

    /// SwiftUI keys a row's state by its identity, and a List keeps only the rows it shows: a row that
    /// leaves takes its state with it, and a cell reused for another row, or the same row coming back,
    /// starts from the initial values (WWDC21 session 10022, "Demystify SwiftUI": state lives as long as
    /// its identity; C. Eidhof, "Lifetime of State Properties in SwiftUI": a List allocates state only for
    /// the rows on screen).
    override var discardsRowState: Bool { true }

    /// A cell is dequeued (reused from the pool, or new), its hosting configuration applied, and it is
    /// self-sized as it is about to be displayed: the fixed part of each dequeue, whatever the row holds.
    override func willHost(reused: Bool, rowType: any View.Type) {
        let owner = cellName(rowType)
        graph.work.perform(.cellDequeue, owner: owner)
        graph.work.perform(.hostingConfiguration, owner: owner)
        graph.work.perform(.selfSizing, owner: owner)
        if reused { graph.work.perform(.cellReconfigure, owner: owner) }
    }

    /// The part of hosting that grows with the row: the cell's hosting view keeps the row's graph (a
    /// price per view), UIKit's self-sizing measures the hosted content again (per view), and each layer
    /// the row draws is created in the cell (per layer).
    override func didHost(_ row: ViewNode, rowType: any View.Type) {
        let views = Self.viewCount(row)
        let owner = cellName(rowType)
        graph.work.perform(.hostedView, count: views, owner: owner)
        graph.work.perform(.selfSizingPerView, count: views, owner: owner)
        graph.work.perform(.hostedLayer, count: DrawnFootprint(of: row).layers, owner: owner)
    }

    /// What a cell hosting rows of `rowType` is booked as, `ListCell<App.PostRow>`: the page's breakdown by
    /// type then shows what hosting each row type costs, beside what its own bodies cost.
    private func cellName(_ rowType: any View.Type) -> SignpostName {
        let key = ObjectIdentifier(rowType)
        if let name = cellNames[key] { return name }
        let row = graph.names.signpostName(for: rowType).resolved
        let name = SignpostName("ListCell<\(row.module.isEmpty ? "" : row.module + ".")\(row.name)>", module: ModuleTag("StackLab"))
        cellNames[key] = name
        return name
    }

    /// The views of `node`'s subtree, itself included.
    private static func viewCount(_ node: ViewNode) -> Int {
        var count = 1
        node.forEachChild { count += viewCount($0) }
        return count
    }

    package override func placeContent(in rect: Rect) {
        guard rowCount > 0, let scroll = enclosingScrollView else {
            placeWithoutScrolling(in: rect)
            return
        }
        var (visibleMin, visibleMax) = visibleRange(in: rect)
        let scrollingUp = visibleMin < (lastVisibleMin ?? visibleMin)
        let previous = placedRange
        var range = 0..<0
        for _ in 0..<Self.maxRefinements {
            let first = positions.row(at: visibleMin)
            let last = positions.row(at: visibleMax)
            // The first row that was on screen and still is: self-sizing rows above it must not move it.
            let anchor = max(previous.lowerBound, first)
            let anchorTop = anchor < previous.upperBound && anchor <= last ? positions.top(of: anchor) : nil
            var index = first
            while index < rowCount, positions.top(of: index) < visibleMax {
                measureRow(index)
                index += 1
            }
            range = first..<index
            guard let anchorTop else { break }
            let delta = positions.top(of: anchor) - anchorTop
            if delta == 0 { break }
            scroll.adjustOffset(by: delta)
            (visibleMin, visibleMax) = visibleRange(in: rect)
        }
        recycle(keeping: range)
        placeRows(range, in: rect)
        lastVisibleMin = visibleMin
        guard let anchor = range.first else { return }
        let anchorTop = positions.top(of: anchor)
        prefetch(beyond: range, scrollingUp: scrollingUp)
        let delta = positions.top(of: anchor) - anchorTop
        if delta != 0 {
            // Rows prefetched above changed size: move the placed rows and the offset together.
            scroll.adjustOffset(by: delta)
            lastVisibleMin = visibleMin + delta
            placeRows(range, in: rect)
        } else {
            syncHeight()
        }
    }

    /// Outside a scroll view every row is on screen.
    private func placeWithoutScrolling(in rect: Rect) {
        for index in 0..<rowCount { measureRow(index) }
        placeRows(0..<rowCount, in: rect)
    }

    /// Sends cells that left the screen (and prefetched ones the scroll did not reach) to the reuse pool.
    private func recycle(keeping range: Range<Int>) {
        // In index order, so which cell is reused for which row is the same on every run.
        for index in live.keys.sorted() where !range.contains(index) {
            removeRow(index)
        }
    }

    /// Self-sizes the next rows past the visible edge while the frame has time.
    private func prefetch(beyond range: Range<Int>, scrollingUp: Bool) {
        var index = scrollingUp ? range.lowerBound - 1 : range.upperBound
        var prepared = 0
        while prepared < Self.prefetchRows, index >= 0, index < rowCount, graph.clock.hasTimeToPrefetch {
            if live[index] == nil {
                graph.work.interval(.prefetch, layoutName!) { measureRow(index) }
            }
            prepared += 1
            index += scrollingUp ? -1 : 1
        }
    }
}
