/// The context of a state change (accepted: its animation is not modeled).
public struct Transaction: Sendable {
    /// The animation.
    public var animation: Animation?
    /// Whether animations are off.
    public var disablesAnimations = false

    /// An empty transaction.
    public init() {}

    /// A transaction with an animation.
    public init(animation: Animation?) {
        self.animation = animation
    }
}
