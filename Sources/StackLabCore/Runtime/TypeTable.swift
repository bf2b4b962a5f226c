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

    /// The front slot a type's bit pattern maps to.
    @inline(__always)
    private static func slot(of key: UInt) -> Int {
        Int(truncatingIfNeeded: (key >> 4) ^ (key >> 12)) & (slotCount - 1)
    }

    /// The value for `type`, made by `make` the first time the type is asked.
    @inline(__always)
    func value(for type: Any.Type, orMake make: () -> Value) -> Value {
        let key = UInt(bitPattern: ObjectIdentifier(type))
        let slot = Self.slot(of: key)
        if keys[slot] == key { return values[slot] }
        return miss(type, key: key, slot: slot, make)
    }

    /// The value kept for `type`, if any, for values whose making must stay off the hit path: a closure
    /// that makes one captures what it needs when it is formed, before the table is asked.
    @inline(__always)
    func value(for type: Any.Type) -> Value? {
        let key = UInt(bitPattern: ObjectIdentifier(type))
        let slot = Self.slot(of: key)
        if keys[slot] == key { return values[slot] }
        return known(type, key: key, slot: slot)
    }

    /// The value behind the front for a type whose slot holds another, moved to the front.
    @inline(never)
    private func known(_ type: Any.Type, key: UInt, slot: Int) -> Value? {
        all[ObjectIdentifier(type)].map { install($0, key: key, slot: slot) }
    }

    /// Keeps `value` for `type`, which the table does not hold yet.
    @inline(never)
    func insert(_ value: Value, for type: Any.Type) {
        let key = UInt(bitPattern: ObjectIdentifier(type))
        all[ObjectIdentifier(type)] = value
        install(value, key: key, slot: Self.slot(of: key))
    }

    /// A type not in its front slot: the value behind the front, else a new one made and kept.
    @inline(never)
    private func miss(_ type: Any.Type, key: UInt, slot: Int, _ make: () -> Value) -> Value {
        if let known = known(type, key: key, slot: slot) { return known }
        let value = make()
        insert(value, for: type)
        return value
    }

    /// Puts `value` in the front slot `slot`, replacing the type there.
    @discardableResult
    private func install(_ value: Value, key: UInt, slot: Int) -> Value {
        if keys[slot] != 0 { values[slot] = value } else { (values + slot).initialize(to: value) }
        keys[slot] = key
        return value
    }
}
