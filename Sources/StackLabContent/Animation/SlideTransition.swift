import Foundation
@_spi(Nodes) import StackLabCore

/// Slides in from the leading edge and out to the trailing one.
nonisolated public struct SlideTransition: Transition {
    /// A slide.
    public init() {}
    /// The content, moved off its edge outside the identity phase.
    public func body(content: SlideTransition.Content, phase: TransitionPhase) -> some View { content }
}

extension Transition where Self == SlideTransition {
    /// Slides in from the leading edge and out to the trailing one.
    nonisolated public static var slide: SlideTransition { SlideTransition() }
}
