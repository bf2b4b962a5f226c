import FrameProfTrace
import FrameProfSupport
import CFrameProfClock
#if canImport(Glibc)
import Glibc
#endif

/// The thread rings of one recording context. Rings outlive recording sessions (a thread keeps its ring
/// and re-attaches it to the context's next session). In the process's context a ring is freed when its
/// thread exits and it has been drained; in any other, when the context goes.
final class RingRegistry: Sendable {
    let rings = Locked<[ThreadRing]>([])
    /// The other contexts' rings by the pthread that owns them: a thread entering the context finds
    /// its ring here (the process's context uses the thread-specific key instead).
    private let byThread = Locked<[UInt: ThreadRing]>([:])
    private let key: pthread_key_t?

    /// `threadExitCleanup` registers the thread-exit destructor that frees an exited thread's ring:
    /// only the process's context has threads whose whole life it spans.
    init(threadExitCleanup: Bool) {
        guard threadExitCleanup else {
            key = nil
            return
        }
        var key = pthread_key_t()
        // The destructor runs on thread exit with the ring as its argument.
        pthread_key_create(&key) { raw in
            guard let raw else { return }
            RecordingContext.process.rings.threadExited(Unmanaged<ThreadRing>.fromOpaque(raw).takeUnretainedValue())
        }
        self.key = key
    }

    /// Creates and registers the calling thread's ring, and makes it the thread's current one.
    func createRing(capacity: UInt64) -> ThreadRing {
        let ring = ThreadRing(capacity: capacity, threadID: cfp_thread_id())
        ring.ring.pointee.owner = Unmanaged.passUnretained(ring).toOpaque()
        rings.withLock { $0.append(ring) }
        if let key {
            pthread_setspecific(key, Unmanaged.passUnretained(ring).toOpaque())
        } else {
            byThread.withLock { $0[UInt(pthread_self())] = ring }
        }
        cfp_set_current_ring(ring.ring)
        return ring
    }

    /// The calling thread's current ring, if it has one (the context is the thread's current one).
    func currentRing() -> ThreadRing? {
        guard let ring = cfp_get_current_ring(), let owner = ring.pointee.owner else { return nil }
        return Unmanaged<ThreadRing>.fromOpaque(owner).takeUnretainedValue()
    }

    /// The calling thread's ring in this context, for a thread entering it.
    func callingThreadRing() -> ThreadRing? {
        if let key {
            guard let raw = pthread_getspecific(key) else { return nil }
            return Unmanaged<ThreadRing>.fromOpaque(raw).takeUnretainedValue()
        }
        let handle = UInt(pthread_self())
        guard let ring = byThread.withLock({ $0[handle] }) else { return nil }
        // A pthread handle is reused once its thread has exited: the kernel's thread id tells a new
        // thread from the ring's, whose records the writer still drains before dropping the ring.
        guard ring.threadID == cfp_thread_id() else {
            byThread.withLock { $0[handle] = nil }
            rings.withLock { _ in ring.closed = true }
            return nil
        }
        return ring
    }

    private func threadExited(_ ring: ThreadRing) {
        cfp_set_current_ring(nil)
        let recording = RecordingContext.process.recorder != nil
        rings.withLock { rings in
            if recording {
                ring.closed = true // the writer drains and removes it
            } else {
                rings.removeAll { $0 === ring }
            }
        }
    }
}
