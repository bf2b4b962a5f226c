/// Several views side by side in a builder; a stack lays each of them out as its own child.
public struct TupleView<each Content: View>: View, PrimitiveView {
    /// The views.
    public let value: (repeat each Content)

    /// Wraps the views.
    public init(_ value: repeat each Content) {
        self.value = (repeat each value)
    }

    /// Primitive: no body.
    public var body: Never { primitiveBody() }

    /// The views as existentials, in order.
    var elements: [any View] {
        var result: [any View] = []
        for element in repeat each value { result.append(element) }
        return result
    }

    func makeNode(in graph: ViewGraph) -> ViewNode { GroupNode(graph: graph, view: self) }
}

/// Views that contribute a list of child views rather than one child: tuples, optionals, conditionals.
protocol ViewList {
    /// The child views, in order; their position is their identity.
    var elements: [any View] { get }
}

extension TupleView: ViewList {}

extension EmptyView: ViewList {
    var elements: [any View] { [] }
}
