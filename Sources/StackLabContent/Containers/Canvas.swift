import Foundation
@_spi(Nodes) import StackLabCore

/// A view that draws with immediate-mode calls — SwiftUI's `Canvas`. The lab lays it out as a flexible
/// view, like a `Color` (it takes the space offered, 10 × 10 points when asked for its ideal size), and
/// draws it as one layer: the drawing calls are not run, as the lab draws no pixels and a canvas's
/// drawing changes nothing its parent lays out.
nonisolated public struct Canvas<Symbols: View>: View, PrimitiveView {
    /// Views the renderer may draw by tag (built but not laid out by the lab).
    public var symbols: Symbols
    /// The drawing code, given a graphics context and the canvas's size.
    public var renderer: (inout GraphicsContext, CGSize) -> Void
    /// Whether the canvas is fully opaque.
    public var isOpaque: Bool
    /// How colours blend in the canvas.
    public var colorMode: ColorRenderingMode
    /// Whether the drawing happens off the main thread.
    public var rendersAsynchronously: Bool

    /// A canvas drawing with `renderer`, which can draw `symbols`.
    public init(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
                renderer: @escaping (inout GraphicsContext, CGSize) -> Void, @ViewBuilder symbols: () -> Symbols) {
        self.symbols = symbols()
        self.renderer = renderer
        isOpaque = opaque
        self.colorMode = colorMode
        self.rendersAsynchronously = rendersAsynchronously
    }

    /// Primitive: no body.
    public var body: Never { primitiveBody() }

    package func makeNode(in graph: ViewGraph) -> ViewNode {
        FillNode(graph: graph, view: self, idealSize: Size(width: 10, height: 10))
    }
}

extension Canvas where Symbols == EmptyView {
    /// A canvas drawing with `renderer`.
    public init(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
                renderer: @escaping (inout GraphicsContext, CGSize) -> Void) {
        self.init(opaque: opaque, colorMode: colorMode, rendersAsynchronously: rendersAsynchronously, renderer: renderer) { EmptyView() }
    }
}
