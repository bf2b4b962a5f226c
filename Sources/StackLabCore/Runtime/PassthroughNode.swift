/// A node with one child laid out exactly where the node is: modifiers that change no geometry (`id`,
/// `equatable`, preferences, lifecycle), views with a body, `if/else` branches.
@_spi(Nodes) open class PassthroughNode: ViewNode {
    @exclusivity(unchecked) public final var content: ViewNode?

    open override func forEachChild(_ body: (ViewNode) -> Void) {
        if let content { body(content) }
    }

    open override func computeSize(_ proposal: ProposedSize) -> Size {
        content?.measure(proposal) ?? .zero
    }

    open override func placeContent(in rect: Rect) {
        content?.place(in: rect)
    }

}
