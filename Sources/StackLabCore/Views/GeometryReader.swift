import FrameProf
import Foundation

/// Takes all the space it is offered and builds its content during layout from that size, as SwiftUI's
/// `GeometryReader` does (10×10 when asked for its ideal size). Content is placed at its top-leading corner.
nonisolated public struct GeometryReader<Content: View>: View, PrimitiveView {
    /// Builds the content from the reader's geometry.
    public var content: (GeometryProxy) -> Content

    /// Creates a reader.
    public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) {
        self.content = content
    }

    /// Primitive: no body.
    public var body: Never { primitiveBody() }

    package func makeNode(in graph: ViewGraph) -> ViewNode { GeometryReaderNode(graph: graph, view: self) }
}

/// The node of a `GeometryReader`.
final class GeometryReaderNode<Content: View>: ViewNode, VisibilityObserver {
    private var build: (GeometryProxy) -> Content
    private var child: ViewNode?
    private let bodyName: SignpostName
    private var scrollView = ScrollViewLink()

    init(graph: ViewGraph, view: GeometryReader<Content>) {
        build = view.content
        bodyName = graph.names.signpostName(for: GeometryReader<Content>.self)
        super.init(graph: graph, viewType: GeometryReader<Content>.self)
        layoutName = bodyName
    }

    override func update(_ view: any View) {
        guard let view = viewValue(view, as: GeometryReader<Content>.self) else { return }
        build = view.content
        // The content is built during placement, so a new closure needs placing again, not measuring.
        markPathNeedsPlacement(from: self)
    }

    override func forEachChild(_ body: (ViewNode) -> Void) {
        if let child { body(child) }
    }

    override func computeSize(_ proposal: ProposedSize) -> Size {
        proposal.replacingUnspecified(with: Size(width: 10, height: 10))
    }

    override func placeContent(in rect: Rect) {
        // A reader inside a scroll view is built again when it scrolls (its visible rectangle changed).
        let scrolls = scrollView.resolve(for: self) != nil
        graph.stats.recordBody(bodyName)
        graph.outputChanges.pointee &+= 1
        let cause = child == nil ? graph.causes.firstAppearance : scrolls ? graph.causes.scrollOffset : graph.causes.geometry
        let view = graph.work.body(bodyName, cause: cause) { build(GeometryProxy(placed: rect, visible: graph.visibleRect, node: self)) }
        child = reconcile(child, with: view)
        guard let child else { return }
        let size = child.measure(ProposedSize(rect.size))
        child.place(in: Rect(origin: rect.origin, size: size))
    }
}
