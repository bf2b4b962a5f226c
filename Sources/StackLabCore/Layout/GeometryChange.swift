import Foundation

/// Runs an action when a value computed from a view's geometry changes (the `onGeometryChange`
/// modifiers): laid out as its content. After each layout pass the value is computed from the view's
/// placed frame and, when it differs from the last one (or first appears), the action runs before the
/// frame commits, as `onPreferenceChange`'s do — with the same bound on handlers per frame.
nonisolated struct GeometryChangeView<Content: View, T: Equatable>: View, PrimitiveView {
    let content: Content
    let transform: (GeometryProxy) -> T
    let action: (T, T) -> Void

    var body: Never { primitiveBody() }

    func makeNode(in graph: ViewGraph) -> ViewNode { GeometryChangeNode<Content, T>(graph: graph, view: self) }
}

/// The node of a `GeometryChangeView`.
final class GeometryChangeNode<Content: View, T: Equatable>: PassthroughNode, PreferenceObserving {
    private var transform: (GeometryProxy) -> T
    private var action: (T, T) -> Void
    private var last: T?
    private var placed = false

    init(graph: ViewGraph, view: GeometryChangeView<Content, T>) {
        transform = view.transform
        action = view.action
        super.init(graph: graph, viewType: GeometryChangeView<Content, T>.self)
        content = reconcile(nil, with: view.content)
        graph.preferenceObservers.append(link)
    }

    override func update(_ view: any View) {
        guard let view = viewValue(view, as: GeometryChangeView<Content, T>.self) else { return }
        transform = view.transform
        action = view.action
        content = reconcile(content, with: view.content)
    }

    override func placeContent(in rect: Rect) {
        placed = true
        super.placeContent(in: rect)
    }

    func takeChange() -> PreferenceDelivery? {
        guard placed else { return nil }
        let value = transform(GeometryProxy(placed: frame, visible: graph.visibleRect, node: self))
        let previous = last
        guard previous != value else { return nil }
        last = value
        let action = self.action
        return PreferenceDelivery(key: "onGeometryChange(\(T.self))") { action(previous ?? value, value) }
    }
}

extension View {
    /// Runs `action` with the new value whenever `transform` of the view's geometry changes (and when
    /// the view is first laid out), before the frame commits.
    nonisolated public func onGeometryChange<T>(for type: T.Type, of transform: @escaping (GeometryProxy) -> T,
                                                action: @escaping (_ newValue: T) -> Void) -> some View where T: Equatable {
        GeometryChangeView(content: self, transform: transform, action: { _, new in action(new) })
    }

    /// Runs `action` with the old and new values whenever `transform` of the view's geometry changes.
    nonisolated public func onGeometryChange<T>(for type: T.Type, of transform: @escaping (GeometryProxy) -> T,
                                                action: @escaping (_ oldValue: T, _ newValue: T) -> Void) -> some View where T: Equatable {
        GeometryChangeView(content: self, transform: transform, action: action)
    }
}
