/// Shows a vertical window onto content taller than itself. It proposes its width and a `nil` height
/// (ideal) to its content, takes the space it is offered, and scrolls by an offset that moves no
/// frames: eager content is not laid out again on scroll, lazy containers inside are told the visible
/// range changed.
nonisolated public struct ScrollView<Content: View>: View, PrimitiveView {
    /// The scrolled content.
    public var content: Content
    /// The axes it scrolls along.
    public var axes: Axis.Set
    /// Whether it shows scroll indicators (accepted: the lab draws none).
    public var showsIndicators: Bool

    /// A scroll view along `axes` (vertical by default). A vertical one is the screen's, which the
    /// scroll driver moves; a horizontal one inside a row lays its content out at its ideal width and
    /// shows what fits.
    public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
        self.content = content()
        self.axes = axes
        self.showsIndicators = showsIndicators
    }

    /// Primitive: no body.
    public var body: Never { primitiveBody() }

    package func makeNode(in graph: ViewGraph) -> ViewNode {
        // Content margins set above lay the content out inside them (Scrolling/ScrollMargins.swift);
        // without any the scroll view is the node the recordings scroll, as it always was.
        if !graph.buildEnvironment.labValue(ContentMarginsKey.self).scrollContent.isEmpty {
            return ScrollMarginsNode(graph: graph, view: self)
        }
        return axes == .horizontal ? HorizontalScrollNode(graph: graph, view: self) : ScrollViewNode(graph: graph, view: self)
    }
}

extension ScrollView {
    /// A scroll view along `axes` that shows its indicators.
    public init(_ axes: Axis.Set = .vertical, @ViewBuilder content: () -> Content) {
        self.init(axes, showsIndicators: true, content: content)
    }
}

/// The node of a horizontal `ScrollView`: its content gets its ideal width and the offered height; the
/// scroll view takes the offered width (the content's when nothing is offered) and the content's height.
final class HorizontalScrollNode<Content: View>: ViewNode {
    private var content: ViewNode?

    init(graph: ViewGraph, view: ScrollView<Content>) {
        super.init(graph: graph, viewType: ScrollView<Content>.self)
        layoutName = graph.names.signpostName(for: ScrollView<Content>.self)
        content = reconcile(nil, with: view.content)
    }

    override func update(_ view: any View) {
        guard let view = viewValue(view, as: ScrollView<Content>.self) else { return }
        content = reconcile(content, with: view.content)
    }

    override func forEachChild(_ body: (ViewNode) -> Void) {
        if let content { body(content) }
    }

    override func computeSize(_ proposal: ProposedSize) -> Size {
        let ideal = content?.measure(ProposedSize(width: nil, height: proposal.height)) ?? .zero
        return Size(width: proposal.width ?? ideal.width, height: ideal.height)
    }

    override func placeContent(in rect: Rect) {
        guard let content else { return }
        let size = content.measure(ProposedSize(width: nil, height: rect.height))
        content.place(in: Rect(origin: rect.origin, size: size))
    }

    /// Only what lies inside the scroll view's frame is drawn.
    override func encode(into list: inout RenderList, clip: Rect, dy: Double) {
        let visible = Rect(x: max(clip.minX, frame.minX), y: clip.minY, width: min(clip.maxX, frame.maxX) - max(clip.minX, frame.minX), height: clip.height)
        content?.encode(into: &list, clip: visible, dy: dy)
    }
}

/// Nodes that lay out by what is visible (lazy containers, geometry readers); their scroll view places
/// them again when it scrolls.
package protocol VisibilityObserver: ViewNode {
    func visibleRegionChanged()
}

extension VisibilityObserver {
    /// By default the node and its ancestors are placed again at the next layout; nothing changed size.
    package func visibleRegionChanged() {
        markPathNeedsPlacement(from: self)
    }
}

/// A node's link to the nearest scroll view above it, found on first use (the node is placed by then)
/// and registering the node for offset changes.
package struct ScrollViewLink {
    private weak var scrollView: ScrollViewNode?
    private var resolved = false

    /// A link not yet resolved: the first call of `resolve(for:)` finds the scroll view.
    package init() {}

    /// The enclosing scroll view of `observer`, if any; the first call registers the observer with it.
    package mutating func resolve(for observer: some VisibilityObserver) -> ScrollViewNode? {
        if !resolved {
            resolved = true
            var node = observer.parent
            while let current = node, !(current is ScrollViewNode) { node = current.parent }
            scrollView = node as? ScrollViewNode
            scrollView?.addObserver(observer)
        }
        return scrollView
    }

    /// The range `observer`, placed in `rect`, must cover, in its own space: what the scroll view
    /// shows. Outside a scroll view nothing clips it: SwiftUI places from the stack's top over the
    /// screen's height (`in 0.0...796.0` on an iPhone's 796 pt window).
    package mutating func visibleRange(for observer: some VisibilityObserver, in rect: Rect) -> (min: Double, max: Double) {
        let graph = observer.graph
        guard resolve(for: observer) != nil else { return (0, graph.screen.height) }
        return (max(0, graph.visibleRect.minY - rect.minY), graph.visibleRect.maxY - rect.minY)
    }
}

/// The node of a `ScrollView`.
package final class ScrollViewNode: ViewNode {
    private var content: ViewNode?
    /// The scroll position: content y at the top of the viewport.
    var offset = 0.0
    /// The content's size at the last layout.
    private(set) var contentSize = Size.zero
    private var observers: [WeakObserver] = []
    private var reportedHeight: Double?

    struct WeakObserver {
        weak var observer: (any VisibilityObserver)?
    }

    init<Content: View>(graph: ViewGraph, view: ScrollView<Content>) {
        super.init(graph: graph, viewType: ScrollView<Content>.self)
        layoutName = graph.names.signpostName(for: ScrollView<Content>.self)
        content = reconcile(nil, with: view.content)
        graph.scrollViews.append(link)
    }

    package override func update(_ view: any View) {
        guard let view = view as? any ScrollViewContent else { return }
        content = reconcile(content, with: view.anyContent)
    }

    package override func forEachChild(_ body: (ViewNode) -> Void) {
        if let content { body(content) }
    }

    /// The visible part of the content, in content coordinates.
    var visibleContentRect: Rect { Rect(x: 0, y: offset, width: frame.width, height: frame.height) }

    package override func computeSize(_ proposal: ProposedSize) -> Size {
        let ideal = content?.measure(ProposedSize(width: proposal.width, height: nil)) ?? .zero
        return proposal.replacingUnspecified(with: ideal)
    }

    package override func placeContent(in rect: Rect) {
        guard let content else { return }
        let measured = content.measure(ProposedSize(width: rect.width, height: nil))
        if measured != contentSize { perform(.contentSize) }
        contentSize = measured
        let outer = graph.visibleRect
        graph.visibleRect = Rect(x: 0, y: offset, width: rect.width, height: rect.height)
        content.place(in: Rect(origin: .zero, size: contentSize))
        graph.visibleRect = outer
        // Reported after placement, so a container that corrected its height while placing is reported
        // once per frame with the corrected value.
        if graph.reportsScrollContentHeight, reportedHeight != contentSize.height {
            reportedHeight = contentSize.height
            graph.observe(.contentHeight, contentSize.height)
        }
    }

    /// A container inside changed its height while being placed (rows it measured differ from their
    /// estimates); the scroll range follows in the same transaction.
    package func contentHeightChanged(by delta: Double) {
        perform(.contentSize)
        contentSize.height += delta
    }

    /// Moves the offset from inside layout without notifying observers: a container keeps the rows on
    /// screen still while rows above them change size.
    func adjustOffset(by delta: Double) {
        perform(.contentOffset)
        offset += delta
        graph.visibleRect.origin.y += delta
    }

    /// Scrolls to `newOffset`; lazy containers inside are placed again at the next layout.
    func scroll(to newOffset: Double) {
        guard newOffset != offset else { return }
        perform(.contentOffset)
        offset = newOffset
        observers.removeAll { $0.observer == nil }
        for entry in observers { entry.observer?.visibleRegionChanged() }
        markPathNeedsPlacement(from: self)
    }

    /// Registers a lazy container for offset changes.
    func addObserver(_ observer: any VisibilityObserver) {
        if !observers.contains(where: { $0.observer === observer }) {
            observers.append(WeakObserver(observer: observer))
        }
    }

    package override func encode(into list: inout RenderList, clip: Rect, dy: Double) {
        guard let content else { return }
        content.encode(into: &list, clip: visibleContentRect, dy: dy + frame.minY - offset)
    }
}

/// Marks `node` and its ancestors for placement without dropping any measurement: nothing changed size.
package func markPathNeedsPlacement(from node: ViewNode) {
    var current: ViewNode? = node
    while let n = current {
        n.needsLayout = true
        current = n.parent
    }
}

/// Lets the scroll view node read the content of any `ScrollView<Content>`.
protocol ScrollViewContent {
    var anyContent: any View { get }
}

extension ScrollView: ScrollViewContent {
    var anyContent: any View { content }
}

/// The driver's handle on a scroll view: read its geometry, move its offset.
package struct ScrollViewHandle {
    let node: ScrollViewNode

    /// The scroll position (content y at the viewport's top).
    package var offset: Double { node.offset }
    /// The content height at the last layout.
    package var contentHeight: Double { node.contentSize.height }
    /// The viewport height.
    package var viewportHeight: Double { node.frame.height }
    /// The largest offset that still shows content at the bottom.
    package var maxOffset: Double { max(0, contentHeight - viewportHeight) }

    /// Moves the scroll position; the next transaction lays out what became visible.
    package func scroll(to offset: Double) {
        node.scroll(to: offset)
    }

    /// The content offset that puts row `index` of the row container inside at the top of the viewport
    /// (exact or estimated, as the container knows it); nil without a row container.
    package func offset(ofRow index: Int) -> Double? {
        node.graph.rowTop(index)
    }
}
