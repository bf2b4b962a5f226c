import CFrameProfClock
import Synchronization
#if canImport(Glibc)
import Glibc
#endif

/// Every thread ring in the process. Rings outlive recording sessions (a thread keeps its ring and
/// re-attaches it to the next session); a ring is freed when its thread exits and it has been drained.
final class RingRegistry: Sendable {
    static let shared = RingRegistry()

    let rings = Mutex<[ThreadRing]>([])
    private let key: pthread_key_t

    private init() {
        var key = pthread_key_t()
        // The destructor runs on thread exit with the ring as its argument.
        pthread_key_create(&key) { raw in
            guard let raw else { return }
            RingRegistry.shared.threadExited(Unmanaged<ThreadRing>.fromOpaque(raw).takeUnretainedValue())
        }
        self.key = key
    }

    /// Creates and registers the calling thread's ring.
    func createRing(capacity: UInt64) -> ThreadRing {
        let ring = ThreadRing(capacity: capacity, threadID: cfp_thread_id())
        ring.ring.pointee.owner = Unmanaged.passUnretained(ring).toOpaque()
        rings.withLock { $0.append(ring) }
        pthread_setspecific(key, Unmanaged.passUnretained(ring).toOpaque())
        cfp_set_current_ring(ring.ring)
        return ring
    }

    /// The calling thread's ring, if it has one.
    func currentRing() -> ThreadRing? {
        guard let ring = cfp_get_current_ring(), let owner = ring.pointee.owner else { return nil }
        return Unmanaged<ThreadRing>.fromOpaque(owner).takeUnretainedValue()
    }

    private func threadExited(_ ring: ThreadRing) {
        cfp_set_current_ring(nil)
        let recording = Recorder.current != nil
        rings.withLock { rings in
            if recording {
                ring.closed = true // the writer drains and removes it
            } else {
                rings.removeAll { $0 === ring }
            }
        }
    }
}
