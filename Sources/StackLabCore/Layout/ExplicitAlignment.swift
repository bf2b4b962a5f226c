/// Where views put alignment guides themselves (`alignmentGuide`, a team's `Layout`, the modifiers and
/// stacks that pass their content's guides on), and the general placement stacks and frames use when
/// such a guide, or a guide of a team's own, is about.
package enum ExplicitAlignment {
    /// The value `node` gives `guide` itself for `proposal`, from its origin; nil when it keeps the
    /// default. Text baselines are not included (the stacks handle them); `ViewDimensions` adds them.
    package static func value(of node: ViewNode, _ guide: AnyAlignmentGuide, for proposal: ProposedSize) -> Double? {
        var current: ViewNode? = node
        while let node = current {
            if let source = node as? ExplicitAlignmentSource { return source.explicitAlignment(guide, for: proposal) }
            guard let passthrough = node as? PassthroughNode else { return nil }
            current = passthrough.content
        }
        return nil
    }

    /// Where `guide` lies in `node` sized `size` for `proposal`: its explicit value, else its default
    /// place (a text baseline counts as explicit on the vertical axis when `baselines`).
    static func position(of guide: AnyAlignmentGuide, in node: ViewNode, size: Size, proposal: ProposedSize, baselines: Bool) -> Double {
        if let explicit = value(of: node, guide, for: proposal) { return explicit }
        if baselines, case let .vertical(vertical) = guide, let which = vertical.baseline,
           let line = node.baseline(which, for: proposal) {
            return line
        }
        return guide.defaultValue(in: ViewDimensions(size: size, node: node, proposal: proposal))
    }

    /// Whether alignment inside a container needs the general path: the graph has explicit guides, or
    /// the guide is a team's.
    static func needsGeneralPath(_ subviews: LayoutSubviews, custom: Bool) -> Bool {
        subviews.explicitGuides || custom
    }
}

/// Nodes that answer for the explicit guides of their subtree.
package protocol ExplicitAlignmentSource: ViewNode {
    /// The value the node gives `guide` itself for `proposal`, from its origin, or nil.
    func explicitAlignment(_ guide: AnyAlignmentGuide, for proposal: ProposedSize) -> Double?
}

extension StackEngine {
    /// Lines children up on `guide` across the stack (a vertical guide in a horizontal stack, a
    /// horizontal one in a vertical stack): each child's guide lies at the same place, the stack as
    /// wide as its children reach before and after it. Returns that reach for the sizes given.
    static func alignedReach(_ children: LayoutSubviews, _ sizes: UnsafeMutableBufferPointer<Size>, guide: AnyAlignmentGuide) -> (before: Double, after: Double, values: [Double]) {
        var before = 0.0, after = 0.0
        var values: [Double] = []
        values.reserveCapacity(children.count)
        let horizontal: Bool
        if case .horizontal = guide { horizontal = true } else { horizontal = false }
        for (child, size) in zip(children, sizes) {
            let value = ExplicitAlignment.position(of: guide, in: child.node, size: size, proposal: ProposedSize(size), baselines: true)
            values.append(value)
            before = max(before, value)
            after = max(after, (horizontal ? size.width : size.height) - value)
        }
        return (before, after, values)
    }
}
