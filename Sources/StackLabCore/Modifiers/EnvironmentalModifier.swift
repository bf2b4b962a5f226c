/// A modifier that becomes another modifier once it sees the environment it is applied in (a card style
/// that depends on the colour scheme): the runtime calls `resolve(in:)` and applies the result, and
/// resolves it again when the environment changes.
public protocol EnvironmentalModifier: ViewModifier where Body == Never {
    /// The modifier it resolves to.
    associatedtype ResolvedModifier: ViewModifier
    /// The modifier to apply in `environment`.
    func resolve(in environment: EnvironmentValues) -> ResolvedModifier
}

extension EnvironmentalModifier {
    nonisolated func resolvedView<Content: View>(content: Content, in environment: EnvironmentValues) -> any View {
        nonisolated(unsafe) let modifier = self
        nonisolated(unsafe) let environment = environment
        let resolved = onLabMainActor { modifier.resolve(in: environment) }
        return ModifiedContent(content: content, modifier: resolved)
    }
}

/// The node of a view modified by an environmental modifier: its child is the content with the
/// resolved modifier, resolved again with each new value and each environment change.
final class EnvironmentalModifierNode<Content: View, Modifier: ViewModifier>: PassthroughNode {
    private var view: ModifiedContent<Content, Modifier>

    init(graph: ViewGraph, view: ModifiedContent<Content, Modifier>) {
        self.view = view
        super.init(graph: graph, viewType: ModifiedContent<Content, Modifier>.self)
        content = reconcile(nil, with: resolved())
    }

    private func resolved() -> any View {
        guard let modifier = view.modifier as? any EnvironmentalModifier else { return view.content }
        return modifier.resolvedView(content: view.content, in: environment)
    }

    override func update(_ view: any View) {
        guard let view = viewValue(view, as: ModifiedContent<Content, Modifier>.self) else { return }
        self.view = view
        content = reconcile(content, with: resolved())
    }

    override func environmentChanged(from old: EnvironmentValues) {
        content = reconcile(content, with: resolved())
        super.environmentChanged(from: old)
    }

    override func flatten(into list: inout [ViewNode]) {
        content?.flatten(into: &list)
    }
}
