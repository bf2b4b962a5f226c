import FrameProf

/// The operations a device profile prices, as the cost account books them: the profile's price keys
/// (`DeviceProfile.Prices.Key`), the per-type body, measure and place, and the render server's frame.
enum CostOperation {
    /// Slots: the price keys by raw value, then body, measure, place and render.
    static let count = DeviceProfile.Prices.Key.allCases.count + 4
    static let body = DeviceProfile.Prices.Key.allCases.count
    static let measure = body + 1
    static let place = body + 2
    static let render = body + 3

    /// The slot of a per-type operation.
    @inline(__always)
    static func slot(_ operation: TypePrices.Operation) -> Int {
        switch operation {
        case .body: body
        case .measure: measure
        case .place: place
        }
    }

    /// `key(_:)` of every slot, made once.
    static let keys = (0..<count).map(key)
    /// `label(_:)` of every slot, made once.
    static let labels = (0..<count).map(label)

    /// The price key a slot stands for, as profile files and `summary.json` name it.
    static func key(_ slot: Int) -> String {
        switch slot {
        case body: "body"
        case measure: "measure"
        case place: "place"
        case render: "render"
        default: DeviceProfile.Prices.Key(rawValue: slot)!.name
        }
    }

    /// What reports call the operation of a slot: `self-sizing 4.1, node creation 3.9, commit 3.5`.
    static func label(_ slot: Int) -> String {
        switch slot {
        case body: return "body"
        case measure: return "measure"
        case place: return "place"
        case render: return "render"
        default: break
        }
        switch DeviceProfile.Prices.Key(rawValue: slot)! {
        case .allocation: return "allocations in body"
        case .string: return "strings built"
        case .glyph: return "text glyphs"
        case .line: return "text lines"
        case .node: return "node creation"
        case .state: return "state slots"
        case .reconcile: return "diffing"
        case .transaction: return "run loop"
        case .preference: return "preference handlers"
        case .hostingController: return "hosting controller"
        case .computePer1000: return "computation"
        case .cellDequeue: return "cell dequeue"
        case .hostingConfiguration: return "hosting configuration"
        case .selfSizing: return "self-sizing"
        case .cellReconfigure: return "cell reconfigure"
        case .forEachDiff: return "ForEach diffing"
        case .contentSize: return "content size"
        case .contentOffset: return "content offset"
        case .commitPerLayer: return "commit"
        case .symbolImage: return "symbol images"
        case .imageDecodePerMegapixel: return "image decoding"
        case .navigationPush: return "navigation push"
        }
    }
}

/// Modeled nanoseconds of the running transaction, by operation and by the type whose work each charge
/// was (the view whose body built it, or the layout that measured or placed it; `frameOwner` for the
/// frame's own work). The runner drains it at every commit into the trace and the price ledger. Arrays indexed
/// by slot and by signpost name id, so a charge adds twice and hashes nothing.
final class CostAccount {
    /// Nanoseconds by operation slot; raw memory, so a charge adds without a uniqueness check.
    private let operations: UnsafeMutablePointer<UInt64>
    /// Nanoseconds by signpost name id, grown on the slow path when a new id is charged.
    @exclusivity(unchecked) private var types: UnsafeMutablePointer<UInt64>
    @exclusivity(unchecked) private var typeCapacity: Int
    /// The names charged since the last drain, in the order of their first charge.
    @exclusivity(unchecked) private var touched: [SignpostName] = []

    /// The owner of work that belongs to no view: the run loop, preference handlers, commit and render.
    static let frameOwner = SignpostName(TraceModeledCost.frameKey)

    init() {
        operations = .allocate(capacity: CostOperation.count)
        operations.initialize(repeating: 0, count: CostOperation.count)
        typeCapacity = 256
        types = .allocate(capacity: typeCapacity)
        types.initialize(repeating: 0, count: typeCapacity)
    }

    deinit {
        operations.deallocate()
        types.deallocate()
    }

    /// Books `ns` to operation `slot` and type `owner`.
    @inline(__always)
    func add(_ slot: Int, owner: SignpostName, _ ns: UInt64) {
        guard ns != 0 else { return }
        operations[slot] &+= ns
        let index = Int(owner.id)
        if index < typeCapacity, types[index] != 0 {
            types[index] &+= ns
        } else {
            addFirst(owner, ns)
        }
    }

    @inline(never)
    private func addFirst(_ owner: SignpostName, _ ns: UInt64) {
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
    func drain(operation: (Int, UInt64) -> Void, type: (SignpostName, UInt64) -> Void) {
        for slot in 0..<CostOperation.count where operations[slot] != 0 {
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
