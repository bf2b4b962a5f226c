/// The last few proposals a node was measured with and the sizes it answered. Stacks ask each child
/// for its minimum, maximum and actual size in one pass; four entries cover that without a dictionary.
struct MeasureCache {
    private var proposals: [ProposedSize] = []
    private var sizes: [Size] = []

    /// The cached answer for `proposal`.
    func size(for proposal: ProposedSize) -> Size? {
        for index in proposals.indices where proposals[index] == proposal { return sizes[index] }
        return nil
    }

    /// Remembers an answer, forgetting the oldest beyond four.
    mutating func store(_ size: Size, for proposal: ProposedSize) {
        if proposals.count == 4 {
            proposals.removeFirst()
            sizes.removeFirst()
        }
        proposals.append(proposal)
        sizes.append(size)
    }

    /// Forgets every answer (the view or something inside it changed).
    mutating func removeAll() {
        if proposals.isEmpty { return }
        proposals.removeAll(keepingCapacity: true)
        sizes.removeAll(keepingCapacity: true)
    }
}
