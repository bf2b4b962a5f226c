/// Values a trace's counters gave transactions, kept in arrival order and read back in transaction
/// order by a walk. A dictionary by transaction did the same at a hash per counter and per frame; the
/// counters of a recording arrive in transaction order, so ordering them is usually one check.
struct TransactionSeries {
    private var entries: [(id: UInt64, value: Double)] = []
    private var inOrder = true

    /// Notes `value` for transaction `id`.
    mutating func add(_ id: UInt64, _ value: Double) {
        if let last = entries.last, id < last.id { inOrder = false }
        entries.append((id, value))
    }

    /// A walk over the values in transaction order; of a transaction's values, the last to arrive is last.
    func walk() -> Walk {
        if inOrder { return Walk(entries: entries) }
        let sorted = entries.enumerated().sorted { ($0.element.id, $0.offset) < ($1.element.id, $1.offset) }
        return Walk(entries: sorted.map(\.element))
    }

    /// Reads the values of transactions asked for in ascending order (a transaction may be asked again).
    struct Walk {
        let entries: [(id: UInt64, value: Double)]
        private var index = 0

        init(entries: [(id: UInt64, value: Double)]) {
            self.entries = entries
        }

        /// How many values transaction `id` has, and the last of them.
        mutating func values(of id: UInt64) -> (count: Int, last: Double?) {
            while index < entries.count, entries[index].id < id { index += 1 }
            var end = index
            while end < entries.count, entries[end].id == id { end += 1 }
            return (end - index, end > index ? entries[end - 1].value : nil)
        }
    }
}
