/// Where every row of a long list is, from what is known: measured rows count their measured length,
/// unmeasured rows an estimate (a fixed height, or the average measured length), and every row but the
/// last the spacing after it. The measured lengths' Fenwick trees answer a row's top and the row at an
/// offset in O(log n), so a jump to any offset costs the same in a list of any length, and a changed
/// estimate costs nothing to apply.
struct RowPositions {
    /// How unmeasured rows are estimated.
    enum Estimate {
        /// Every unmeasured row is this long (a collection view's estimated row height).
        case fixed(Double)
        /// The average measured length, or `fallback` before any row was measured.
        case averageMeasured(fallback: Double)
    }

    private var lengths: MeasuredLengths
    let spacing: Double
    let estimateRule: Estimate

    init(count: Int, spacing: Double, estimate: Estimate) {
        lengths = MeasuredLengths(rowCount: count)
        self.spacing = spacing
        estimateRule = estimate
    }

    /// How many rows.
    var count: Int { lengths.rowCount }

    /// How many rows are measured.
    var measuredCount: Int { lengths.count }

    /// Whether every row has been measured (the total is exact).
    var allMeasured: Bool { measuredCount == count }

    /// The length assumed for an unmeasured row.
    var estimate: Double {
        switch estimateRule {
        case let .fixed(length): length
        case let .averageMeasured(fallback): measuredCount > 0 ? lengths.total / Double(measuredCount) : fallback
        }
    }

    /// The measured length of row `index`, if it was measured.
    func length(of index: Int) -> Double? { lengths[index] }

    /// The length the positions use for row `index`.
    func assumedLength(of index: Int) -> Double { lengths[index] ?? estimate }

    /// Records a measurement; returns how much the rows below moved.
    @discardableResult
    mutating func record(row index: Int, length: Double) -> Double {
        let before = assumedLength(of: index)
        lengths.record(row: index, length: length)
        return length - before
    }

    /// The top of row `index` (for `index == count`, the end of the content plus one spacing).
    func top(of index: Int) -> Double {
        let measured = lengths.before(index)
        return measured.sum + Double(index - measured.count) * estimate + Double(index) * spacing
    }

    /// The bottom of row `index`.
    func bottom(of index: Int) -> Double { top(of: index) + assumedLength(of: index) }

    /// The content's total length: every row and the spacing between them.
    var total: Double { count == 0 ? 0 : top(of: count) - spacing }

    /// Σ measured lengths plus their spacing, the part of the total that is known.
    var calculated: Double { lengths.total + Double(measuredCount) * spacing }

    /// The row whose extent (row plus the spacing after it) contains `y`, clamped to the rows that exist.
    func row(at y: Double) -> Int {
        guard count > 0 else { return 0 }
        let estimate = self.estimate
        var passedLength = 0.0
        let passed = lengths.sums.descend { start, length in
            let block = lengths.sums.block(start: start, length: length)
            let rows = lengths.counts.block(start: start, length: length)
            let extent = block + (Double(length) - rows) * estimate + Double(length) * spacing
            guard passedLength + extent <= y else { return false }
            passedLength += extent
            return true
        }
        // The descent sums blocks in another order than `top(of:)`; settle rounding at a row boundary
        // so that `row(at: top(of: i)) == i` always holds.
        var row = min(passed, count - 1)
        while row + 1 < count, top(of: row + 1) <= y { row += 1 }
        while row > 0, top(of: row) > y { row -= 1 }
        return row
    }

    /// Adds `rows` unmeasured rows at the end (a page appended).
    mutating func append(rows: Int) {
        lengths = lengths.appending(rows: rows)
    }
}
