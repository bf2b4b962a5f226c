/// Several views side by side in a builder; a stack lays each of them out as its own child.
nonisolated public struct TupleView<each Content: View>: View, PrimitiveView {
    /// The views.
    public var value: (repeat each Content) { storage.value }

    /// The views, boxed: copying or destroying a tuple of a parameter pack looks its metadata up each
    /// time (`swift_getTupleTypeMetadata`), and builders, nodes and existentials copy views often;
    /// copying a box is a retain.
    private let storage: TupleStorage<repeat each Content>

    /// Wraps the views.
    public init(_ value: repeat each Content) {
        storage = TupleStorage(repeat each value)
    }

    /// Primitive: no body.
    public var body: Never { primitiveBody() }

    /// The views as existentials, in order.
    var elements: [any View] {
        var result: [any View] = []
        for element in repeat each storage.value { result.append(element) }
        return result
    }

    func makeNode(in graph: ViewGraph) -> ViewNode { GroupNode(graph: graph, view: self, list: Self.self) }
}

/// The tuple a `TupleView` holds, shared by its copies; views are values and never change it.
final class TupleStorage<each Content: View> {
    let value: (repeat each Content)

    init(_ value: repeat each Content) {
        self.value = (repeat each value)
    }
}

/// Views that contribute a list of child views rather than one child: tuples, optionals, conditionals.
protocol ViewList {
    /// The child views, in order; their position is their identity.
    var elements: [any View] { get }
}

extension ViewList {
    /// The elements of `view`, known to be a `Self` (a group node receives only values of the type it
    /// was built for): a cast to `any ViewList` searched the conformance tables.
    static func elements(of view: any View) -> [any View] {
        withView(view, as: Self.self) { $0.elements }
    }
}

extension TupleView: ViewList {}

extension EmptyView: ViewList {
    var elements: [any View] { [] }
}
