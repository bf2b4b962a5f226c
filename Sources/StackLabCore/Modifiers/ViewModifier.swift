/// A reusable modifier, as in SwiftUI: its body wraps the content it is applied to
/// (`.modifier(CardStyle())`). Its body runs like a view's, and reports name the modifier's type.
@MainActor @preconcurrency
public protocol ViewModifier {
    /// The type of the modified view.
    associatedtype Body: View
    /// The modified view.
    @ViewBuilder @MainActor @preconcurrency func body(content: Content) -> Body
    /// The content the modifier is applied to, as its body sees it.
    typealias Content = _ViewModifier_Content<Self>
}

extension ViewModifier where Body == Never {
    /// Primitive modifiers have no body: the runtime applies them itself.
    public func body(content: Content) -> Never {
        fatalError("\(Self.self) is a primitive modifier and has no body")
    }
}

/// The content a `ViewModifier`'s body wraps: the view the modifier was applied to.
nonisolated public struct _ViewModifier_Content<Modifier: ViewModifier>: View, PrimitiveView {
    let wrapped: any View

    /// Primitive: no body.
    public var body: Never { primitiveBody() }

    package func makeNode(in graph: ViewGraph) -> ViewNode { ModifierContentNode(graph: graph, view: self) }
}

/// The node of a modifier's content: a passthrough to the wrapped view's node.
final class ModifierContentNode<Modifier: ViewModifier>: PassthroughNode {
    init(graph: ViewGraph, view: _ViewModifier_Content<Modifier>) {
        super.init(graph: graph, viewType: _ViewModifier_Content<Modifier>.self)
        content = reconcile(nil, with: view.wrapped)
    }

    override func update(_ view: any View) {
        guard let view = viewValue(view, as: _ViewModifier_Content<Modifier>.self) else { return }
        content = reconcile(content, with: view.wrapped)
    }

    override func flatten(into list: inout [ViewNode]) {
        content?.flatten(into: &list)
    }
}

/// A view with a modifier applied, or two modifiers applied in turn (`concat`).
public struct ModifiedContent<Content, Modifier> {
    /// The view.
    public var content: Content
    /// The modifier.
    public var modifier: Modifier

    /// Applies `modifier` to `content`.
    nonisolated public init(content: Content, modifier: Modifier) {
        self.content = content
        self.modifier = modifier
    }
}

extension ModifiedContent: Equatable where Content: Equatable, Modifier: Equatable {}

extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
    /// The modifier's body around the content.
    public var body: Modifier.Body {
        modifier.body(content: _ViewModifier_Content(wrapped: content))
    }
}

extension ModifiedContent: ViewModifier where Content: ViewModifier, Modifier: ViewModifier {
    /// The first modifier applied to `content`, then the second.
    public func body(content: _ViewModifier_Content<Self>) -> some View {
        content.modifier(self.content).modifier(modifier)
    }
}

extension ModifiedContent: ReportedAsModifier where Content: View, Modifier: ViewModifier {
    package static var reportedType: Any.Type { Modifier.self }
}

/// A view whose body is its `modifier` field's: that field's dynamic properties are the node's.
protocol ModifierBodyView {}

extension ModifiedContent: ModifierBodyView where Content: View, Modifier: ViewModifier {}

/// Views reported under another type's name: a modified view's body is its modifier's.
package protocol ReportedAsModifier {
    static var reportedType: Any.Type { get }
}

/// Modifiers with no body (`Body == Never`) that the runtime applies itself: each makes the node that
/// stands for its modified content. A modifier of the app's own with no body passes its content
/// through unchanged.
package protocol PrimitiveModifier {
    func makeNode<Content: View>(content: Content, in graph: ViewGraph) -> ViewNode
}

extension ModifiedContent: PrimitiveView where Content: View, Modifier: ViewModifier, Modifier.Body == Never {
    package func makeNode(in graph: ViewGraph) -> ViewNode {
        if let primitive = modifier as? any PrimitiveModifier { return primitive.makeNode(content: content, in: graph) }
        if modifier is any EnvironmentalModifier { return EnvironmentalModifierNode(graph: graph, view: self) }
        return ContentNode(graph: graph, view: self) { $0.content }
    }
}

extension View {
    /// Applies `modifier` to this view.
    nonisolated public func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> {
        ModifiedContent(content: self, modifier: modifier)
    }
}

extension ViewModifier {
    /// This modifier followed by `modifier`.
    nonisolated public func concat<T>(_ modifier: T) -> ModifiedContent<Self, T> {
        ModifiedContent(content: self, modifier: modifier)
    }

    /// This modifier with its transactions changed by `transform` (accepted: the lab commits each
    /// transaction's end state).
    nonisolated public func transaction(_ transform: @escaping (inout Transaction) -> Void) -> some ViewModifier { self }

    /// This modifier with its changes animated (accepted: the lab commits each transaction's end state).
    nonisolated public func animation(_ animation: Animation?) -> some ViewModifier { self }
}

/// A modifier that does nothing; `identity` is the one to start a chain of `concat`s from.
nonisolated public struct EmptyModifier: ViewModifier, PrimitiveModifier {
    /// The modifier that does nothing.
    public static let identity = EmptyModifier()

    /// No body.
    public typealias Body = Never

    /// The modifier that does nothing.
    nonisolated public init() {}

    /// No body.
    public func body(content: EmptyModifier.Content) -> EmptyModifier.Body {
        fatalError("EmptyModifier has no body")
    }

    package func makeNode<Content: View>(content: Content, in graph: ViewGraph) -> ViewNode {
        ContentNode(graph: graph, view: ModifiedContent(content: content, modifier: self)) { $0.content }
    }
}

extension EmptyModifier: Sendable {}

extension EmptyModifier: BitwiseCopyable {}
