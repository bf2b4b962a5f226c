import Foundation
@_spi(Nodes) import StackLabCore

/// A modifier that changes pixels but not layout: the content is laid out as it is, and the render server
/// draws it with an effect. What the effect costs follows what Core Animation does for it on a phone:
/// shadows, masks, rounded clips and visual effects (blurs, materials) are drawn in an offscreen buffer
/// first (Apple's tech talk 10857, *Demystify and eliminate hitches in the render phase*, an offscreen pass
/// each, the `render_offscreen_pass` price); a group of layers at partial opacity is composited as a group
/// (`CALayer.allowsGroupOpacity`), also offscreen, while one layer takes the opacity itself; a view at
/// opacity 0 or hidden is not drawn at all.
nonisolated struct RenderEffect<Content: View>: View, PrimitiveView {
    let content: Content
    let rule: RenderRule

    /// Primitive: no body.
    var body: Never { primitiveBody() }

    func makeNode(in graph: ViewGraph) -> ViewNode { RenderEffectNode<Content>(graph: graph, view: self) }
}

/// What an effect costs the render server.
enum RenderRule: Equatable, Sendable {
    /// Drawn as it is: no extra pass (a rectangular clip, an effect at its identity value).
    case none
    /// Drawn into an offscreen buffer first: one pass.
    case offscreen
    /// Partial opacity: one pass when the content is more than one layer (composited as a group), none
    /// when it is one layer (the layer's own alpha).
    case groupOpacity
    /// Not drawn at all (opacity 0, `hidden()`): no layers, no pass.
    case hidden
}

/// The node of a `RenderEffect`.
final class RenderEffectNode<Content: View>: PassthroughNode {
    private var rule: RenderRule

    init(graph: ViewGraph, view: RenderEffect<Content>) {
        rule = view.rule
        super.init(graph: graph, viewType: RenderEffect<Content>.self)
        content = reconcile(nil, with: view.content)
    }

    override func update(_ view: any View) {
        guard let view = viewValue(view, as: RenderEffect<Content>.self) else { return }
        if view.rule != rule {
            rule = view.rule
            graph.outputChanges.pointee &+= 1
        }
        content = reconcile(content, with: view.content)
    }

    override func encode(into list: inout RenderList, clip: Rect, dy: Double) {
        switch rule {
        case .hidden:
            return
        case .none:
            super.encode(into: &list, clip: clip, dy: dy)
        case .offscreen:
            super.encode(into: &list, clip: clip, dy: dy)
            list.addOffscreenPass()
        case .groupOpacity:
            let before = list.layers
            super.encode(into: &list, clip: clip, dy: dy)
            if list.layers - before > 1 { list.addOffscreenPass() }
        }
    }
}

extension View {
    nonisolated func renderEffect(_ rule: RenderRule) -> RenderEffect<Self> {
        RenderEffect(content: self, rule: rule)
    }

    nonisolated func renderEffect(offscreen: Bool) -> RenderEffect<Self> {
        RenderEffect(content: self, rule: offscreen ? .offscreen : .none)
    }
}
