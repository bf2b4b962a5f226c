/// A solid color that fills whatever space it is offered (10 points when asked for its ideal size).
public struct Color: View, PrimitiveView, Equatable, Sendable {
    /// 0xRRGGBBAA.
    public var rgba: UInt32

    /// Creates a color from 0xRRGGBBAA.
    public init(rgba: UInt32) {
        self.rgba = rgba
    }

    /// Fully transparent; takes space but draws nothing.
    public static let clear = Color(rgba: 0)
    /// Opaque white.
    public static let white = Color(rgba: 0xFFFF_FFFF)
    /// Opaque gray.
    public static let gray = Color(rgba: 0x8080_80FF)
    /// Opaque blue.
    public static let blue = Color(rgba: 0x0000_FFFF)

    /// Primitive: no body.
    public var body: Never { primitiveBody() }

    func makeNode(in graph: ViewGraph) -> ViewNode { FillNode(graph: graph, view: self, idealSize: Size(width: 10, height: 10), draws: rgba & 0xFF != 0, rgba: rgba) }
}

/// The node of colors and image placeholders.
final class FillNode: ViewNode {
    let idealSize: Size
    let fixed: Bool
    let draws: Bool

    init(graph: ViewGraph, view: any View, idealSize: Size, fixed: Bool = false, draws: Bool = true, rgba: UInt32? = nil) {
        self.idealSize = idealSize
        self.fixed = fixed
        self.draws = draws
        self.rgba = rgba
        super.init(graph: graph, viewType: type(of: view))
        layoutName = graph.names.signpostName(for: type(of: view))
        signpostsLayout = false
    }

    /// The colour drawn, for a `Color` (nil for an image placeholder): a new one changes the output
    /// without changing the layout, so the body that produced it did not run in vain. Passed in by the
    /// `Color` that makes the node, so creating a fill casts nothing.
    private var rgba: UInt32?

    override func update(_ view: any View) {
        guard rgba != nil, let color = view as? Color, color.rgba != rgba else { return }
        rgba = color.rgba
        graph.outputChanges.pointee &+= 1
    }

    override func computeSize(_ proposal: ProposedSize) -> Size {
        fixed ? idealSize : proposal.replacingUnspecified(with: idealSize)
    }

    override func encode(into list: inout RenderList, clip: Rect, dy: Double) {
        if draws { list.append(.fill(frame.offsetBy(dx: 0, dy: dy))) }
    }
}
