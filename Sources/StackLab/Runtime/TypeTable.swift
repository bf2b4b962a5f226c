/// Values by type (metatype identity) for a graph's per-type answers: whether a view type is primitive,
/// its signpost name, a layout's traits. Node creation asks two or three of them per node, and hashing
/// an `ObjectIdentifier` for a `Dictionary` (SipHash) costs hundreds of instructions a lookup; a
/// direct-mapped front of 256 slots answers a repeated type in a few, the dictionary behind it keeps
/// every type ever asked. One graph, one thread: no locking.
final class TypeTable<Value> {
    private static var slotCount: Int { 256 }
    /// Each slot's type as a bit pattern; 0 is empty (no metatype lives at address 0).
    private let keys: UnsafeMutablePointer<UInt>
    private let values: UnsafeMutablePointer<Value>
    @exclusivity(unchecked) private var all: [ObjectIdentifier: Value] = [:]

    /// An empty table.
    init() {
        keys = .allocate(capacity: Self.slotCount)
        keys.initialize(repeating: 0, count: Self.slotCount)
        values = .allocate(capacity: Self.slotCount)
    }

    deinit {
        for slot in 0..<Self.slotCount where keys[slot] != 0 { (values + slot).deinitialize(count: 1) }
        values.deallocate()
        keys.deallocate()
    }

    /// The value for `type`, made by `make` the first time the type is asked.
    @inline(__always)
    func value(for type: Any.Type, orMake make: () -> Value) -> Value {
        let key = UInt(bitPattern: ObjectIdentifier(type))
        let slot = Int(truncatingIfNeeded: (key >> 4) ^ (key >> 12)) & (Self.slotCount - 1)
        if keys[slot] == key { return values[slot] }
        return miss(type, key: key, slot: slot, make)
    }

    @inline(never)
    private func miss(_ type: Any.Type, key: UInt, slot: Int, _ make: () -> Value) -> Value {
        let id = ObjectIdentifier(type)
        let value: Value
        if let known = all[id] {
            value = known
        } else {
            value = make()
            all[id] = value
        }
        if keys[slot] != 0 { values[slot] = value } else { (values + slot).initialize(to: value) }
        keys[slot] = key
        return value
    }
}
