/// Values by row index (a lazy stack's live rows, a list's cells), looked up on every row measured and
/// every row committed. A `Dictionary` hashed each index with SipHash, about 140 instructions a lookup
/// and 1 % of a LazyVStack scrub; this table is open-addressed with linear probing on a multiplicative
/// hash of the index, a few instructions a lookup.
///
/// Iteration order is the table's own, as a dictionary's is: callers that need row order sort the keys.
struct RowTable<Value> {
    /// The key in each slot; `empty` where there is none. Row indices are never negative.
    private var slots: [Int]
    /// The value in each slot, nil where there is none.
    private var stored: [Value?]
    /// `slots.count - 1`; the capacity is a power of two.
    private var mask: Int
    /// Entries held.
    private(set) var count = 0

    private static var empty: Int { -1 }

    /// An empty table.
    init() {
        slots = Array(repeating: Self.empty, count: 16)
        stored = Array(repeating: nil, count: 16)
        mask = 15
    }

    /// Whether the table holds nothing.
    var isEmpty: Bool { count == 0 }

    /// The value for row `index`; setting nil removes it.
    subscript(index: Int) -> Value? {
        get { slot(of: index).flatMap { stored[$0] } }
        set {
            if let newValue { insert(newValue, for: index) } else { removeValue(forKey: index) }
        }
    }

    /// Removes row `index`, returning what it held.
    @discardableResult
    mutating func removeValue(forKey index: Int) -> Value? {
        guard var hole = slot(of: index) else { return nil }
        let value = stored[hole]
        slots[hole] = Self.empty
        stored[hole] = nil
        count -= 1
        // Linear probing without tombstones: the entries after the hole shift back, so that no probe
        // passes an empty slot it should not.
        var next = hole
        while true {
            next = (next + 1) & mask
            let held = slots[next]
            if held == Self.empty { return value }
            let start = home(held)
            // The entry stays when its probe start lies cyclically in (hole, next].
            let stays = hole <= next ? (hole < start && start <= next) : (hole < start || start <= next)
            if !stays {
                slots[hole] = held
                stored[hole] = stored[next]
                slots[next] = Self.empty
                stored[next] = nil
                hole = next
            }
        }
    }

    /// The rows held, in the table's order.
    var keys: [Int] { slots.filter { $0 != Self.empty } }

    /// The values held, in the table's order.
    var values: [Value] { stored.compactMap { $0 } }

    /// The slot a key's probe starts at: Fibonacci hashing, so that neighbouring rows spread out.
    @inline(__always)
    private func home(_ key: Int) -> Int {
        Int(truncatingIfNeeded: (UInt64(truncatingIfNeeded: key) &* 0x9E37_79B9_7F4A_7C15) >> 32) & mask
    }

    @inline(__always)
    private func slot(of key: Int) -> Int? {
        var index = home(key)
        while true {
            let held = slots[index]
            if held == key { return index }
            if held == Self.empty { return nil }
            index = (index + 1) & mask
        }
    }

    private mutating func insert(_ value: Value, for key: Int) {
        precondition(key >= 0, "a row index is never negative")
        if let existing = slot(of: key) {
            stored[existing] = value
            return
        }
        if (count + 1) * 4 > slots.count * 3 { grow() }
        var index = home(key)
        while slots[index] != Self.empty { index = (index + 1) & mask }
        slots[index] = key
        stored[index] = value
        count += 1
    }

    private mutating func grow() {
        let oldSlots = slots, oldStored = stored
        slots = Array(repeating: Self.empty, count: oldSlots.count * 2)
        stored = Array(repeating: nil, count: oldSlots.count * 2)
        mask = slots.count - 1
        count = 0
        for (key, value) in zip(oldSlots, oldStored) where key != Self.empty {
            insert(value!, for: key)
        }
    }
}

extension RowTable: Sequence {
    /// Walks the slots, yielding each row and its value in the table's order.
    struct Iterator: IteratorProtocol {
        fileprivate let slots: [Int]
        fileprivate let stored: [Value?]
        fileprivate var index = 0

        mutating func next() -> (key: Int, value: Value)? {
            while index < slots.count {
                defer { index += 1 }
                if let value = stored[index] { return (slots[index], value) }
            }
            return nil
        }
    }

    /// Each row and its value, in the table's order.
    func makeIterator() -> Iterator { Iterator(slots: slots, stored: stored) }
}
