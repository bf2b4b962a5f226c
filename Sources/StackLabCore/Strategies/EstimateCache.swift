/// What a lazy stack knows about row lengths: the exact length of every row it ever measured (kept
/// forever, so memory grows with how far the user scrolled) and, for rows never measured, an estimate —
/// the average measured length and spacing, weighted by how many rows had each value. The histograms
/// keep at most `maxDistinctValues` values, dropping the rarest, as SwiftUI's does.
struct EstimateCache {
    static let maxDistinctValues = 32

    private var lengths: MeasuredLengths
    private var lengthHistogram = Histogram()
    private var spacingHistogram = Histogram()
    /// Rows 0..<contiguousPrefix are all measured; `prefixEnds[k]` is where row k ends.
    private(set) var contiguousPrefix = 0
    private var prefixEnds: [Double] = []
    private let spacing: Double

    init(rowCount: Int, spacing: Double) {
        lengths = MeasuredLengths(rowCount: rowCount)
        self.spacing = spacing
    }

    /// Rows measured so far.
    var measuredCount: Int { lengths.count }

    /// Whether any row was measured.
    var isEmpty: Bool { lengths.count == 0 }

    /// The estimate for an unmeasured row's length.
    var averageLength: Double { lengthHistogram.mean ?? 0 }

    /// The estimate for the spacing after a row.
    var averageSpacing: Double { spacingHistogram.mean ?? spacing }

    /// The measured length of row `index`, if measured.
    func length(of index: Int) -> Double? { lengths[index] }

    /// Records a measurement.
    mutating func record(row index: Int, length: Double) {
        let old = lengths.record(row: index, length: length)
        if old == length { return }
        if old == nil {
            lengthHistogram.count(length)
            spacingHistogram.count(spacing)
        }
        // Keep the exact prefix positions only while the measured rows are contiguous from 0.
        if index < contiguousPrefix {
            prefixEnds.removeSubrange(index...)
            contiguousPrefix = index
        }
        while contiguousPrefix < lengths.rowCount, let next = lengths[contiguousPrefix] {
            let start = contiguousPrefix == 0 ? 0 : prefixEnds[contiguousPrefix - 1] + spacing
            prefixEnds.append(start + next)
            contiguousPrefix += 1
        }
    }

    /// The exact top of row `index` when every row above it is measured.
    func exactTop(of index: Int) -> Double? {
        guard index <= contiguousPrefix else { return nil }
        return index == 0 ? 0 : prefixEnds[index - 1] + spacing
    }

    /// Σ measured lengths and the number of measured rows among rows `0..<end`.
    func measured(before end: Int) -> (sum: Double, count: Int) {
        lengths.before(end)
    }

    /// How far rows `range` reach, each with the spacing after it, as the stack knows them now: their
    /// measured lengths plus the average for the unmeasured ones.
    func estimatedExtent(of range: Range<Int>) -> Double {
        let (sumToEnd, countToEnd) = measured(before: range.upperBound)
        let (sumToStart, countToStart) = measured(before: range.lowerBound)
        let unmeasured = Double(range.count - (countToEnd - countToStart))
        return sumToEnd - sumToStart + unmeasured * averageLength + Double(range.count) * averageSpacing
    }

    /// `Σ measured + average × unmeasured + spacing × (n − 1)` for `rowCount` rows.
    func estimatedTotal(rowCount: Int) -> Double {
        guard rowCount > 0 else { return 0 }
        let unmeasured = Double(rowCount - measuredCount)
        return lengths.total + averageLength * unmeasured + averageSpacing * Double(rowCount - 1)
    }
}

/// Values and how many rows had each, with their weighted sum kept as values come and go: summed
/// from the dictionary, the mean depended on its iteration order, which differs between two
/// dictionaries with the same contents, so two recordings of the same rows could differ in the last
/// bit of a reported height.
private struct Histogram {
    private var counts: [Double: Int] = [:]
    private var total = 0.0
    private var weight = 0

    /// The weighted mean, or nil before the first value.
    var mean: Double? { weight > 0 ? total / Double(weight) : nil }

    /// Counts one more row with `value`, dropping the rarest value (the smallest among equals) beyond
    /// `EstimateCache.maxDistinctValues`.
    mutating func count(_ value: Double) {
        counts[value, default: 0] += 1
        total += value
        weight += 1
        if counts.count > EstimateCache.maxDistinctValues, let rarest = counts.min(by: { $0.value < $1.value || ($0.value == $1.value && $0.key < $1.key) }) {
            counts[rarest.key] = nil
            total -= rarest.key * Double(rarest.value)
            weight -= rarest.value
        }
    }
}
