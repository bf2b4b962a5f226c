/// A fixed-size image placeholder (no pixels; the size is what layout needs).
public struct ImagePlaceholder: View, PrimitiveView, Equatable {
    /// The image's natural size.
    public var size: Size

    /// Creates a placeholder of `width`×`height` points.
    public init(width: Double, height: Double) {
        size = Size(width: width, height: height)
    }

    /// Primitive: no body.
    public var body: Never { primitiveBody() }

    func makeNode(in graph: ViewGraph) -> ViewNode { FillNode(graph: graph, view: self, idealSize: size, fixed: true) }
}
