import Foundation
@_spi(Nodes) import StackLabCore

/// Moves in from an edge and out to the opposite one, fading.
nonisolated public struct PushTransition: Transition {
    /// The edge it comes from.
    public var edge: Edge
    /// A push from `edge`.
    public init(edge: Edge) { self.edge = edge }
    /// The content, pushed outside the identity phase.
    public func body(content: PushTransition.Content, phase: TransitionPhase) -> some View { content }
}

extension Transition where Self == PushTransition {
    /// Pushes in from `edge`.
    nonisolated public static func push(from edge: Edge) -> Self { PushTransition(edge: edge) }
}
