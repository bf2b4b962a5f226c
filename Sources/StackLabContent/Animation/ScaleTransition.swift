import Foundation
@_spi(Nodes) import StackLabCore

/// Scales from and to a size.
nonisolated public struct ScaleTransition: Transition {
    /// The scale outside the identity phase.
    public var scale: Double
    /// The point it scales around.
    public var anchor: UnitPoint

    /// A scale from `scale` around `anchor`.
    public init(_ scale: Double, anchor: UnitPoint = .center) {
        self.scale = scale
        self.anchor = anchor
    }

    /// The content, scaled outside the identity phase.
    public func body(content: ScaleTransition.Content, phase: TransitionPhase) -> some View { content }
}

extension Transition where Self == ScaleTransition {
    /// Scales from and to zero.
    nonisolated public static var scale: ScaleTransition { ScaleTransition(0) }
    /// Scales from and to `scale` around `anchor`.
    nonisolated public static func scale(_ scale: Double, anchor: UnitPoint = .center) -> Self { ScaleTransition(scale, anchor: anchor) }
}
