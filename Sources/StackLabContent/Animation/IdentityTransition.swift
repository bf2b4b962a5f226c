import Foundation
@_spi(Nodes) import StackLabCore

/// No transition: the content as it is.
nonisolated public struct IdentityTransition: Transition {
    /// The identity.
    public init() {}
    /// The content.
    public func body(content: IdentityTransition.Content, phase: TransitionPhase) -> IdentityTransition.Content { content }
    /// No motion.
    public static let properties = TransitionProperties(hasMotion: false)
    /// The content.
    public typealias Body = IdentityTransition.Content
}

extension Transition where Self == IdentityTransition {
    /// No transition.
    nonisolated public static var identity: IdentityTransition { IdentityTransition() }
}
