import Foundation
@_spi(Nodes) import StackLabCore

/// How a view enters and leaves the hierarchy, as SwiftUI's `Transition`: its body is the content at
/// a phase (about to appear, shown, gone). The lab commits each transaction's end state, so a view
/// that appears is shown at `.identity` at once and one that leaves is gone at once.
@MainActor @preconcurrency
public protocol Transition {
    /// The content at a phase.
    associatedtype Body: View
    /// The content at `phase`.
    @ViewBuilder @MainActor @preconcurrency func body(content: Content, phase: TransitionPhase) -> Body
    /// Whether the transition moves the view.
    @MainActor @preconcurrency static var properties: TransitionProperties { get }
    /// The content the transition applies to.
    typealias Content = PlaceholderContentView<Self>
}

extension Transition {
    /// A transition with motion.
    nonisolated public static var properties: TransitionProperties { TransitionProperties() }

    /// `content` at `phase` of this transition.
    public func apply<V: View>(content: V, phase: TransitionPhase) -> some View {
        body(content: PlaceholderContentView(content), phase: phase)
    }

    /// This transition, animated with `animation`.
    nonisolated public func animation(_ animation: Animation?) -> some Transition {
        AnimatedTransition(base: self, animation: animation)
    }

    /// This transition and `other`, applied together.
    nonisolated public func combined<T: Transition>(with other: T) -> some Transition {
        CombinedTransition(first: self, second: other)
    }
}

/// Properties of a transition.
public struct TransitionProperties: Sendable {
    /// Whether the transition moves the view (Reduce Motion replaces such transitions).
    public var hasMotion: Bool

    /// Properties with or without motion.
    public init(hasMotion: Bool = true) {
        self.hasMotion = hasMotion
    }
}

/// A transition with an animation of its own.
nonisolated struct AnimatedTransition<Base: Transition>: Transition {
    let base: Base
    let animation: Animation?
    func body(content: Content, phase: TransitionPhase) -> some View { content }
}

/// Two transitions applied together.
nonisolated struct CombinedTransition<First: Transition, Second: Transition>: Transition {
    let first: First
    let second: Second
    func body(content: Content, phase: TransitionPhase) -> some View { content }
}
