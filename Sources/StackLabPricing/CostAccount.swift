import FrameProf

/// The cost account's slots: one per `PriceKey` raw value, the render server's prices sharing
/// `renderPerFrame`'s (`PriceKey.slot`).
package enum CostSlot {
    /// How many slots there are.
    package static let count = PriceKey.allCases.count
    /// The slot the render server's work is booked to.
    package static let render = PriceKey.renderPerFrame.slot
    /// `key(_:)` of every slot, made once.
    package static let keys = (0..<count).map(key)
    /// `label(_:)` of every slot, made once.
    package static let labels = (0..<count).map(label)

    /// The key a slot's costs carry in the trace, `summary.json` and the price ledger: its price key's
    /// field, or `render` for the render server's.
    static func key(_ slot: Int) -> String {
        slot == render ? "render" : PriceKey(rawValue: slot)!.declaration.field
    }

    /// What reports call a slot's operation: `self-sizing 4.1, node creation 3.9, commit 3.5`.
    static func label(_ slot: Int) -> String {
        PriceKey(rawValue: slot)!.declaration.label
    }
}

/// Modeled nanoseconds of the running transaction, by operation and by the type whose work each charge
/// was (the view whose body built it, or the layout that measured or placed it; `frameOwner` for the
/// frame's own work). The runner drains it at every commit into the trace and the price ledger. Arrays indexed
/// by slot and by signpost name id, so a charge adds twice and hashes nothing.
public final class CostAccount {
    /// Nanoseconds by operation slot; raw memory, so a charge adds without a uniqueness check.
    @usableFromInline let operations: UnsafeMutablePointer<UInt64>
    /// Nanoseconds by signpost name id, grown on the slow path when a new id is charged.
    @exclusivity(unchecked) @usableFromInline var types: UnsafeMutablePointer<UInt64>
    @exclusivity(unchecked) @usableFromInline var typeCapacity: Int
    /// The names charged since the last drain, in the order of their first charge.
    @exclusivity(unchecked) private var touched: [SignpostName] = []

    /// The owner of work that belongs to no view: the run loop, preference handlers, commit and render.
    package static let frameOwner = SignpostName(TraceModeledCost.frameKey)

    /// An empty account.
    init() {
        operations = .allocate(capacity: CostSlot.count)
        operations.initialize(repeating: 0, count: CostSlot.count)
        typeCapacity = 256
        types = .allocate(capacity: typeCapacity)
        types.initialize(repeating: 0, count: typeCapacity)
    }

    deinit {
        operations.deallocate()
        types.deallocate()
    }

    /// Books `ns` to operation `slot` and type `owner`.
    @inlinable @inline(__always)
    public func add(_ slot: Int, owner: SignpostName, _ ns: UInt64) {
        guard ns != 0 else { return }
        operations[slot] &+= ns
        let index = Int(owner.id)
        if index < typeCapacity, types[index] != 0 {
            types[index] &+= ns
        } else {
            addFirst(owner, ns)
        }
    }

    @inline(never) @usableFromInline
    func addFirst(_ owner: SignpostName, _ ns: UInt64) {
        let index = Int(owner.id)
        if index >= typeCapacity {
            let capacity = max(index + 1, typeCapacity * 2)
            let grown = UnsafeMutablePointer<UInt64>.allocate(capacity: capacity)
            grown.initialize(repeating: 0, count: capacity)
            grown.update(from: types, count: typeCapacity)
            types.deallocate()
            (types, typeCapacity) = (grown, capacity)
        }
        if types[index] == 0 { touched.append(owner) }
        types[index] &+= ns
    }

    /// Hands each operation slot and each type charged since the last drain to the closures (types in
    /// the order they were first charged), then starts over.
    package func drain(operation: (Int, UInt64) -> Void, type: (SignpostName, UInt64) -> Void) {
        for slot in 0..<CostSlot.count where operations[slot] != 0 {
            operation(slot, operations[slot])
            operations[slot] = 0
        }
        for name in touched {
            type(name, types[Int(name.id)])
            types[Int(name.id)] = 0
        }
        touched.removeAll(keepingCapacity: true)
    }
}
