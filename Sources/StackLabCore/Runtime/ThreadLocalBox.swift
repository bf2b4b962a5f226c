#if canImport(Glibc)
import Glibc
#endif

/// A value per thread, for what a body records while it runs on its graph's thread (environment reads,
/// the observable objects it touched). Each thread's value lives in a box the thread owns.
final class ThreadLocalBox<Value>: @unchecked Sendable {
    private final class Box {
        @exclusivity(unchecked) var value: Value?
    }

    private let key: pthread_key_t

    init() {
        var key = pthread_key_t()
        pthread_key_create(&key) { raw in
            if let raw { Unmanaged<AnyObject>.fromOpaque(raw).release() }
        }
        self.key = key
    }

    private var box: Box {
        if let raw = pthread_getspecific(key) {
            return Unmanaged<Box>.fromOpaque(raw).takeUnretainedValue()
        }
        let box = Box()
        pthread_setspecific(key, Unmanaged.passRetained(box as AnyObject).toOpaque())
        return box
    }

    /// This thread's value (nil until set). Mutated in place: a getter and setter would copy the value
    /// out and back, so appending to an array here (a body's environment reads) copied the whole array.
    var value: Value? {
        get { box.value }
        set { box.value = newValue }
        _modify { yield &box.value }
    }
}
