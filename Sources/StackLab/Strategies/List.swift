/// A collection-view-backed list (docs/DESIGN.md §2, strategy 3): estimated row heights, self-sizing when a
/// row is about to be displayed, cells reconfigured from a reuse pool, the content offset adjusted when
/// rows above the visible ones change size, and prefetching in the scroll direction.
public struct List<Content: View>: View, PrimitiveView {
    /// The height assumed for rows not yet displayed.
    public let estimatedRowHeight: Double
    /// Space between rows; nil for the default of 8.
    public let spacing: Double?
    /// The rows (usually a `ForEach`).
    public let content: Content

    /// Creates a list; rows are estimated at 44 pt until they are self-sized.
    public init(estimatedRowHeight: Double = 44, spacing: Double? = nil, @ViewBuilder content: () -> Content) {
        self.estimatedRowHeight = estimatedRowHeight
        self.spacing = spacing
        self.content = content()
    }

    /// Primitive: no body.
    public var body: Never { primitiveBody() }

    func makeNode(in graph: ViewGraph) -> ViewNode {
        ListNode(graph: graph, content: content, spacing: spacing ?? StackEngine.defaultSpacing,
                 estimatedRowHeight: estimatedRowHeight, viewType: Self.self)
    }
}

extension List: RowStackContent {
    var anyContent: any View { content }
}
