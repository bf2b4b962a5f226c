/// The children of a `ForEach`'s node, kept by identity: each update matches the new identities to the
/// last ones, so a node (its state, its measured size) follows its element when the data moves, a new
/// identity gets a new node and a gone one is torn down. `ForEach` over data and `ForEach(subviews:)`
/// keep their children this one way.
struct IdentifiedChildren<ID: Hashable> {
    /// The children, in the data's order.
    private(set) var nodes: [ViewNode] = []
    /// Their identities, position for position.
    private var ids: [ID] = []

    /// No children yet.
    init() {}

    private init(nodes: [ViewNode], ids: [ID]) {
        self.nodes = nodes
        self.ids = ids
    }

    /// These children matched to `elements` (identified by `newIDs`, position for position): each
    /// element's view (`content`) is reconciled with the node its identity had. Tells `owner` its
    /// structure changed when an identity came, went or moved. Returns the new children rather than
    /// mutating in place, so the owner's children stay readable while the views reconcile (a mutation
    /// in progress would make any read of them from below an exclusivity violation).
    func updated<Elements: Sequence, V: View>(_ elements: Elements, ids newIDs: [ID], owner: ViewNode,
                                              content: (Elements.Element) -> V) -> IdentifiedChildren {
        var old: [ID: ViewNode] = [:]
        old.reserveCapacity(ids.count)
        for (id, node) in zip(ids, nodes) { old[id] = node }
        var next: [ViewNode] = []
        next.reserveCapacity(newIDs.count)
        for (offset, element) in elements.enumerated() {
            next.append(owner.reconcile(old.removeValue(forKey: newIDs[offset]), with: content(element)))
        }
        for stale in old.values { stale.teardown() }
        if !old.isEmpty || newIDs != ids { owner.structureChanged() }
        return IdentifiedChildren(nodes: next, ids: newIDs)
    }
}
