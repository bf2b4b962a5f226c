/// A predictive vertical stack (docs/DESIGN.md §2, strategy 4) that fixes LazyVStack's failure modes: it
/// keeps rows alive in the visible range extended by 15 % on both sides, positions every row in a
/// structure that finds the row at any offset in O(log n), reacts to offset changes inside the same
/// transaction (one pass, no invalid loop, no blank frame, no truncation) and reports its height at most
/// once per frame, exact once every row has been measured.
public struct OptimizedVStack<Content: View>: View, PrimitiveView {
    /// Horizontal placement of narrower rows.
    public let alignment: Alignment
    /// Space between rows; nil for the default of 8.
    public let spacing: Double?
    /// The rows (usually a `ForEach`).
    public let content: Content
    /// Told the content height, before the frame commits, whenever a layout changed it (at most once per
    /// frame) — so a client needs no GeometryReader.
    public let onHeightChange: ((Double) -> Void)?

    /// Creates an optimized vertical stack.
    public init(alignment: Alignment = .center, spacing: Double? = nil, onHeightChange: ((Double) -> Void)? = nil,
                @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.onHeightChange = onHeightChange
        self.content = content()
    }

    /// Primitive: no body.
    public var body: Never { primitiveBody() }

    func makeNode(in graph: ViewGraph) -> ViewNode {
        OptimizedVStackNode(graph: graph, content: content, alignment: alignment,
                            spacing: spacing ?? StackEngine.defaultSpacing, onHeightChange: onHeightChange, viewType: Self.self)
    }
}

extension OptimizedVStack: RowStackContent {
    var anyContent: any View { content }
}

extension OptimizedVStack: HeightReporting {}

/// Stacks whose client is told their height by a callback.
protocol HeightReporting {
    var onHeightChange: ((Double) -> Void)? { get }
}
