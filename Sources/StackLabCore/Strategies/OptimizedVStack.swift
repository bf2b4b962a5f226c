import Foundation

/// A predictive vertical stack (docs/DESIGN.md §2, strategy 4) that fixes LazyVStack's failure modes: it
/// keeps rows alive in the visible range extended by 15 % on both sides, positions every row in a
/// structure that finds the row at any offset in O(log n), reacts to offset changes inside the same
/// transaction (one pass, no invalid loop, no blank frame, no truncation) and reports its height at most
/// once per frame, exact once every row has been measured.
nonisolated public struct OptimizedVStack<Content: View>: View, PrimitiveView {
    /// Horizontal placement of narrower rows.
    let alignment: HorizontalAlignment
    /// Space between rows; nil for the default of 8.
    let spacing: Double?
    /// The rows (usually a `ForEach`).
    let content: Content
    /// Told the content height, before the frame commits, whenever a layout changed it (at most once per
    /// frame) — so a client needs no GeometryReader.
    let onHeightChange: ((Double) -> Void)?

    /// An optimized vertical stack: rows line up by `alignment`, `spacing` apart (8 points when nil);
    /// `onHeightChange` hears the content height.
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, onHeightChange: ((CGFloat) -> Void)? = nil,
                @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing.map(Double.init)
        self.onHeightChange = onHeightChange.map { callback in { callback(CGFloat($0)) } }
        self.content = content()
    }

    /// Primitive: no body.
    public var body: Never { primitiveBody() }

    package func makeNode(in graph: ViewGraph) -> ViewNode {
        OptimizedVStackNode(graph: graph, content: content, alignment: Alignment(horizontal: alignment, vertical: .center),
                            spacing: spacing ?? StackEngine.defaultSpacing, onHeightChange: onHeightChange, viewType: Self.self)
    }
}

extension OptimizedVStack: RowStackContent {
    package var anyContent: any View { content }
}

extension OptimizedVStack: HeightReporting {}

/// Stacks whose client is told their height by a callback.
protocol HeightReporting {
    var onHeightChange: ((Double) -> Void)? { get }
}
