import Foundation
import Testing
import FrameProfSupport

/// The lock behind the recorder's and the recording session's shared state, taken from many threads at
/// once: every increment counts, and under ThreadSanitizer (Scripts/tsan) no access is reported, also
/// for a lock that guards a section rather than a value (`Locked(())`), as the worker spawner's does.
@Suite struct LockedTests {
    @Test func threadsTakingTheLockTogetherLoseNoUpdateAndRaceOnNothing() {
        let counter = Locked(0)
        let section = Locked(())
        let threads = 4, rounds = 20_000
        DispatchQueue.concurrentPerform(iterations: threads) { _ in
            for _ in 0..<rounds {
                section.withLock { _ in }
                counter.withLock { $0 += 1 }
            }
        }
        #expect(counter.withLock { $0 } == threads * rounds)
    }
}
