/// One row a lazy stack placed: its index, node and top in the stack's own coordinates.
struct PlacedRow {
    let index: Int
    let node: ViewNode
    var top: Double
}

/// LazyVStack's placement (docs/DESIGN.md §2). Each attempt resolves an anchor row, walks down from it
/// measuring rows until the visible range is covered (rows that end above it are measured, not placed),
/// walks up while the visible range starts above the topmost placed row, translates when rows exist
/// above a start below zero, and compares the content end it now implies with the cached size: more
/// than 10 % apart, the attempt is invalid, the size becomes that implied end and placement runs again,
/// up to three attempts. The parent learns the new size at its next layout; within 10 %, the size stays.
extension LazyVStackNode {
    /// What one placement attempt found.
    struct Outcome {
        /// Rows to place, top to bottom.
        var rows: [PlacedRow]
        /// Where the content ends given what the attempt measured.
        var impliedEnd: Double
        /// The implied end disagrees with the cached size.
        var invalid: Bool
        /// The commit deadline had passed when the attempt ended.
        var outOfTime: Bool
        /// The row after the last one walked: the `end` of an empty placement.
        var end: Int
        /// Rows above the first placed row that cannot be reached, and their extent in points.
        var cutOff: (rows: Int, points: Double)?
    }

    /// Places the rows for `rect` (the node's `placeContent`).
    func placeRows(in rect: Rect) {
        rowWidth = rect.width
        let n = rows.count
        let (visibleMin, visibleMax) = scrollView.visibleRange(for: self, in: rect)
        defer { lastVisibleMin = visibleMin }
        guard n > 0, visibleMax > 0 else {
            placed = []
            return
        }
        var attempt = 0
        var outcome: Outcome
        repeat {
            attempt += 1
            let cached = cachedSize ?? estimates.estimatedTotal(rowCount: n)
            outcome = placeOnce(visibleMin: visibleMin, visibleMax: visibleMax, cached: cached, rowCount: n)
            guard outcome.invalid else { break }
            graph.observe(.invalidLayoutPass, Double(attempt))
            cachedSize = outcome.impliedEnd
            // The parent was told the old size; it learns the new one at its next layout.
            graph.requestLayout(self)
            // An attempt out of time or the last one is committed invalid; its `placed` line says so.
            if outcome.outOfTime || attempt == Self.maxAttempts { break }
            // SwiftUI numbers the attempt that follows: the first invalid pass of a layout is #2.
            graph.log.write("LazyVStackLayout: invalid #\(attempt + 1); \(LayoutLog.number(outcome.impliedEnd)) vs \(LayoutLog.number(cached))")
            logEstimatesIfChanged()
        } while true
        if let cut = outcome.cutOff {
            graph.observe(.truncation, cut.points)
            graph.observe(.truncatedRows, Double(cut.rows))
        }
        commit(outcome, in: rect, visibleMin: visibleMin, visibleMax: visibleMax)
        prefetch(after: outcome.rows, rowCount: n, scrollingUp: visibleMin < (lastVisibleMin ?? visibleMin))
        evictStaleRows()
    }

    /// The row placement starts from, and its top. While scrolling — a row of the last placement is still
    /// visible — it is the first such row, where it was placed. Otherwise (first layout, a jump) the row
    /// at the offset in proportion to the cached size, `⌊offset / cached × n⌋` (which is `n`, no row,
    /// when the offset lies past the size), at its exact top when every row above is measured, else
    /// estimated as `anchor × (average + spacing)`.
    private func anchor(visibleMin: Double, visibleMax: Double, cached: Double, rowCount n: Int) -> (index: Int, top: Double) {
        if let row = placed.first(where: { $0.top + $0.node.frame.height > visibleMin }),
           row.top < visibleMax {
            return (row.index, row.top)
        }
        let proportional = cached > 0 ? (visibleMin / cached * Double(n)).rounded(.down) : 0
        let index = proportional.isFinite ? Int(min(Double(n), max(0, proportional))) : 0
        return (index, estimates.exactTop(of: index) ?? Double(index) * estimate)
    }

    /// Whether another attempt must wait for the next transaction: the commit deadline passed and the
    /// stack has rows on screen to fall back on. An attempt itself always finishes its walk, however long
    /// it takes: on the device, a pass placing from row 646 measured every row to the last and logged its
    /// `invalid #3` 125 ms later, seven frames at 60 Hz. A stack that has shown nothing yet retries whatever
    /// the time (the GeometryReader experiment's first frame took 31 ms on the device and placed every row).
    private var isPastDeadline: Bool {
        hasShownRows && graph.clock.isPastDeadline
    }

    /// The estimate for one unmeasured row with the spacing after it.
    var estimate: Double { estimates.averageLength + estimates.averageSpacing }

    /// One placement attempt.
    private func placeOnce(visibleMin: Double, visibleMax: Double, cached: Double, rowCount n: Int) -> Outcome {
        let (anchor, position) = self.anchor(visibleMin: visibleMin, visibleMax: visibleMax, cached: cached, rowCount: n)
        graph.log.write("(StackPlacement in _\(tag))<LazyVStackLayout>: placing from #\(anchor), \(LayoutLog.number(position)) in \(LayoutLog.number(visibleMin))...\(LayoutLog.number(visibleMax))")
        var below: [PlacedRow] = []
        var y = position
        var index = anchor
        while index < n, y < visibleMax {
            let (node, height) = measureRow(index)
            if y + height > visibleMin { below.append(PlacedRow(index: index, node: node, top: y)) }
            y += height + spacing
            index += 1
        }
        let walked = index
        var above: [PlacedRow] = []
        var top = below.first?.top ?? position
        var upward = (below.first?.index ?? anchor) - 1
        while !below.isEmpty || position >= visibleMax, upward >= 0, top > visibleMin {
            let (node, height) = measureRow(upward)
            top -= height + spacing
            above.append(PlacedRow(index: upward, node: node, top: top))
            upward -= 1
        }
        var placedRows = Array(above.reversed()) + below
        let cutOff = truncate(&placedRows, visibleMin: visibleMin)
        let implied = impliedEnd(placedRows.last, walked: walked, lastBottom: y - spacing, rowCount: n)
        let invalid = abs(implied - cached) > Self.tolerance * cached
        return Outcome(rows: placedRows, impliedEnd: implied, invalid: invalid, outOfTime: isPastDeadline,
                       end: walked, cutOff: cutOff)
    }

    /// Rows above the first placed one cannot be reached when its start fell below zero — the content is
    /// translated by the rows' estimated extent (`anchor × (average + spacing)`, as SwiftUI's `translate
    /// by` shows; never further than the first row's distance below zero) — or when the visible range
    /// starts at the content's top and they were not placed.
    private func truncate(_ rows: inout [PlacedRow], visibleMin: Double) -> (rows: Int, points: Double)? {
        guard let first = rows.first, first.index > 0 else { return nil }
        let extent = estimates.estimatedExtent(of: 0..<first.index)
        if first.top < 0 {
            let delta = min(Double(first.index) * estimate, -first.top)
            graph.log.write("LazyVStackLayout: translate by \(LayoutLog.number(delta))")
            for i in rows.indices { rows[i].top += delta }
            return (first.index, extent)
        }
        return visibleMin <= 0 ? (first.index, extent) : nil
    }

    /// Where the content ends given what is known now: the last row walked, the measured rows after it
    /// and the estimate for the unmeasured ones.
    private func impliedEnd(_ last: PlacedRow?, walked: Int, lastBottom: Double, rowCount n: Int) -> Double {
        let lastIndex = max(last?.index ?? -1, walked - 1)
        let bottom = last.map { $0.index == lastIndex ? $0.top + (estimates.length(of: $0.index) ?? 0) : lastBottom } ?? lastBottom
        return bottom + estimates.estimatedExtent(of: (lastIndex + 1)..<n)
    }
}
