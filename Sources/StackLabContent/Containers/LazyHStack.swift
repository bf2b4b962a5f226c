import Foundation
@_spi(Nodes) import StackLabCore

/// A horizontal stack that builds and measures items only as they come into view — SwiftUI's
/// `LazyHStack`, usually the content of a horizontal `ScrollView` in a row (a carousel). Items take their
/// ideal width and the offered height; those past the scroll view's width are estimated at the average
/// width of the ones measured, and built when shown.
nonisolated public struct LazyHStack<Content: View>: View, PrimitiveView {
    let alignment: VerticalAlignment
    let spacing: CGFloat?
    let content: Content

    /// A lazy horizontal stack: items line up by `alignment`, `spacing` apart (8 points when nil). Pinned
    /// section views are accepted; the lab has no sections.
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = .init(),
                @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    /// Primitive: no body.
    public var body: Never { primitiveBody() }

    package func makeNode(in graph: ViewGraph) -> ViewNode {
        LazyLinesNode(graph: graph, content: content, spec: lazySpec, viewType: Self.self, layoutType: "LazyHStackLayout")
    }
}

extension LazyHStack: LazyLinesSource {
    var lazyContent: any View { content }
    var lazySpec: LazyLinesSpec {
        LazyLinesSpec(items: nil, axis: .horizontal, lineSpacing: spacing.map(Double.init) ?? StackEngine.defaultSpacing,
                      alignment: Alignment(horizontal: .center, vertical: alignment))
    }
}
