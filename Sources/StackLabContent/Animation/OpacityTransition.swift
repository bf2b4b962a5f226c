import Foundation
@_spi(Nodes) import StackLabCore

/// Fades in and out.
nonisolated public struct OpacityTransition: Transition {
    /// A fade.
    public init() {}
    /// The content, faded away outside the identity phase.
    public func body(content: OpacityTransition.Content, phase: TransitionPhase) -> some View { content }
    /// A fade has no motion.
    public static let properties = TransitionProperties(hasMotion: false)
}

extension Transition where Self == OpacityTransition {
    /// Fades in and out.
    nonisolated public static var opacity: OpacityTransition { OpacityTransition() }
}
