import Foundation

/// When an animation counts as complete for a completion handler.
public struct AnimationCompletionCriteria: Hashable, Sendable {
    let kind: Int

    /// When the animation has logically reached its end (springs may still settle).
    public static let logicallyComplete = AnimationCompletionCriteria(kind: 0)
    /// When the animation is removed from the view.
    public static let removed = AnimationCompletionCriteria(kind: 1)
}
