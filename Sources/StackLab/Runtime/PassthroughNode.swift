/// A node with one child laid out exactly where the node is: modifiers that change no geometry (`id`,
/// `equatable`, preferences, lifecycle), views with a body, `if/else` branches.
class PassthroughNode: ViewNode {
    @exclusivity(unchecked) final var content: ViewNode?

    override func forEachChild(_ body: (ViewNode) -> Void) {
        if let content { body(content) }
    }

    override func computeSize(_ proposal: ProposedSize) -> Size {
        content?.measure(proposal) ?? .zero
    }

    override func placeContent(in rect: Rect) {
        content?.place(in: rect)
    }

}
