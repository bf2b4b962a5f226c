import Foundation
@_spi(Nodes) import StackLabCore

/// A grid that grows vertically, building items only as they come into view — SwiftUI's `LazyVGrid`.
/// Its columns come from the grid items (`GridItem`'s fixed, flexible and adaptive sizes share the
/// width as SwiftUI shares it); each row is as tall as its tallest item; rows not yet shown count the
/// average height of those measured.
nonisolated public struct LazyVGrid<Content: View>: View, PrimitiveView {
    let columns: [GridItem]
    let alignment: HorizontalAlignment
    let spacing: CGFloat?
    let content: Content

    /// A vertical grid of `columns`; items sit in their cells by `alignment` (unless their grid item
    /// sets one), rows `spacing` apart (8 points when nil). Pinned section views are accepted; the lab
    /// has no sections.
    public init(columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        self.columns = columns
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    /// Primitive: no body.
    public var body: Never { primitiveBody() }

    package func makeNode(in graph: ViewGraph) -> ViewNode {
        LazyLinesNode(graph: graph, content: content, spec: lazySpec, viewType: Self.self, layoutType: "LazyVGridLayout")
    }
}

extension LazyVGrid: LazyLinesSource {
    var lazyContent: any View { content }
    var lazySpec: LazyLinesSpec {
        LazyLinesSpec(items: columns, axis: .vertical, lineSpacing: spacing.map(Double.init) ?? GridTracks.defaultSpacing,
                      alignment: Alignment(horizontal: alignment, vertical: .center))
    }
}
