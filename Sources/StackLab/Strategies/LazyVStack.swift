/// A vertical stack that builds and measures rows only as they become visible, with SwiftUI's
/// LazyVStack behaviour — estimates for unmeasured rows, proportional anchor resolution, invalid passes,
/// translate-and-truncate when scrolling up, prefetch and retention — and its log lines.
public struct LazyVStack<Content: View>: View, PrimitiveView {
    /// Horizontal placement of narrower rows.
    public let alignment: Alignment
    /// Space between rows; nil for the default of 8.
    public let spacing: Double?
    /// The rows (usually a `ForEach`).
    public let content: Content

    /// Creates a lazy vertical stack.
    public init(alignment: Alignment = .center, spacing: Double? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    /// Primitive: no body.
    public var body: Never { primitiveBody() }

    func makeNode(in graph: ViewGraph) -> ViewNode {
        LazyVStackNode(graph: graph, content: content, alignment: alignment,
                       spacing: spacing ?? StackEngine.defaultSpacing, viewType: Self.self)
    }
}

/// Reads the rows of any lazy stack (`LazyVStack`, `List`, `OptimizedVStack`) whatever its content type.
protocol RowStackContent {
    var anyContent: any View { get }
}

extension LazyVStack: RowStackContent {
    var anyContent: any View { content }
}
