/// The last few proposals a node was measured with and the sizes it answered. Stacks ask each child
/// for its minimum, maximum and actual size in one pass; four entries cover that without a dictionary.
///
/// The entries live inline in the node, not in arrays: every node of every row a scrub builds is
/// measured at least once, and each first answer allocated two array buffers.
///
/// A proposal is kept as two 64-bit keys and compared as integers. Most measures of a scrub miss a full
/// cache, and comparing two optional doubles per entry (tags, then an unordered floating-point compare)
/// made a miss about 60 instructions; two integer compares per entry make it about 20.
@_spi(Nodes) public struct MeasureCache {
    private typealias Entry = (width: UInt64, height: UInt64, size: Size)
    private static let empty: Entry = (0, 0, .zero)
    private var entries: (Entry, Entry, Entry, Entry) = (empty, empty, empty, empty)
    /// How many entries hold answers (at most four).
    private var count = 0
    /// The entry the next answer overwrites once all four are used: the oldest.
    private var oldest = 0

    /// A proposal's keys, equal exactly when the proposals are equal (`ProposedSize.==`); nil for a
    /// proposal with a NaN, which equals nothing: the cache never answers it, and stores its answer
    /// under `never`, taking a slot as every answer does.
    struct Key {
        let width: UInt64
        let height: UInt64

        /// The keys of an answer no proposal matches: a NaN pattern no key of a proposal takes.
        fileprivate static var never: Key { Key(width: 0x7FF8_0000_0000_0A0A, height: 0x7FF8_0000_0000_0A0A) }

        private init(width: UInt64, height: UInt64) {
            self.width = width
            self.height = height
        }

        /// Adding zero folds -0 into +0, which `==` holds equal; nil is a NaN pattern no key of a
        /// number takes, since NaNs have no key.
        @inline(__always)
        init?(_ proposal: ProposedSize) {
            let nilKey: UInt64 = 0x7FF8_0000_0000_0F0F
            var width = nilKey, height = nilKey
            // `x == x` is false only for a NaN: one floating-point compare, where `isNaN` became six
            // integer instructions on the exponent and mantissa, on every measure.
            if let value = proposal.width {
                guard value == value else { return nil }
                width = (value + 0).bitPattern
            }
            if let value = proposal.height {
                guard value == value else { return nil }
                height = (value + 0).bitPattern
            }
            self.width = width
            self.height = height
        }
    }

    /// The cached answer for `key`, read through a pointer to the node's cache: a method on the value
    /// (even inlined) loaded all four entries before the first comparison, on every measure; through
    /// the pointer each entry is read only when the one before it did not match.
    @inline(__always)
    static func size(for key: Key?, in cache: UnsafePointer<MeasureCache>) -> Size? {
        let count = cache.pointee.count
        guard count > 0, let key else { return nil }
        if cache.pointee.entries.0.width == key.width && cache.pointee.entries.0.height == key.height { return cache.pointee.entries.0.size }
        guard count > 1 else { return nil }
        if cache.pointee.entries.1.width == key.width && cache.pointee.entries.1.height == key.height { return cache.pointee.entries.1.size }
        guard count > 2 else { return nil }
        if cache.pointee.entries.2.width == key.width && cache.pointee.entries.2.height == key.height { return cache.pointee.entries.2.size }
        guard count > 3 else { return nil }
        if cache.pointee.entries.3.width == key.width && cache.pointee.entries.3.height == key.height { return cache.pointee.entries.3.size }
        return nil
    }

    /// Remembers an answer, forgetting the oldest beyond four.
    @inline(__always)
    mutating func store(_ size: Size, for key: Key?) {
        let key = key ?? .never
        let slot: Int
        if count < 4 {
            slot = count
            count += 1
        } else {
            slot = oldest
            oldest = (oldest + 1) & 3
        }
        let entry = (key.width, key.height, size)
        switch slot {
        case 0: entries.0 = entry
        case 1: entries.1 = entry
        case 2: entries.2 = entry
        default: entries.3 = entry
        }
    }

    /// Forgets every answer (the view or something inside it changed).
    mutating func removeAll() {
        count = 0
        oldest = 0
    }
}
