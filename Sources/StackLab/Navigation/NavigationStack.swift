@_spi(Nodes) import StackLabCore
import StackLabContent

/// A stack of screens with a navigation bar (SwiftUI's `NavigationStack`). The lab shows its root
/// screen below the bar, as a phone shows it when the stack appears: the bar is 44 pt, 96 pt with a
/// large title, 52 pt more with a search field, and none when hidden (`BarMetrics`). Screens pushed
/// later (links, a path) are not on screen while the root's list is recorded; the `screen-open`
/// scenario prices a push.
nonisolated public struct NavigationStack<Data, Root: View>: View, PrimitiveView {
    let root: Root

    /// A stack whose path SwiftUI keeps.
    public init(@ViewBuilder root: () -> Root) where Data == NavigationPath {
        self.root = root()
    }

    /// A stack whose path is bound to a `NavigationPath` (the lab shows the root).
    public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Root) where Data == NavigationPath {
        self.root = root()
    }

    /// A stack whose path is bound to a collection of values (the lab shows the root).
    public init(path: Binding<Data>, @ViewBuilder root: () -> Root)
        where Data: MutableCollection, Data: RandomAccessCollection, Data: RangeReplaceableCollection, Data.Element: Hashable {
        self.root = root()
    }

    /// Primitive: the root screen below a navigation bar.
    public var body: Never { primitiveBody() }

    package func makeNode(in graph: ViewGraph) -> ViewNode {
        BarContainerNode(graph: graph, view: self, bars: .navigation) { ($0.root, false) }
    }
}

