import FrameProf
import Foundation

/// The size and position a `GeometryReader` was given, handed to its content.
public struct GeometryProxy: Sendable, Equatable {
    /// The reader's frame in its scroll content's (or the screen's) coordinates.
    let placed: Rect
    /// The part of that space on screen: a reader inside a scroll view is built again when it scrolls,
    /// so content derived from the scroll position (a parallax) is computed locally.
    let visible: Rect

    /// The reader's size.
    public var size: CGSize { CGSize(width: placed.width, height: placed.height) }

    /// The safe area insets (none in the lab's full-screen scroll view).
    public var safeAreaInsets: EdgeInsets { EdgeInsets() }

    /// The reader's frame in `coordinateSpace`: its own (`.local`), or the screen's (`.global`, and
    /// named spaces, which the lab places at the screen's origin).
    public func frame(in coordinateSpace: CoordinateSpace) -> CGRect {
        switch coordinateSpace {
        case .local:
            return CGRect(x: 0, y: 0, width: placed.width, height: placed.height)
        case .global, .named:
            return CGRect(x: placed.minX - visible.minX, y: placed.minY - visible.minY, width: placed.width, height: placed.height)
        }
    }
}

/// A coordinate space a geometry reader can measure in.
public enum CoordinateSpace: Hashable {
    /// The screen.
    case global
    /// The reader itself.
    case local
    /// A space named with `coordinateSpace(name:)`.
    case named(AnyHashable)
}

extension View {
    /// Names this view's coordinate space (the lab measures named spaces from the screen's origin).
    nonisolated public func coordinateSpace<K: Hashable>(name: K) -> some View { self }
}

/// Takes all the space it is offered and builds its content during layout from that size, as SwiftUI's
/// `GeometryReader` does (10×10 when asked for its ideal size). Content is placed at its top-leading corner.
nonisolated public struct GeometryReader<Content: View>: View, PrimitiveView {
    /// Builds the content from the reader's geometry.
    public let content: (GeometryProxy) -> Content

    /// Creates a reader.
    public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) {
        self.content = content
    }

    /// Primitive: no body.
    public var body: Never { primitiveBody() }

    func makeNode(in graph: ViewGraph) -> ViewNode { GeometryReaderNode(graph: graph, view: self) }
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
        FrameProf.cause(child == nil ? graph.causes.firstAppearance : scrolls ? graph.causes.scrollOffset : graph.causes.geometry)
        FrameProf.begin(.body, bodyName)
        charge(.body, bodyName)
        let view = build(GeometryProxy(placed: rect, visible: graph.visibleRect))
        FrameProf.end(.body)
        child = reconcile(child, with: view)
        guard let child else { return }
        let size = child.measure(ProposedSize(rect.size))
        child.place(in: Rect(origin: rect.origin, size: size))
    }
}
