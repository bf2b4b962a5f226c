import Foundation

/// A vertical stack that builds and measures rows only as they become visible, with SwiftUI's
/// LazyVStack behaviour — estimates for unmeasured rows, proportional anchor resolution, invalid passes,
/// translate-and-truncate when scrolling up, prefetch and retention — and its log lines.
nonisolated public struct LazyVStack<Content: View>: View, PrimitiveView {
    /// Horizontal placement of narrower rows.
    let alignment: HorizontalAlignment
    /// Space between rows; nil for the default of 8.
    let spacing: Double?
    /// The rows (usually a `ForEach`).
    let content: Content

    /// A lazy vertical stack: rows line up by `alignment`, `spacing` apart (8 points when nil). Pinned
    /// section headers are accepted; the lab has no sections.
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = .init(),
                @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing.map(Double.init)
        self.content = content()
    }

    /// Primitive: no body.
    public var body: Never { primitiveBody() }

    package func makeNode(in graph: ViewGraph) -> ViewNode {
        LazyVStackNode(graph: graph, content: content, alignment: Alignment(horizontal: alignment, vertical: .center),
                       spacing: spacing ?? StackEngine.defaultSpacing, viewType: Self.self)
    }
}

/// Reads the rows of any lazy stack (`LazyVStack`, `List`, `OptimizedVStack`) whatever its content type.
package protocol RowStackContent {
    var anyContent: any View { get }
}

extension LazyVStack: RowStackContent {
    package var anyContent: any View { content }
}

/// Which section views a lazy stack pins while scrolling (accepted; the lab has no sections).
public struct PinnedScrollableViews: OptionSet, Sendable, Hashable {
    /// The raw bits.
    public let rawValue: UInt32
    /// Creates a set from raw bits.
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// No pinned views.
    public init() { rawValue = 0 }
    /// Section headers.
    public static let sectionHeaders = PinnedScrollableViews(rawValue: 1)
    /// Section footers.
    public static let sectionFooters = PinnedScrollableViews(rawValue: 2)
}
