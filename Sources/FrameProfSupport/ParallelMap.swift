import Dispatch

/// `body` applied to every item on up to `width` threads at once, the results in the items' order.
/// Every job runs to its end even when one fails (a half-written trace is worse than a late error);
/// then the first failure in the items' order is rethrown, so errors do not depend on timing.
///
/// The caller promises that `body` may run on several threads at once: a recording does, because each
/// run records in a `RecordingContext` of its own and writes only its own directory; a trace export
/// does, because each strategy's reads its own trace and writes its own file. That promise is
/// why the closure need not be `@Sendable`; the results travel through slots that one worker each owns.
package func parallelMap<Item, Value>(_ items: [Item], width: Int, _ body: (Item) throws -> Value) throws -> [Value] {
    guard width > 1, items.count > 1 else { return try items.map(body) }
    var results = [Result<Value, any Error>?](repeating: nil, count: items.count)
    withoutActuallyEscaping(body) { body in
        results.withUnsafeMutableBufferPointer { slots in
            let shared = Promised((items: items, body: body, slots: slots))
            let next = Locked(0)
            // Each worker takes the next item in order, so every slot has one writer.
            DispatchQueue.concurrentPerform(iterations: min(width, items.count)) { _ in
                let (items, body, slots) = shared.value
                while case let index = next.withLock({ value -> Int in defer { value += 1 }; return value }), index < items.count {
                    slots[index] = Result { try body(items[index]) }
                }
            }
        }
    }
    return try results.map { try $0!.get() }
}

/// A value the caller promises is safe to use from several threads (see `parallelMap`).
private struct Promised<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}
