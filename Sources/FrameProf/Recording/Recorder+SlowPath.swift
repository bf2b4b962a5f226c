import FrameProfTrace
import CFrameProfClock
#if canImport(Glibc)
import Glibc
#endif

extension Recorder {
    /// Runs when the hot path cannot append: the thread has no ring yet, its ring belongs to an earlier
    /// session, or the ring reached its cached limit. At half full it wakes the writer; when full it
    /// doubles the ring, up to the largest capacity; only a ring of that size (or one the system has no
    /// memory to double) waits for the writer (bounded, counted as a stall), then drops and counts.
    @usableFromInline @inline(never)
    static func appendSlow(ticks: UInt64, word: UInt64) {
        guard let recorder = current, !recorder.stopping.load(ordering: .relaxed) else { return }
        let registry = recorder.context.rings
        let ring = registry.currentRing() ?? registry.createRing(capacity: recorder.ringCapacity)
        if ring.generation != recorder.generation {
            registry.rings.withLock { _ in ring.reattach(generation: recorder.generation, capacity: recorder.ringCapacity) }
        }
        guard recorder.makeRoom(in: ring) else {
            recorder.eventsLost.add(1, ordering: .relaxed)
            return
        }
        if cfp_try_append(ticks, word) == 0 {
            recorder.eventsLost.add(1, ordering: .relaxed)
        }
    }

    /// Moves the ring's limit forward; false when the ring stayed full past the stall limit.
    private func makeRoom(in ring: ThreadRing) -> Bool {
        let r = ring.ring
        let head = r.pointee.head
        let half = ring.capacity / 2
        var tail = cfp_ring_load_tail(r)
        if head - tail < half {
            cfp_ring_store_limit(r, tail + half)
            return true
        }
        sem_post(wakeup)
        if head - tail < ring.capacity {
            cfp_ring_store_limit(r, tail + ring.capacity)
            return true
        }
        if ring.capacity < maxRingCapacity, context.rings.rings.withLock({ _ in ring.grow() }) {
            largestRingRecords.max(ring.capacity, ordering: .relaxed)
            cfp_ring_store_limit(r, cfp_ring_load_tail(r) + ring.capacity)
            return true
        }
        ringStalls.add(1, ordering: .relaxed)
        let deadline = cfp_monotonic_ns() + UInt64(options.maxStallMilliseconds) * 1_000_000
        while head - tail >= ring.capacity {
            if stopping.load(ordering: .relaxed) || cfp_monotonic_ns() > deadline { return false }
            sem_post(wakeup)
            usleep(50)
            tail = cfp_ring_load_tail(r)
        }
        cfp_ring_store_limit(r, tail + ring.capacity)
        return true
    }
}
