import FrameProf
#if canImport(Glibc)
import Glibc
#endif

/// Work a view does beyond describing views — creating platform objects, building strings, computing —
/// told to the runtime by the workload that does it, so the virtual clock can price it as the device
/// profile says (the real work happens either way). Outside a frame of a priced graph it costs nothing.
package enum Work {
    /// `count` class instances created (a font or colour object made in `body`).
    package static func allocated(_ count: Int = 1) {
        ViewGraph.current?.work.perform(.allocation, count: count)
    }

    /// `count` strings built (formatted, concatenated, joined).
    package static func builtStrings(_ count: Int) {
        ViewGraph.current?.work.perform(.string, count: count)
    }

    /// `steps` steps of plain computation (a hash loop in `init`).
    package static func computed(steps: Int) {
        ViewGraph.current?.work.perform(.computePer1000, count: steps, per: 1000)
    }

    /// The one shared instance of `Value` for this recording, made by `make` at its first use: what an
    /// app keeps in a `static let`, made once per launch. A real `static let` is made once per process,
    /// so only the first recording in the process paid for it, and with strategies recording side by
    /// side which one paid depended on timing. Outside a graph, `make` runs every time.
    package static func shared<Value: AnyObject>(_ make: () -> Value) -> Value {
        guard let graph = ViewGraph.current else { return make() }
        let key = ObjectIdentifier(Value.self)
        if let value = graph.sharedObjects[key] as? Value { return value }
        let value = make()
        graph.sharedObjects[key] = value
        return value
    }
}

/// The graph whose frame runs on this thread, for `Work`: a graph is driven by one thread, and a test
/// process may drive several graphs on several threads at once.
private let currentGraphKey: pthread_key_t = {
    var key = pthread_key_t()
    pthread_key_create(&key, nil)
    return key
}()

extension ViewGraph {
    /// The graph updating or laying out on this thread, if any.
    package static var current: ViewGraph? {
        pthread_getspecific(currentGraphKey).map { Unmanaged<ViewGraph>.fromOpaque($0).takeUnretainedValue() }
    }

    /// Runs `body` with this graph current on this thread.
    func asCurrent<T>(_ body: () -> T) -> T {
        let previous = pthread_getspecific(currentGraphKey)
        pthread_setspecific(currentGraphKey, Unmanaged.passUnretained(self).toOpaque())
        defer { pthread_setspecific(currentGraphKey, previous) }
        return body()
    }
}
