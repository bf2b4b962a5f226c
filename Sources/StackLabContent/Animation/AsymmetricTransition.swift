import Foundation
@_spi(Nodes) import StackLabCore

/// One transition when inserted and another when removed.
nonisolated public struct AsymmetricTransition<Insertion: Transition, Removal: Transition>: Transition {
    /// On insertion.
    public var insertion: Insertion
    /// On removal.
    public var removal: Removal

    /// `insertion` and `removal`.
    public init(insertion: Insertion, removal: Removal) {
        self.insertion = insertion
        self.removal = removal
    }

    /// The content at `phase` of the transition for its direction.
    public func body(content: AsymmetricTransition<Insertion, Removal>.Content, phase: TransitionPhase) -> some View { content }

    /// Motion when either has it.
    public static var properties: TransitionProperties {
        onLabMainActor { TransitionProperties(hasMotion: Insertion.properties.hasMotion || Removal.properties.hasMotion) }
    }
}
