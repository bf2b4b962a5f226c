/// Runs actions when its identity appears (its node is created) and disappears (torn down), after the
/// transaction that did it — `.onAppear` and `.onDisappear`.
nonisolated struct LifecycleView<Content: View>: View, PrimitiveView {
    /// The wrapped view.
    let content: Content
    /// Run after the transaction that created the view.
    let onAppear: (() -> Void)?
    /// Run after the transaction that destroyed the view.
    let onDisappear: (() -> Void)?

    /// Primitive: no body.
    var body: Never { primitiveBody() }

    func makeNode(in graph: ViewGraph) -> ViewNode { LifecycleNodeImpl(graph: graph, view: self) }
}

/// The node of a `LifecycleView`.
final class LifecycleNodeImpl<Content: View>: PassthroughNode {
    private(set) var onDisappear: (() -> Void)?
    private var onAppear: (() -> Void)?

    override var disappearAction: (() -> Void)? { onDisappear }

    init(graph: ViewGraph, view: LifecycleView<Content>) {
        onDisappear = view.onDisappear
        onAppear = view.onAppear
        super.init(graph: graph, viewType: LifecycleView<Content>.self)
        content = reconcile(nil, with: view.content)
        if let appear = view.onAppear { graph.afterCommit.append(appear) }
    }

    override func update(_ view: any View) {
        guard let view = viewValue(view, as: LifecycleView<Content>.self) else { return }
        onDisappear = view.onDisappear
        onAppear = view.onAppear
        content = reconcile(content, with: view.content)
    }

    override func rowDidLeave(discardingState: Bool) {
        if let onDisappear { graph.afterCommit.append(onDisappear) }
        super.rowDidLeave(discardingState: discardingState)
    }

    override func rowDidAppear() {
        if let onAppear { graph.afterCommit.append(onAppear) }
        super.rowDidAppear()
    }
}

extension View {
    /// Runs `action` after the transaction in which this view appears.
    nonisolated public func onAppear(perform action: (() -> Void)? = nil) -> some View {
        LifecycleView(content: self, onAppear: action, onDisappear: nil)
    }

    /// Runs `action` after the transaction in which this view disappears.
    nonisolated public func onDisappear(perform action: (() -> Void)? = nil) -> some View {
        LifecycleView(content: self, onAppear: nil, onDisappear: action)
    }
}
