import FrameProfTrace

/// The analyzer's per-event state, in memory it manages itself: the current thread's open intervals and
/// every name's running statistics. Swift arrays would check their buffer's uniqueness on each write (a
/// runtime call), three times for an end event — a stack pop, a statistics slot and its histogram;
/// here an event makes none. `TraceAnalyzer`, its only owner, is not copyable, so nothing shares it.
///
/// It pairs intervals as `ThreadIntervals` does for every other reader (`Open.isClosed(byEndOf:)`).
final class IntervalStore {
    typealias Open = ThreadIntervals.Open

    /// One slot's running figures: what `DurationStats` keeps, with its histogram's buckets in a buffer
    /// that grows to the largest bucket seen (as `DurationHistogram` does).
    struct Slot {
        var count = 0
        var minNs = UInt64.max
        var maxNs: UInt64 = 0
        var sum: UInt128 = 0
        var sumOfSquares: UInt128 = 0
        var buckets: UnsafeMutablePointer<UInt32>?
        var bucketCapacity = 0
    }

    private(set) var open: UnsafeMutablePointer<Open>
    private(set) var depth = 0
    private var openCapacity: Int
    private(set) var slots: UnsafeMutablePointer<Slot>
    private(set) var slotCount: Int

    init() {
        openCapacity = 64
        open = .allocate(capacity: openCapacity)
        slotCount = 64
        slots = .allocate(capacity: slotCount)
        slots.initialize(repeating: Slot(), count: slotCount)
    }

    deinit {
        open.deallocate()
        for index in 0..<slotCount { slots[index].buckets?.deallocate() }
        slots.deinitialize(count: slotCount)
        slots.deallocate()
    }

    // MARK: - Open intervals

    /// Opens an interval on the current thread.
    @inline(__always)
    func push(_ interval: Open) {
        if depth == openCapacity { growOpen() }
        open[depth] = interval
        depth &+= 1
    }

    /// Closes the innermost interval when it is of `kind`; nil for an unmatched end.
    @inline(__always)
    func pop(kind: EventKind) -> Open? {
        guard depth > 0, open[depth &- 1].isClosed(byEndOf: kind) else { return nil }
        depth &-= 1
        return open[depth]
    }

    /// The current thread's open intervals, innermost last (kept aside while another thread's events arrive).
    var openIntervals: [Open] { Array(UnsafeBufferPointer(start: open, count: depth)) }

    /// Makes `intervals` the current thread's open intervals.
    func replaceOpen(with intervals: [Open]) {
        while openCapacity < intervals.count { growOpen() }
        for (index, interval) in intervals.enumerated() { open[index] = interval }
        depth = intervals.count
    }

    @inline(never)
    private func growOpen() {
        let larger = UnsafeMutablePointer<Open>.allocate(capacity: openCapacity * 2)
        larger.moveInitialize(from: open, count: depth)
        open.deallocate()
        open = larger
        openCapacity *= 2
    }

    // MARK: - Statistics

    /// Adds one closed interval's duration to its slot (`nameID << 4 | kind`).
    @inline(__always)
    func add(_ ns: UInt64, slot index: Int) {
        if index >= slotCount { growSlots(to: (index | 15) + 1) }
        let bucket = DurationHistogram.bucket(of: ns)
        let slot = slots + index
        if bucket >= slot.pointee.bucketCapacity { growBuckets(slot, to: bucket + 1) }
        slot.pointee.count &+= 1
        slot.pointee.minNs = Swift.min(slot.pointee.minNs, ns)
        slot.pointee.maxNs = Swift.max(slot.pointee.maxNs, ns)
        slot.pointee.sum &+= UInt128(ns)
        slot.pointee.sumOfSquares &+= UInt128(ns) &* UInt128(ns)
        slot.pointee.buckets.unsafelyUnwrapped[bucket] &+= 1
    }

    /// The statistics of slot `index`, as every table keeps them.
    func stats(slot index: Int) -> DurationStats {
        let slot = slots[index]
        // Up to the largest bucket used, as `DurationHistogram` keeps them.
        var used = slot.bucketCapacity
        while used > 0, slot.buckets.unsafelyUnwrapped[used - 1] == 0 { used -= 1 }
        let counts = slot.buckets.map { Array(UnsafeBufferPointer(start: $0, count: used)) } ?? []
        return DurationStats(count: slot.count, minNs: slot.minNs, maxNs: slot.maxNs, sum: slot.sum,
                             sumOfSquares: slot.sumOfSquares, histogram: DurationHistogram(counts: counts, count: slot.count))
    }

    @inline(never)
    private func growSlots(to count: Int) {
        guard count > slotCount else { return }
        let larger = UnsafeMutablePointer<Slot>.allocate(capacity: count)
        larger.moveInitialize(from: slots, count: slotCount)
        (larger + slotCount).initialize(repeating: Slot(), count: count - slotCount)
        slots.deallocate()
        slots = larger
        slotCount = count
    }

    /// Grows a slot's buckets to at least `count`, doubling so a slot grows a few times in a trace.
    @inline(never)
    private func growBuckets(_ slot: UnsafeMutablePointer<Slot>, to count: Int) {
        let capacity = Swift.max(count, slot.pointee.bucketCapacity * 2, 128)
        let larger = UnsafeMutablePointer<UInt32>.allocate(capacity: capacity)
        larger.initialize(repeating: 0, count: capacity)
        if let old = slot.pointee.buckets {
            larger.update(from: old, count: slot.pointee.bucketCapacity)
            old.deallocate()
        }
        slot.pointee.buckets = larger
        slot.pointee.bucketCapacity = capacity
    }
}
