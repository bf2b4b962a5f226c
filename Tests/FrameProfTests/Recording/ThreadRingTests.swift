import CFrameProfClock
import Testing
@testable import FrameProf

/// A ring that doubles keeps every record not yet drained, at the index its new mask gives it, on
/// either side of the 2 MiB size where its memory moves to huge pages.
@Suite("Thread rings")
struct ThreadRingTests {
    @Test("Growing from 1 MiB to 8 MiB keeps the undrained records, wrapped or not, in order; retired buffers are freed at the writer's next pass")
    func growKeepsRecords() {
        let ring = ThreadRing(capacity: 1 << 16, threadID: 7)
        // The writer has drained 40,000 records; 60,000 more wait, wrapping past the buffer's end.
        let (tail, head): (UInt64, UInt64) = (40_000, 100_000)
        for index in tail..<head {
            ring.records[Int(index & (ring.capacity - 1))] = cfp_record(ticks: index, word: index &* 31)
        }
        cfp_ring_store_tail(ring.ring, tail)
        ring.ring.pointee.head = head
        for expected in [UInt64(1 << 17), 1 << 18, 1 << 19] {
            #expect(ring.grow())
            #expect(ring.capacity == expected)
            #expect(ring.ring.pointee.mask == expected - 1)
            #expect(ring.ring.pointee.records == ring.records)
            let moved = (tail..<head).allSatisfy { index in
                let record = ring.records[Int(index & (expected - 1))]
                return record.ticks == index && record.word == index &* 31
            }
            #expect(moved, "a record was lost or misplaced growing to \(expected) records")
        }
        #expect(ring.retired.count == 3)
        ring.freeRetired()
        #expect(ring.retired.isEmpty)
        // The grown buffer is zero-filled beyond what was copied: a valid, empty record.
        let untouched = ring.records[Int(head & (ring.capacity - 1))]
        #expect(untouched.ticks == 0 && untouched.word == 0)
    }
}
