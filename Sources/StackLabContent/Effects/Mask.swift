import Foundation
@_spi(Nodes) import StackLabCore

/// Masking a view with another, as SwiftUI spells it: the mask is laid out like an overlay (offered the
/// view's size, aligned inside it, its body evaluated), and the render server draws the view offscreen to
/// apply it, a pass (tech talk 10857's "masking"); the mask's own layers are not drawn on screen.
nonisolated struct MaskView<Content: View, Mask: View>: View, PrimitiveView {
    let content: Content
    let mask: Mask
    let alignment: Alignment

    var body: Never { primitiveBody() }

    func makeNode(in graph: ViewGraph) -> ViewNode { MaskNode(graph: graph, view: self) }
}

/// The node of a `MaskView`.
final class MaskNode<Content: View, Mask: View>: ViewNode {
    private var content: ViewNode?
    private var mask: ViewNode?
    private var alignment: Alignment

    init(graph: ViewGraph, view: MaskView<Content, Mask>) {
        alignment = view.alignment
        super.init(graph: graph, viewType: MaskView<Content, Mask>.self)
        content = reconcile(nil, with: view.content)
        mask = reconcile(nil, with: view.mask)
    }

    override func update(_ view: any View) {
        guard let view = viewValue(view, as: MaskView<Content, Mask>.self) else { return }
        if view.alignment != alignment {
            alignment = view.alignment
            setNeedsLayout()
        }
        content = reconcile(content, with: view.content)
        mask = reconcile(mask, with: view.mask)
    }

    override func forEachChild(_ body: (ViewNode) -> Void) {
        if let content { body(content) }
        if let mask { body(mask) }
    }

    override func computeSize(_ proposal: ProposedSize) -> Size {
        content?.measure(proposal) ?? .zero
    }

    override func placeContent(in rect: Rect) {
        content?.place(in: rect)
        guard let mask else { return }
        let size = mask.measure(ProposedSize(rect.size))
        mask.place(in: Rect(origin: alignment.origin(of: size, in: rect), size: size))
    }

    override func baseline(_ which: VerticalAlignment.Baseline, for proposal: ProposedSize) -> Double? {
        content?.baseline(which, for: proposal)
    }

    /// The content, drawn offscreen to be masked; the mask shapes that pass and is not drawn itself.
    override func encode(into list: inout RenderList, clip: Rect, dy: Double) {
        guard let content else { return }
        if content.frame.intersects(clip) || content.frame.size == .zero { content.encode(into: &list, clip: clip, dy: dy) }
        list.addOffscreenPass()
    }
}

extension View {
    /// Masks the view with `mask`'s opaque parts, aligned inside the view.
    nonisolated public func mask<Mask: View>(alignment: Alignment = .center, @ViewBuilder _ mask: () -> Mask) -> some View {
        MaskView(content: self, mask: mask(), alignment: alignment)
    }

    /// Masks the view with `mask`'s opaque parts (the deprecated spelling).
    nonisolated public func mask<Mask: View>(_ mask: Mask) -> some View {
        MaskView(content: self, mask: mask, alignment: .center)
    }
}
