/// A piece of user interface described as a value. A view either has a `body` made of other views, or
/// is one of StackLab's primitives (Text, Color, Spacer, stacks, modifiers…), whose body is `Never`.
///
/// Views are cheap descriptions: the runtime (`ViewGraph`) keeps one node per view identity, re-evaluates
/// a body only when its state changed or its inputs differ, and times every evaluation with a signpost
/// named after the view's full type.
@MainActor @preconcurrency
public protocol View {
    /// The type of the view's content.
    associatedtype Body: View
    /// The view's content, evaluated by the runtime on the main actor.
    @ViewBuilder @MainActor @preconcurrency var body: Body { get }
}

extension Never: View {
    /// Primitive views have no body.
    public var body: Never { fatalError("Never has no body") }
}

/// Implemented by StackLab's built-in views: they become runtime nodes directly instead of through a body.
package protocol PrimitiveView {
    /// Creates the node that keeps this view's identity alive in `graph`.
    func makeNode(in graph: ViewGraph) -> ViewNode
}

extension PrimitiveView {
    /// `makeNode(in:)` of `view`, known to be a `Self` (the graph found this type from the view's own
    /// type).
    static func makeNode(for view: any View, in graph: ViewGraph) -> ViewNode {
        withView(view, as: Self.self) { $0.makeNode(in: graph) }
    }
}

extension View {
    /// Primitive views have no body; the runtime never asks for one. On every view rather than only
    /// primitive ones, for views primitive under a condition (`LayoutView` over a lab layout).
    package nonisolated func primitiveBody() -> Never { fatalError("\(Self.self) is a primitive view and has no body") }
}

/// `body` applied to `view`, which the caller knows to be a `T` (its type was looked up from the view's
/// own), read in place: even a cast to the concrete type cost a `swift_dynamicCast` per node made.
package func withView<T, R>(_ view: any View, as type: T.Type, _ body: (T) -> R) -> R {
    func read<V: View>(_ view: V) -> R {
        precondition(V.self == T.self, "a \(V.self) was taken for a \(T.self)")
        return withUnsafePointer(to: view) { $0.withMemoryRebound(to: T.self, capacity: 1) { body($0.pointee) } }
    }
    return read(view)
}

/// `body` applied to `view` as a `T` when its type is exactly `T`, else nil, read in place: how a node
/// reads the new value of its own view type on update, where a `swift_dynamicCast` cost more than the
/// comparison it guarded.
package func withViewValue<T, R>(_ view: any View, as type: T.Type, _ body: (T) -> R) -> R? {
    guard ObjectIdentifier(Swift.type(of: view)) == ObjectIdentifier(T.self) else { return nil }
    return withView(view, as: T.self, body)
}

/// `view` as a `T` when its type is exactly `T`, copied out.
package func viewValue<T>(_ view: any View, as type: T.Type) -> T? {
    withViewValue(view, as: T.self) { $0 }
}
