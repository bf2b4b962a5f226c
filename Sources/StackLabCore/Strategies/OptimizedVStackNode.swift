/// The node behind `OptimizedVStack`. Each row sits in a hosting controller recycled through the reuse
/// pool. Each layout: take the working area (visible range ± 15 %), predict
/// the target row range from the positions, diff it against the live range, measure the new rows, and —
/// when rows above the ones already on screen were measured (scrolling up, or after a jump) — move the
/// content offset by how far those rows moved, so nothing on screen jumps and nothing is cut off. The
/// range is refined until the measured rows cover the working area, all before commit.
final class OptimizedVStackNode: RowWindowNode {
    /// The working area extends the visible range by this fraction of its height on each side.
    static let workingAreaExtension = 0.15
    /// Refinements of the target range inside one pass (each only adds rows that measuring uncovered).
    /// Rows far shorter than the estimate need many: each refinement measures the rows the estimate says
    /// cover the rest, and on the device's feed (79 pt rows after 460 pt ones) eight left the range short.
    static let maxRefinements = 32

    /// The height as last reported to the client.
    enum HeightReport: Equatable {
        /// Every row measured.
        case exact(total: Double)
        /// Some rows estimated.
        case estimated(total: Double, calculated: Double, approximated: Double)
    }

    private var lastOffset: Double?
    private var lastReport: HeightReport?
    private var reportedInFrame = -1
    private var onHeightChange: ((Double) -> Void)?

    init(graph: ViewGraph, content: any View, alignment: Alignment, spacing: Double,
         onHeightChange: ((Double) -> Void)?, viewType: Any.Type) {
        self.onHeightChange = onHeightChange
        super.init(graph: graph, content: content, alignment: alignment, spacing: spacing,
                   estimate: .averageMeasured(fallback: 0), viewType: viewType, layoutType: "OptimizedVStackLayout")
    }

    /// Each row sits in a hosting controller: a recycled one gets the new row as its root view, else one
    /// is created; either way UIKit sizes the hosted row (`sizeThatFits` through the hosting view), as a
    /// collection view self-sizes a cell.
    /// A hosting controller from the pool is given the next row as its new `rootView`: the root keeps
    /// its structural identity (the same view type in the same place), so SwiftUI keeps its state for
    /// the new row (WWDC21 session 10022, "Demystify SwiftUI": a view's identity is its type and position
    /// unless an explicit `id` says otherwise, and its state lives as long as its identity).
    override var discardsRowState: Bool { false }

    override func willHost(reused: Bool, rowType: any View.Type) {
        perform(reused ? .cellReconfigure : .hostingController)
        perform(.selfSizing)
    }

    /// The first layout measures rows from the top until the working area is filled.
    override func prepareFirstLayout(viewport: Double) {
        guard positions.measuredCount == 0 else { return }
        let fill = viewport * (1 + Self.workingAreaExtension)
        var index = 0
        while index < rowCount, positions.top(of: index) < fill {
            measureRow(index)
            index += 1
        }
    }

    override func placeContent(in rect: Rect) {
        guard rowCount > 0 else {
            placeRows(0..<0, in: rect)
            return
        }
        let scroll = enclosingScrollView
        var (visibleMin, visibleMax) = visibleRange(in: rect)
        let direction = visibleMin < (lastOffset ?? visibleMin) ? "upward" : "downward"
        graph.log.write("Current cell's range: \(rangeText(placedRange))")
        var target = targetRange(visibleMin: visibleMin, visibleMax: visibleMax)
        graph.log.write("Target cell's range: \(rangeText(target))")
        // The first visible row stays where it is on screen, whatever measuring finds above it.
        let anchor = positions.row(at: visibleMin)
        let anchorTop = positions.top(of: anchor)
        graph.log.write("Placing from #\(anchor) \(direction). Start position: \(LayoutLog.number(anchorTop)) in \(LayoutLog.number(visibleMin))...\(LayoutLog.number(visibleMax))")
        for index in live.keys.sorted() where !target.contains(index) { removeRow(index) }
        var moved = 0.0
        /// Measures the target's new rows and moves the content offset with the anchor.
        func measureHoldingTheAnchor() {
            for index in target where live[index] == nil { measureRow(index) }
            let delta = positions.top(of: anchor) - anchorTop - moved
            if delta != 0, let scroll {
                moved += delta
                // Rows above the anchor were measured at other than their estimate (or measuring moved
                // the average that estimates them): the content offset moves with them, inside this
                // transaction.
                scroll.adjustOffset(by: delta)
                (visibleMin, visibleMax) = visibleRange(in: rect)
            }
        }
        var converged = false
        for _ in 0..<Self.maxRefinements {
            measureHoldingTheAnchor()
            let refined = targetRange(visibleMin: visibleMin, visibleMax: visibleMax)
            if refined == target {
                converged = true
                break
            }
            for index in live.keys.sorted() where !refined.contains(index) { removeRow(index) }
            target = refined
        }
        // Out of refinements, the last range is measured before it is placed: a row left unmeasured is
        // not alive, and placing skipped it, a strip of blank screen.
        if !converged { measureHoldingTheAnchor() }
        placeRows(target, in: rect)
        lastOffset = visibleMin
        graph.log.write("OptimizedVStackLayout: placed(visibleArea: \(LayoutLog.number(visibleMin))...\(LayoutLog.number(visibleMax))) -> range: \(rangeText(target))")
        reportHeight()
    }

    /// Rows overlapping the working area, from the positions (estimates for rows never measured).
    private func targetRange(visibleMin: Double, visibleMax: Double) -> Range<Int> {
        let extra = (visibleMax - visibleMin) * Self.workingAreaExtension
        let low = max(0, visibleMin - extra)
        let high = min(positions.total, visibleMax + extra)
        guard high > low else { return 0..<0 }
        return positions.row(at: low)..<(positions.row(at: high) + 1)
    }

    override func update(_ view: any View) {
        super.update(view)
        onHeightChange = (view as? any HeightReporting)?.onHeightChange
    }

    /// Tells the client the height once per frame, and only when it changed: logged, and handed to the
    /// callback with the frame's preference changes (before it commits).
    private func reportHeight() {
        let total = positions.total
        let report: HeightReport = positions.allMeasured
            ? .exact(total: total)
            : .estimated(total: total, calculated: positions.calculated, approximated: total - positions.calculated)
        guard report != lastReport, reportedInFrame != graph.frameCount else { return }
        lastReport = report
        reportedInFrame = graph.frameCount
        if let onHeightChange {
            graph.pendingDeliveries.append(PreferenceDelivery(key: "OptimizedVStack.height") { onHeightChange(total) })
        }
        switch report {
        case let .exact(total):
            graph.log.write("OptimizedVStackLayout: height -> exact(\(LayoutLog.number(total)))")
        case let .estimated(total, calculated, approximated):
            graph.log.write("OptimizedVStackLayout: height -> estimated(\(LayoutLog.number(total)), calculated: \(LayoutLog.number(calculated)), approximated: \(LayoutLog.number(approximated)))")
        }
    }

    private func rangeText(_ range: Range<Int>) -> String {
        range.isEmpty ? "\(range.lowerBound)...\(range.lowerBound - 1)" : "\(range.lowerBound)...\(range.upperBound - 1)"
    }
}
