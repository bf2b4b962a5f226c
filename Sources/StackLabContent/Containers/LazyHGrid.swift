import Foundation
@_spi(Nodes) import StackLabCore

/// A grid that grows horizontally, building items only as they come into view — SwiftUI's `LazyHGrid`.
/// Its rows come from the grid items; each column is as wide as its widest item.
nonisolated public struct LazyHGrid<Content: View>: View, PrimitiveView {
    let rows: [GridItem]
    let alignment: VerticalAlignment
    let spacing: CGFloat?
    let content: Content

    /// A horizontal grid of `rows`; items sit in their cells by `alignment` (unless their grid item sets
    /// one), columns `spacing` apart (8 points when nil). Pinned section views are accepted.
    public init(rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        self.rows = rows
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    /// Primitive: no body.
    public var body: Never { primitiveBody() }

    package func makeNode(in graph: ViewGraph) -> ViewNode {
        LazyLinesNode(graph: graph, content: content, spec: lazySpec, viewType: Self.self, layoutType: "LazyHGridLayout")
    }
}

extension LazyHGrid: LazyLinesSource {
    var lazyContent: any View { content }
    var lazySpec: LazyLinesSpec {
        LazyLinesSpec(items: rows, axis: .horizontal, lineSpacing: spacing.map(Double.init) ?? GridTracks.defaultSpacing,
                      alignment: Alignment(horizontal: .center, vertical: alignment))
    }
}
