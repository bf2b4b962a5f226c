/// A reusable modifier, as in SwiftUI: its body wraps the content it is applied to
/// (`.modifier(CardStyle())`). Its body runs like a view's, and reports name the modifier's type.
@MainActor @preconcurrency
public protocol ViewModifier {
    /// The type of the modified view.
    associatedtype Body: View
    /// The content the modifier is applied to, as its body sees it.
    typealias Content = ViewModifierContent<Self>
    /// The modified view.
    @ViewBuilder @MainActor @preconcurrency func body(content: Content) -> Body
}

/// The content a `ViewModifier`'s body wraps: the view the modifier was applied to.
nonisolated public struct ViewModifierContent<Modifier: ViewModifier>: View, PrimitiveView {
    let wrapped: any View

    /// Primitive: no body.
    public var body: Never { primitiveBody() }

    func makeNode(in graph: ViewGraph) -> ViewNode { ModifierContentNode(graph: graph, view: self) }
}

/// The node of a modifier's content: a passthrough to the wrapped view's node.
final class ModifierContentNode<Modifier: ViewModifier>: PassthroughNode {
    init(graph: ViewGraph, view: ViewModifierContent<Modifier>) {
        super.init(graph: graph, viewType: ViewModifierContent<Modifier>.self)
        content = reconcile(nil, with: view.wrapped)
    }

    override func update(_ view: any View) {
        guard let view = viewValue(view, as: ViewModifierContent<Modifier>.self) else { return }
        content = reconcile(content, with: view.wrapped)
    }

    override func flatten(into list: inout [ViewNode]) {
        content?.flatten(into: &list)
    }
}

/// A view with a modifier applied.
public struct ModifiedContent<Content, Modifier> {
    /// The view.
    public var content: Content
    /// The modifier.
    public var modifier: Modifier

    /// Applies `modifier` to `content`.
    public init(content: Content, modifier: Modifier) {
        self.content = content
        self.modifier = modifier
    }
}

extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
    /// The modifier's body around the content.
    public var body: Modifier.Body {
        modifier.body(content: ViewModifierContent(wrapped: content))
    }
}

extension ModifiedContent: Equatable where Content: Equatable, Modifier: Equatable {}

extension ModifiedContent: ReportedAsModifier where Content: View, Modifier: ViewModifier {
    static var reportedType: Any.Type { Modifier.self }
}

/// Views reported under another type's name: a modified view's body is its modifier's.
protocol ReportedAsModifier {
    static var reportedType: Any.Type { get }
}

extension View {
    /// Applies `modifier` to this view.
    nonisolated public func modifier<T: ViewModifier>(_ modifier: T) -> ModifiedContent<Self, T> {
        ModifiedContent(content: self, modifier: modifier)
    }
}
