/// A node as what may outlive it sees it: its body's observation trackings, its `@State` and
/// `@Environment` storage, the graph's registries of row containers, scroll views and preference
/// observers. The node clears the link as it goes, so a holder finds nil instead of a dangling node.
///
/// A weak reference would do the same, but it gives the node a side table, and every later retain and
/// release of the node then takes the runtime's slow path (`incrementSlow`, `doDecrementSlow`): a body's
/// tracking gave one to every view with a body, about 2 % of a lazy stack's scrub. Read and cleared on
/// the graph's thread, where nodes go and where the trackings' callbacks run (they mark the graph's views
/// dirty, which is not locked either).
@_spi(Nodes) public final class NodeLink {
    /// The node, until it is deinitialized.
    unowned(unsafe) var node: ViewNode?

    init(_ node: ViewNode) {
        self.node = node
    }

    /// The node as the view with a body it was linked for: trackings and state belong to such views.
    var compositeNode: CompositeNode? {
        node.map { unsafeDowncast($0, to: CompositeNode.self) }
    }
}
