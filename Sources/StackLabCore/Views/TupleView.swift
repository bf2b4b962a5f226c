/// Several views side by side in a builder — SwiftUI's `TupleView`, whose `value` is the tuple of views;
/// a stack lays each of them out as its own child.
nonisolated public struct TupleView<T>: View, PrimitiveView {
    /// The views, boxed: copying or destroying a tuple of a parameter pack looks its metadata up each
    /// time (`swift_getTupleTypeMetadata`), and builders, nodes and existentials copy views often;
    /// copying a box is a retain.
    @usableFromInline var storage: TupleStorage<T>

    /// The tuple of views.
    public var value: T {
        get { storage.value }
        set { storage = TupleStorage(reflecting: newValue) }
    }

    /// Wraps a tuple of views (its elements that are views are laid out, in order).
    public init(_ value: T) {
        storage = TupleStorage(reflecting: value)
    }

    /// Wraps the views of a builder block. Inlinable, as the builder is: in the module that writes the
    /// block the views' types are known, so the box's type and the list of views are built there
    /// without asking the runtime for the metadata of a tuple, the box and the view on every body.
    @inlinable
    init<each Content: View>(packing content: repeat each Content) where T == (repeat each Content) {
        storage = TupleStorage(packing: repeat each content)
    }

    /// Primitive: no body.
    public var body: Never { primitiveBody() }

    /// The views as existentials, in order.
    package var elements: [any View] { storage.elements }

    /// Inlined into the conformance's witness, which is handed this type's metadata: the method alone
    /// knows only `T`'s, and asked the runtime for this type's on every node.
    @inline(__always)
    package func makeNode(in graph: ViewGraph) -> ViewNode { GroupNode(graph: graph, view: self, list: Self.self) }
}

/// The tuple a `TupleView` holds and its views in order, shared by its copies; views are values and
/// never change it. Generic over the tuple's type rather than the pack of its elements, so that
/// destroying it reads the tuple's metadata from the box's own instead of building it.
@usableFromInline
final class TupleStorage<T> {
    /// The views, in order: listed once, where the box is made.
    @usableFromInline let elements: [any View]
    /// The tuple.
    @usableFromInline let value: T

    /// The tuple of a builder block, whose elements the pack names.
    @inlinable
    init<each Content: View>(packing content: repeat each Content) where T == (repeat each Content) {
        // Made at the pack's size: appending grew the array from empty, a reallocation for every second
        // view of every block of every body.
        var count = 0
        for _ in repeat each content { count += 1 }
        var views: [any View] = []
        views.reserveCapacity(count)
        for element in repeat each content { views.append(element) }
        elements = views
        value = (repeat each content)
    }

    /// A tuple a team built itself (`TupleView((a, b))`): its elements are found by reflection.
    init(reflecting value: T) {
        if let view = value as? any View {
            elements = [view]
        } else {
            elements = Mirror(reflecting: value).children.compactMap { $0.value as? any View }
        }
        self.value = value
    }
}

/// Views that contribute a list of child views rather than one child: tuples, optionals, conditionals.
package protocol ViewList {
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
    package var elements: [any View] { [] }
}
