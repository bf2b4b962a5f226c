import Foundation

/// A view that puts an alignment guide where a closure says (the `alignmentGuide` modifiers): laid out
/// as its content; the stack, frame or overlay around it lines the guide up with its siblings'.
nonisolated struct AlignmentGuideView<Content: View>: View, PrimitiveView {
    let content: Content
    let guide: AnyAlignmentGuide
    let computeValue: (ViewDimensions) -> CGFloat

    var body: Never { primitiveBody() }

    func makeNode(in graph: ViewGraph) -> ViewNode { AlignmentGuideNode<Content>(graph: graph, view: self) }
}

/// The node of an `AlignmentGuideView`.
final class AlignmentGuideNode<Content: View>: PassthroughNode, ExplicitAlignmentSource {
    private var guide: AnyAlignmentGuide
    private var computeValue: (ViewDimensions) -> CGFloat

    init(graph: ViewGraph, view: AlignmentGuideView<Content>) {
        guide = view.guide
        computeValue = view.computeValue
        super.init(graph: graph, viewType: AlignmentGuideView<Content>.self)
        graph.layoutFlags.explicitGuides = true
        content = reconcile(nil, with: view.content)
    }

    override func update(_ view: any View) {
        guard let view = viewValue(view, as: AlignmentGuideView<Content>.self) else { return }
        guide = view.guide
        // A closure cannot be compared: the container aligns again.
        computeValue = view.computeValue
        setNeedsLayout()
        content = reconcile(content, with: view.content)
    }

    func explicitAlignment(_ asked: AnyAlignmentGuide, for proposal: ProposedSize) -> Double? {
        guard let content else { return nil }
        guard asked.key == guide.key else { return ExplicitAlignment.value(of: content, asked, for: proposal) }
        let size = content.measure(proposal)
        return Double(computeValue(ViewDimensions(size: size, node: content, proposal: proposal)))
    }
}

extension View {
    /// Puts the horizontal guide `g` where `computeValue` says, from the view's leading edge: a vertical
    /// stack, frame or overlay aligned on `g` lines that point up with its other views.
    nonisolated public func alignmentGuide(_ g: HorizontalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> some View {
        AlignmentGuideView(content: self, guide: .horizontal(g), computeValue: computeValue)
    }

    /// Puts the vertical guide `g` where `computeValue` says, from the view's top.
    nonisolated public func alignmentGuide(_ g: VerticalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> some View {
        AlignmentGuideView(content: self, guide: .vertical(g), computeValue: computeValue)
    }
}
