/// The lengths of the rows a lazy container has measured: each row's value, their sum and count, and
/// Fenwick trees of both so "Σ measured and how many among rows 0..<i" costs O(log n) at any row count.
/// LazyVStack's estimate cache and the row positions of List and OptimizedVStack both build on it.
struct MeasuredLengths {
    private var values: [Double?]
    /// Measured lengths by row.
    private(set) var sums: FenwickTree
    /// 1 for each measured row.
    private(set) var counts: FenwickTree
    /// How many rows are measured.
    private(set) var count = 0
    /// Σ measured lengths.
    private(set) var total = 0.0

    init(rowCount: Int) {
        values = Array(repeating: nil, count: rowCount)
        sums = FenwickTree(count: rowCount)
        counts = FenwickTree(count: rowCount)
    }

    /// How many rows there are, measured or not.
    var rowCount: Int { values.count }

    /// The measured length of row `index`, if measured.
    subscript(index: Int) -> Double? { values[index] }

    /// Records a measurement; returns the row's previous length (nil when it is new).
    @discardableResult
    mutating func record(row index: Int, length: Double) -> Double? {
        let old = values[index]
        guard old != length else { return old }
        sums.add(index, length - (old ?? 0))
        total += length - (old ?? 0)
        if old == nil {
            counts.add(index, 1)
            count += 1
        }
        values[index] = length
        return old
    }

    /// Σ measured lengths and the number of measured rows among rows `0..<end`.
    func before(_ end: Int) -> (sum: Double, count: Int) {
        (sums.prefixSum(end), Int(counts.prefixSum(end)))
    }

    /// The same measurements with `rows` more unmeasured rows at the end (a page appended).
    func appending(rows: Int) -> MeasuredLengths {
        var grown = MeasuredLengths(rowCount: rowCount + rows)
        for (index, value) in values.enumerated() {
            if let value { grown.record(row: index, length: value) }
        }
        return grown
    }
}
