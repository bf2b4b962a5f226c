/// A piece of user interface described as a value. A view either has a `body` made of other views, or
/// is one of StackLab's primitives (Text, Color, Spacer, stacks, modifiers…), whose body is `Never`.
///
/// Views are cheap descriptions: the runtime (`ViewGraph`) keeps one node per view identity, re-evaluates
/// a body only when its state changed or its inputs differ, and times every evaluation with a signpost
/// named after the view's full type.
public protocol View {
    /// The type of the view's content.
    associatedtype Body: View
    /// The view's content, evaluated by the runtime.
    @ViewBuilder var body: Body { get }
}

extension Never: View {
    /// Primitive views have no body.
    public var body: Never { fatalError("Never has no body") }
}

/// Implemented by StackLab's built-in views: they become runtime nodes directly instead of through a body.
protocol PrimitiveView {
    /// Creates the node that keeps this view's identity alive in `graph`.
    func makeNode(in graph: ViewGraph) -> ViewNode
}

extension PrimitiveView {
    /// `makeNode(in:)` of `view`, known to be a `Self`: a cast to a concrete type compares metadata,
    /// where a cast to the protocol searches conformances.
    static func makeNode(for view: any View, in graph: ViewGraph) -> ViewNode {
        (view as! Self).makeNode(in: graph)
    }

    /// Primitive views have no body; the runtime never asks for one.
    func primitiveBody() -> Never { fatalError("\(Self.self) is a primitive view and has no body") }
}
