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
    /// Buffers replaced by `grow` that the writer may still be reading; it frees them at its next pass.
    var retired: [UnsafeMutablePointer<cfp_record>] = []

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

    /// Doubles the ring when it is full instead of making its thread wait for the writer: the records
    /// not yet drained move to a new buffer (pages touched here, on the slow path), and the old buffer is
    /// retired, not freed, because the writer may be reading it outside the registry lock. Only the
    /// owning thread calls this, holding the registry lock.
    func grow() {
        let newCapacity = capacity * 2
        let bigger = ThreadRing.allocateTouched(newCapacity)
        let head = ring.pointee.head
        var index = cfp_ring_load_tail(ring)
        while index < head {
            bigger[Int(index & (newCapacity - 1))] = records[Int(index & (capacity - 1))]
            index += 1
        }
        retired.append(records)
        records = bigger
        capacity = newCapacity
        ring.pointee.records = bigger
        ring.pointee.mask = newCapacity - 1
    }

    /// Frees the buffers `grow` retired; the writer calls this, holding the registry lock, before it
    /// takes its next snapshot of the ring.
    func freeRetired() {
        for buffer in retired { buffer.deallocate() }
        retired.removeAll()
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
        freeRetired()
        records.deallocate()
        ring.deallocate()
    }
}
