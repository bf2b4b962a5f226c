import Foundation

/// Flexible space along the enclosing stack's axis — SwiftUI's `Spacer`: as little as `minLength`, as much
/// as offered; outside a stack it grows on both axes.
nonisolated public struct Spacer: View, PrimitiveView, Equatable {
    /// The least length the spacer takes; nil for the system's 8 points between neighbours.
    public var minLength: CGFloat?

    /// A spacer at least `minLength` long.
    public init(minLength: CGFloat? = nil) {
        self.minLength = minLength
    }

    /// Primitive: no body.
    public var body: Never { primitiveBody() }

    package func makeNode(in graph: ViewGraph) -> ViewNode { SpacerNode(graph: graph, spacer: self) }
}

/// The node of a `Spacer`.
final class SpacerNode: ViewNode {
    private var minLength: Double

    init(graph: ViewGraph, spacer: Spacer) {
        minLength = spacer.minLength.map(Double.init) ?? 0
        super.init(graph: graph, viewType: Spacer.self)
        layoutName = graph.names.signpostName(for: Spacer.self)
        signpostsLayout = false
    }

    override func update(_ view: any View) {
        guard let spacer = viewValue(view, as: Spacer.self), (spacer.minLength.map(Double.init) ?? 0) != minLength else { return }
        minLength = spacer.minLength.map(Double.init) ?? 0
        setNeedsLayout()
    }

    override func computeSize(_ proposal: ProposedSize) -> Size {
        func grow(_ offer: Double?) -> Double { max(minLength, offer ?? minLength) }
        switch stackAxis {
        case .vertical?: return Size(width: 0, height: grow(proposal.height))
        case .horizontal?: return Size(width: grow(proposal.width), height: 0)
        case nil: return Size(width: grow(proposal.width), height: grow(proposal.height))
        }
    }
}
