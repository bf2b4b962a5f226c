/// Prefix sums in O(log n) per update and query, so a jump to any row costs the same in a long list.
struct FenwickTree {
    private var tree: [Double]

    init(count: Int) {
        tree = Array(repeating: 0, count: count + 1)
    }

    /// How many elements.
    var count: Int { tree.count - 1 }

    mutating func add(_ index: Int, _ delta: Double) {
        var i = index + 1
        while i < tree.count {
            tree[i] += delta
            i += i & -i
        }
    }

    /// Σ of elements `0..<end`.
    func prefixSum(_ end: Int) -> Double {
        var i = min(end, tree.count - 1)
        var total = 0.0
        while i > 0 {
            total += tree[i]
            i -= i & -i
        }
        return total
    }

    /// Walks the implicit tree from the root: `step(start, length, node)` is offered a block of
    /// `length` elements beginning at `start` whose sum is `node`, and answers whether the search moves
    /// past the block. Returns how many elements were passed. O(log n); searches over several trees walk
    /// them in lockstep by reading `block(_:)` of each.
    func descend(_ step: (_ start: Int, _ length: Int) -> Bool) -> Int {
        var position = 0
        var mask = 1
        while mask * 2 <= count { mask *= 2 }
        while mask > 0 {
            let next = position + mask
            if next <= count, step(position, mask) { position = next }
            mask /= 2
        }
        return position
    }

    /// The stored sum of the block of `length` elements that starts at `start` (as `descend` offers it).
    func block(start: Int, length: Int) -> Double { tree[start + length] }
}
