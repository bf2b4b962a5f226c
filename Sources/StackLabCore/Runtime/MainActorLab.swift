/// Runs `body` as the main actor on the calling thread, without the check `MainActor.assumeIsolated`
/// makes that this thread is the main thread.
///
/// StackLab's runtime and a team's views are main-actor code, as SwiftUI's are. The command line runs
/// each strategy's recording on its own process's main thread, where the check would pass; the two other
/// callers cannot pass it and need not: the in-process recordings of the tests and benchmarks, which
/// drive one graph per thread with the built-in cells (no main-actor state is shared between graphs),
/// and the nonisolated entry points SwiftUI itself declares nonisolated (`State`'s setter, `Layout`'s
/// subviews, `Work`), which only ever run inside a graph's own transaction. Both keep the compile-time
/// isolation everywhere else. The check itself would also cost a thread-local read per body.
@inline(__always)
package func onLabMainActor<T>(_ body: @MainActor () throws -> T) rethrows -> T {
    try withoutActuallyEscaping(body) { body in
        try unsafeBitCast(body, to: (() throws -> T).self)()
    }
}
