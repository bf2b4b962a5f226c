/// Several views side by side in a builder — SwiftUI's `TupleView`, whose `value` is the tuple of views;
/// a stack lays each of them out as its own child.
nonisolated public struct TupleView<T>: View, PrimitiveView {
    /// The views, boxed: copying or destroying a tuple of a parameter pack looks its metadata up each
    /// time (`swift_getTupleTypeMetadata`), and builders, nodes and existentials copy views often;
    /// copying a box is a retain.
    private var storage: any TupleElements

    /// The tuple of views.
    public var value: T {
        get { storage.tuple as! T }
        set { storage = ReflectedTupleStorage(newValue) }
    }

    /// Wraps a tuple of views (its elements that are views are laid out, in order).
    public init(_ value: T) {
        storage = ReflectedTupleStorage(value)
    }

    /// Wraps the views of a builder block.
    init<each Content: View>(packing content: repeat each Content) where T == (repeat each Content) {
        storage = PackTupleStorage(repeat each content)
    }

    /// Primitive: no body.
    public var body: Never { primitiveBody() }

    /// The views as existentials, in order.
    var elements: [any View] { storage.elements }

    func makeNode(in graph: ViewGraph) -> ViewNode { GroupNode(graph: graph, view: self, list: Self.self) }
}

/// The tuple a `TupleView` holds, shared by its copies; views are values and never change it.
protocol TupleElements: AnyObject {
    /// The tuple.
    var tuple: Any { get }
    /// Its views, in order.
    var elements: [any View] { get }
}

/// The tuple of a builder block, whose elements the pack names.
final class PackTupleStorage<each Content: View>: TupleElements {
    let value: (repeat each Content)

    init(_ content: repeat each Content) {
        value = (repeat each content)
    }

    var tuple: Any { value }

    var elements: [any View] {
        var result: [any View] = []
        for element in repeat each value { result.append(element) }
        return result
    }
}

/// A tuple a team built itself (`TupleView((a, b))`): its elements are found by reflection.
final class ReflectedTupleStorage<T>: TupleElements {
    let value: T

    init(_ value: T) {
        self.value = value
    }

    var tuple: Any { value }

    var elements: [any View] {
        if let view = value as? any View { return [view] }
        return Mirror(reflecting: value).children.compactMap { $0.value as? any View }
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
