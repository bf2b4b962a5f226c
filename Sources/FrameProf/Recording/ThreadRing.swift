import FrameProfTrace
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
    /// Buffers replaced by `grow` that the writer may still be reading, with their capacities; it frees
    /// them at its next pass.
    var retired: [(records: UnsafeMutablePointer<cfp_record>, capacity: UInt64)] = []

    init(capacity: UInt64, threadID: UInt32) {
        precondition(capacity.nonzeroBitCount == 1, "ring capacity must be a power of two")
        self.capacity = capacity
        self.threadID = threadID
        records = ThreadRing.allocateFirst(capacity)
        ring = .allocate(capacity: 1)
        ring.initialize(to: cfp_ring())
        ring.pointee.records = records
        ring.pointee.mask = capacity - 1
    }

    /// Resets the ring for a new session; only the owning thread calls this, with no writer draining it.
    func reattach(generation: UInt64, capacity newCapacity: UInt64) {
        if newCapacity != capacity {
            ThreadRing.free(records, capacity)
            records = ThreadRing.allocateFirst(newCapacity)
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
    /// not yet drained move to a new buffer (its pages mapped here, on the slow path), and the old buffer
    /// is retired, not freed, because the writer may be reading it outside the registry lock. Only the
    /// owning thread calls this, holding the registry lock. False when there is no memory to grow into.
    func grow() -> Bool {
        let newCapacity = capacity * 2
        guard let bigger = ThreadRing.allocateTouched(newCapacity) else { return false }
        let head = ring.pointee.head
        var index = cfp_ring_load_tail(ring)
        while index < head {
            bigger[Int(index & (newCapacity - 1))] = records[Int(index & (capacity - 1))]
            index += 1
        }
        retired.append((records, capacity))
        records = bigger
        capacity = newCapacity
        ring.pointee.records = bigger
        ring.pointee.mask = newCapacity - 1
        return true
    }

    /// Frees the buffers `grow` retired; the writer calls this, holding the registry lock, before it
    /// takes its next snapshot of the ring.
    func freeRetired() {
        for buffer in retired { ThreadRing.free(buffer.records, buffer.capacity) }
        retired.removeAll()
    }

    /// Zero-filled records with every page mapped (on huge pages where the system has them), so page
    /// faults happen here on the slow path rather than on the hot path the first time each page is
    /// appended to. Zero bytes are a valid `cfp_record`, so the memory is initialized.
    private static func allocateTouched(_ capacity: UInt64) -> UnsafeMutablePointer<cfp_record>? {
        let bytes = Int(capacity) * MemoryLayout<cfp_record>.stride
        return cfp_ring_memory_allocate(bytes)?.bindMemory(to: cfp_record.self, capacity: Int(capacity))
    }

    private static func free(_ records: UnsafeMutablePointer<cfp_record>, _ capacity: UInt64) {
        cfp_ring_memory_free(records, Int(capacity) * MemoryLayout<cfp_record>.stride)
    }

    /// A thread's first buffer: unlike growing, there is no recording without one.
    private static func allocateFirst(_ capacity: UInt64) -> UnsafeMutablePointer<cfp_record> {
        guard let records = allocateTouched(capacity) else {
            fatalError("frameprof could not map \(capacity * 16) bytes for a thread's ring; lower RecorderOptions.ringCapacity or free memory.")
        }
        return records
    }

    /// Forces the owning thread's next append onto the slow path.
    func revoke() {
        cfp_ring_store_limit(ring, 0)
    }

    deinit {
        freeRetired()
        ThreadRing.free(records, capacity)
        ring.deallocate()
    }
}
