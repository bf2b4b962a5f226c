import Foundation
@_spi(Nodes) import StackLabCore

/// Moves in from and out to an edge.
nonisolated public struct MoveTransition: Transition {
    /// The edge.
    public var edge: Edge
    /// A move from and to `edge`.
    public init(edge: Edge) { self.edge = edge }
    /// The content, moved past its edge outside the identity phase.
    public func body(content: MoveTransition.Content, phase: TransitionPhase) -> some View { content }
}

extension Transition where Self == MoveTransition {
    /// Moves in from and out to `edge`.
    nonisolated public static func move(edge: Edge) -> Self { MoveTransition(edge: edge) }
}
