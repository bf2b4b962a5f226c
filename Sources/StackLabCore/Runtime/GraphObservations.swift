import FrameProf

/// What a graph saw happen that no interval says: the content heights a client was told, layout passes
/// found invalid, rows cut off. The runner turns each transaction's into trace counters; the content
/// heights stay for the whole run.
package final class GraphObservations {
    /// Observations of the running transaction, in order.
    private var pending: [(kind: TraceCounter.Kind, value: Double)] = []
    /// Every content height the client observed, in order.
    package private(set) var contentHeights: [Double] = []

    /// The URLs and asset names of pictures priced at the profile's default size for want of a
    /// registered one.
    package private(set) var unregisteredImages: Set<String> = []

    /// Nothing observed yet.
    init() {}

    /// A picture keyed `key` (a URL, `asset:` and a name) had no registered size; the first time it is
    /// met, the transaction records how many such pictures there are now.
    package func unregisteredImage(_ key: String) {
        guard unregisteredImages.insert(key).inserted else { return }
        record(.unregisteredImages, Double(unregisteredImages.count))
    }

    /// Records an observation for the running transaction.
    func record(_ kind: TraceCounter.Kind, _ value: Double) {
        pending.append((kind, value))
        if kind == .contentHeight { contentHeights.append(value) }
    }

    /// Hands each observation of the transaction to `body`, then forgets them all; the storage is kept,
    /// so a transaction that records its counters allocates nothing here.
    func drain(_ body: (TraceCounter.Kind, Double) -> Void) {
        for (kind, value) in pending { body(kind, value) }
        pending.removeAll(keepingCapacity: true)
    }
}
