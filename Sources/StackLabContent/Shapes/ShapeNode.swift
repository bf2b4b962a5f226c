import Foundation
@_spi(Nodes) import StackLabCore

/// What a shape view draws: the style (nil: the foreground style) and, for an outline, its line width.
package struct ShapeDrawing: Equatable {
    var style: AnyShapeStyle?
    var lineWidth: Double?

    /// Filled with the foreground style.
    static let foreground = ShapeDrawing(style: nil, lineWidth: nil)

    /// A material's blur is drawn in an offscreen pass.
    var offscreen: Bool { style?.offscreen ?? false }
}

/// A view that draws a shape: a built-in shape as a view, or a shape filled or stroked, over what it was
/// drawn on before (`Circle().fill(.red).stroke(.blue)`).
package protocol ShapeDrawingView: View {
    associatedtype DrawnShape: Shape
    /// The shape drawn.
    nonisolated var drawnShape: DrawnShape { get }
    /// How it is drawn.
    nonisolated var drawing: ShapeDrawing { get }
    /// What is drawn under it, the same size.
    nonisolated var backgroundContent: (any View)? { get }
}

/// The node of a shape view: it takes what its shape's `sizeThatFits` gives for the offer (the whole offer
/// for the built-in shapes), and draws one layer over its background's (two for a material, whose blur is
/// an offscreen pass).
final class ShapeNode<V: ShapeDrawingView>: ViewNode {
    @exclusivity(unchecked) private var shape: V.DrawnShape
    /// What is drawn: a new style or stroke changes the output without changing the layout, so the body
    /// that produced it did not run in vain; the same one does not.
    @exclusivity(unchecked) private var drawing: ShapeDrawing
    @exclusivity(unchecked) private var background: ViewNode?

    /// A node for `view`, its class from the graph's table (see `ViewTypes.nodeClass`).
    @inline(__always)
    static func make(graph: ViewGraph, view: V) -> ShapeNode {
        let made: ShapeNode.Type = graph.types.nodeClass(for: V.self)
        return made.init(graph: graph, view: view)
    }

    required init(graph: ViewGraph, view: V) {
        shape = view.drawnShape
        drawing = view.drawing
        super.init(graph: graph, viewType: V.self)
        layoutName = graph.names.signpostName(for: V.DrawnShape.self)
        signpostsLayout = false
        if let content = view.backgroundContent { background = reconcile(nil, with: content) }
    }

    override func update(_ view: any View) {
        guard let view = viewValue(view, as: V.self) else { return }
        if let content = view.backgroundContent { background = reconcile(background, with: content) }
        if !(V.DrawnShape.self is any PrimitiveShape.Type) {
            // A team's shape may size itself from its own properties.
            let old = shape, new = view.drawnShape
            shape = new
            let proposals = [ProposedViewSize.unspecified, ProposedViewSize(width: CGFloat(frame.width), height: CGFloat(frame.height))]
            if proposals.contains(where: { old.sizeThatFits($0) != new.sizeThatFits($0) }) { setNeedsLayout() }
        }
        let drawing = view.drawing
        guard drawing != self.drawing else { return }
        self.drawing = drawing
        graph.outputChanges.pointee &+= 1
    }

    override func forEachChild(_ body: (ViewNode) -> Void) {
        if let background { body(background) }
    }

    override func computeSize(_ proposal: ProposedSize) -> Size {
        let size = shape.sizeThatFits(ProposedViewSize(proposal))
        return Size(width: Double(size.width), height: Double(size.height))
    }

    override func placeContent(in rect: Rect) {
        guard let background else { return }
        _ = background.measure(ProposedSize(rect.size))
        background.place(in: rect)
    }

    override func encode(into list: inout RenderList, clip: Rect, dy: Double) {
        super.encode(into: &list, clip: clip, dy: dy)
        list.append(.fill(frame.offsetBy(dx: 0, dy: dy)))
        if drawing.offscreen { list.addOffscreenPass() }
    }
}
