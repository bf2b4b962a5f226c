/// A node for views that are only a list of children (tuples, `EmptyView`): it has no size of its own.
/// Inside a stack its children are laid out one by one; standing alone it stacks them vertically.
package final class GroupNode: ViewNode {
    @exclusivity(unchecked) private(set) var items: [ViewNode] = []
    /// The view type, as the list it is: every later value has it too (a value of another type
    /// replaces the node), so its elements are read without a protocol cast.
    private let list: any ViewList.Type

    /// `list` is the view's own type (each maker passes `Self.self`), so it is the node's view type too.
    package init(graph: ViewGraph, view: any View, list: any ViewList.Type) {
        self.list = list
        super.init(graph: graph, viewType: list)
        update(view)
    }

    package override func update(_ view: any View) {
        let elements = list.elements(of: view)
        var next: [ViewNode] = []
        next.reserveCapacity(elements.count)
        for (index, element) in elements.enumerated() {
            next.append(reconcile(index < items.count ? items[index] : nil, with: element))
        }
        if items.count > elements.count {
            for stale in items[elements.count...] { stale.teardown() }
            structureChanged()
        }
        items = next
    }

    package override func forEachChild(_ body: (ViewNode) -> Void) {
        for item in items { body(item) }
    }

    package override func flatten(into list: inout [ViewNode]) {
        for item in items { item.flatten(into: &list) }
    }

    package override func computeSize(_ proposal: ProposedSize) -> Size {
        StackEngine(axis: .vertical, spacing: nil).size(for: proposal, children: LayoutSubviews(nodes: flattened))
    }

    package override func placeContent(in rect: Rect) {
        StackEngine(axis: .vertical, spacing: nil).place(LayoutSubviews(nodes: flattened), in: rect, minorFraction: 0.5)
    }

    private var flattened: [ViewNode] {
        var list: [ViewNode] = []
        flatten(into: &list)
        return list
    }
}
