/// The last few proposals a node was measured with and the sizes it answered. Stacks ask each child
/// for its minimum, maximum and actual size in one pass; four entries cover that without a dictionary.
///
/// The entries live inline in the node, not in arrays: every node of every row a scrub builds is
/// measured at least once, and each first answer allocated two array buffers.
struct MeasureCache {
    private typealias Entry = (proposal: ProposedSize, size: Size)
    private static let empty: Entry = (ProposedSize(width: nil, height: nil), .zero)
    private var entries: (Entry, Entry, Entry, Entry) = (empty, empty, empty, empty)
    /// How many entries hold answers (at most four).
    private var count = 0
    /// The entry the next answer overwrites once all four are used: the oldest.
    private var oldest = 0

    /// The cached answer for `proposal`, read through a pointer to the node's cache: a method on the
    /// value (even inlined) loaded all four entries, 208 bytes, before the first comparison, on every
    /// measure; through the pointer each entry is read only when the one before it did not match.
    @inline(__always)
    static func size(for proposal: ProposedSize, in cache: UnsafePointer<MeasureCache>) -> Size? {
        let count = cache.pointee.count
        guard count > 0 else { return nil }
        if cache.pointee.entries.0.proposal == proposal { return cache.pointee.entries.0.size }
        guard count > 1 else { return nil }
        if cache.pointee.entries.1.proposal == proposal { return cache.pointee.entries.1.size }
        guard count > 2 else { return nil }
        if cache.pointee.entries.2.proposal == proposal { return cache.pointee.entries.2.size }
        guard count > 3 else { return nil }
        return cache.pointee.entries.3.proposal == proposal ? cache.pointee.entries.3.size : nil
    }

    /// Remembers an answer, forgetting the oldest beyond four.
    @inline(__always)
    mutating func store(_ size: Size, for proposal: ProposedSize) {
        let slot: Int
        if count < 4 {
            slot = count
            count += 1
        } else {
            slot = oldest
            oldest = (oldest + 1) & 3
        }
        switch slot {
        case 0: entries.0 = (proposal, size)
        case 1: entries.1 = (proposal, size)
        case 2: entries.2 = (proposal, size)
        default: entries.3 = (proposal, size)
        }
    }

    /// Forgets every answer (the view or something inside it changed).
    mutating func removeAll() {
        count = 0
        oldest = 0
    }
}
