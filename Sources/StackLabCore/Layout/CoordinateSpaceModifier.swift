/// Names a view's coordinate space so that frames below can be measured in it (the `coordinateSpace`
/// modifiers): laid out exactly as its content.
nonisolated struct CoordinateSpaceView<Content: View>: View, PrimitiveView {
    let content: Content
    let name: AnyHashable

    var body: Never { primitiveBody() }

    func makeNode(in graph: ViewGraph) -> ViewNode { CoordinateSpaceNode(graph: graph, view: self) }
}

/// The node of a named coordinate space: geometry readers below find it by its name.
class CoordinateSpaceNode: PassthroughNode {
    private(set) var name: AnyHashable

    init<Content: View>(graph: ViewGraph, view: CoordinateSpaceView<Content>) {
        name = view.name
        super.init(graph: graph, viewType: CoordinateSpaceView<Content>.self)
        content = reconcile(nil, with: view.content)
    }

    override func update(_ view: any View) {
        guard let view = view as? any CoordinateSpaceContent else { return }
        if view.spaceName != name {
            name = view.spaceName
            // Readers below measure in this space when they are placed.
            markPathNeedsPlacement(from: self)
        }
        content = reconcile(content, with: view.anyContent)
    }
}

/// Reads any `CoordinateSpaceView` whatever its content type.
protocol CoordinateSpaceContent {
    var spaceName: AnyHashable { get }
    var anyContent: any View { get }
}

extension CoordinateSpaceView: CoordinateSpaceContent {
    var spaceName: AnyHashable { name }
    var anyContent: any View { content }
}

extension View {
    /// Names this view's coordinate space `name`, for frames measured in `.named(name)` below
    /// (the iOS 13 spelling).
    nonisolated public func coordinateSpace<T>(name: T) -> some View where T: Hashable {
        CoordinateSpaceView(content: self, name: AnyHashable(name))
    }

    /// Names this view's coordinate space, for frames measured in it below.
    nonisolated public func coordinateSpace(_ name: NamedCoordinateSpace) -> some View {
        CoordinateSpaceView(content: self, name: name.name)
    }
}
