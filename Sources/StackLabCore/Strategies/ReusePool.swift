/// A collection view's reuse queues: row nodes that left the screen wait here, keyed by the row's view
/// type (its reuse identifier), to be reconfigured for the next row of that type instead of rebuilt.
struct ReusePool {
    /// Nodes kept per view type; more than this are destroyed.
    let capacityPerType: Int
    private var queues: [ObjectIdentifier: [(node: ViewNode, drawn: DrawnFootprint)]] = [:]
    /// What the waiting containers keep drawn, all queues together.
    private(set) var drawn = DrawnFootprint()

    init(capacityPerType: Int) {
        self.capacityPerType = capacityPerType
    }

    /// The reuse key of `view`: the wrapped type of a type-erased row.
    static func key(of view: any View) -> ObjectIdentifier {
        ObjectIdentifier(rowType(of: view))
    }

    /// The type of a row's view, looking through type erasure: what a cell's reuse identifier names.
    static func rowType(of view: any View) -> any View.Type {
        type(of: (view as? AnyView)?.wrapped ?? view)
    }

    /// The reuse key of a row node: the type it was built for, looking through type erasure.
    static func key(of node: ViewNode) -> ObjectIdentifier {
        ((node as? AnyViewNode)?.content ?? node).viewType
    }

    /// How many nodes wait in all queues.
    var count: Int { queues.values.reduce(0) { $0 + $1.count } }

    /// Takes a node waiting for `key`, if any.
    mutating func dequeue(_ key: ObjectIdentifier) -> ViewNode? {
        guard let entry = queues[key]?.popLast() else { return nil }
        drawn.add(entry.drawn, sign: -1)
        // Sums of areas drift by rounding as they come and go: an empty pool keeps nothing drawn.
        if count == 0 { drawn = DrawnFootprint() }
        return entry.node
    }

    /// Keeps `node` for reuse under `key`, with what it keeps drawn while it waits; returns false (the
    /// caller destroys it) when the queue is full.
    mutating func enqueue(_ node: ViewNode, key: ObjectIdentifier) -> Bool {
        guard queues[key, default: []].count < capacityPerType else { return false }
        let footprint = DrawnFootprint(of: node)
        queues[key, default: []].append((node, footprint))
        drawn.add(footprint)
        return true
    }
}
