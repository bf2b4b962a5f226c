#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A value behind a pthread mutex, for the recorder's and the trace sinks' shared state.
///
/// Synchronization's `Mutex` parks on a raw futex on Linux, which ThreadSanitizer cannot see: every
/// access made under it reads as a race, and real races drown among them. The sanitizer intercepts
/// `pthread_mutex_lock`, so with this lock its report lists real races only. Uncontended, both cost
/// one atomic exchange each way; none of these locks is on the signpost path.
package final class Locked<Value>: @unchecked Sendable {
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>
    /// The value, with a byte beside it so the stored property is never empty: a zero-sized value (a
    /// lock guarding a section, `Locked(())`) would share its address with `mutex`, and the sanitizer
    /// would see the exclusive access to the value as a write racing with another thread's unlocked
    /// read of `mutex` on its way in.
    private var storage: (value: Value, nonEmpty: UInt8)

    /// Guards `value`.
    package init(_ value: Value) {
        mutex = .allocate(capacity: 1)
        pthread_mutex_init(mutex, nil)
        storage = (value, 0)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
    }

    /// Runs `body` with the value, holding the lock.
    @discardableResult
    package func withLock<Result, Failure: Error>(_ body: (inout Value) throws(Failure) -> Result) throws(Failure) -> Result {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body(&storage.value)
    }
}
