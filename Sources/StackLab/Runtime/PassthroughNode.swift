/// A node for modifiers that change no geometry (`id`, `equatable`, preferences, lifecycle): one child,
/// laid out exactly where the modifier is.
class PassthroughNode: ViewNode {
    var content: ViewNode?

    override var children: [ViewNode] { content.map { [$0] } ?? [] }

    override func computeSize(_ proposal: ProposedSize) -> Size {
        content?.measure(proposal) ?? proposal.replacingUnspecified(with: .zero)
    }

    override func placeContent(in rect: Rect) {
        content?.place(in: rect)
    }

}
