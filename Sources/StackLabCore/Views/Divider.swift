/// A thin line across a stack — SwiftUI's `Divider`: horizontal in a vertical stack, vertical in a
/// horizontal one, one pixel thick (1 / `displayScale` points, UIKit's hairline).
nonisolated public struct Divider: View, PrimitiveView {
    /// Creates a divider.
    public init() {}

    /// Primitive: no body.
    public var body: Never { primitiveBody() }

    package func makeNode(in graph: ViewGraph) -> ViewNode { DividerNode(graph: graph) }
}

/// The node of a `Divider`.
final class DividerNode: ViewNode {
    init(graph: ViewGraph) {
        super.init(graph: graph, viewType: Divider.self)
        layoutName = graph.names.signpostName(for: Divider.self)
        signpostsLayout = false
    }

    override func computeSize(_ proposal: ProposedSize) -> Size {
        let thickness = 1 / max(1, Double(environment.displayScale))
        switch stackAxis {
        case .horizontal?: return Size(width: thickness, height: proposal.height ?? thickness)
        default: return Size(width: proposal.width ?? thickness, height: thickness)
        }
    }

    override func encode(into list: inout RenderList, clip: Rect, dy: Double) {
        list.append(.fill(frame.offsetBy(dx: 0, dy: dy)))
    }
}
