import CFrameProfClock

/// One thread's ring of raw records. The owning thread appends through the C hot path; the trace
/// writer drains from `tail`. Fields other than the C ring's are guarded by the ring registry's lock.
final class ThreadRing: @unchecked Sendable {
    let ring: UnsafeMutablePointer<cfp_ring>
    private(set) var records: UnsafeMutablePointer<cfp_record>
    private(set) var capacity: UInt64
    let threadID: UInt32
    /// The recording session the ring currently feeds; a stale value sends the thread to re-attach.
    var generation: UInt64 = 0
    /// Per-thread chunk counter, so a reader can tell chunks of one thread apart.
    var sequence: UInt64 = 0
    /// The thread has exited; the writer frees the ring once drained.
    var closed = false

    init(capacity: UInt64, threadID: UInt32) {
        precondition(capacity.nonzeroBitCount == 1, "ring capacity must be a power of two")
        self.capacity = capacity
        self.threadID = threadID
        records = ThreadRing.allocateTouched(capacity)
        ring = .allocate(capacity: 1)
        ring.initialize(to: cfp_ring())
        ring.pointee.records = records
        ring.pointee.mask = capacity - 1
    }

    /// Resets the ring for a new session; only the owning thread calls this, with no writer draining it.
    func reattach(generation: UInt64, capacity newCapacity: UInt64) {
        if newCapacity != capacity {
            records.deallocate()
            records = ThreadRing.allocateTouched(newCapacity)
            capacity = newCapacity
            ring.pointee.records = records
            ring.pointee.mask = newCapacity - 1
        }
        let head = ring.pointee.head
        cfp_ring_store_tail(ring, head)
        cfp_ring_store_limit(ring, head + capacity / 2)
        self.generation = generation
        sequence = 0
    }

    /// Allocates and writes every record once, so page faults happen here on the slow path rather than
    /// on the hot path the first time each page is appended to.
    private static func allocateTouched(_ capacity: UInt64) -> UnsafeMutablePointer<cfp_record> {
        let records = UnsafeMutablePointer<cfp_record>.allocate(capacity: Int(capacity))
        records.initialize(repeating: cfp_record(), count: Int(capacity))
        return records
    }

    /// Forces the owning thread's next append onto the slow path.
    func revoke() {
        cfp_ring_store_limit(ring, 0)
    }

    deinit {
        records.deallocate()
        ring.deallocate()
    }
}
