/// An animation curve (accepted: the lab commits each transaction's end state).
public struct Animation: Sendable, Hashable {
    let kind: Int
    /// The default animation.
    public static let `default` = Animation(kind: 0)
    /// Linear.
    public static let linear = Animation(kind: 1)
    /// Ease in and out.
    public static let easeInOut = Animation(kind: 2)
    /// Ease in.
    public static let easeIn = Animation(kind: 3)
    /// Ease out.
    public static let easeOut = Animation(kind: 4)
    /// A spring.
    public static let spring = Animation(kind: 5)
    /// Linear, lasting `duration` seconds.
    public static func linear(duration: Double) -> Animation { Animation(kind: 1) }
    /// Ease in and out, lasting `duration` seconds.
    public static func easeInOut(duration: Double) -> Animation { Animation(kind: 2) }
    /// Ease in, lasting `duration` seconds.
    public static func easeIn(duration: Double) -> Animation { Animation(kind: 3) }
    /// Ease out, lasting `duration` seconds.
    public static func easeOut(duration: Double) -> Animation { Animation(kind: 4) }
    /// A spring.
    public static func spring(response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: Double = 0) -> Animation { Animation(kind: 5) }
    /// A spring of a duration and bounce.
    public static func spring(duration: Double = 0.5, bounce: Double = 0) -> Animation { Animation(kind: 5) }
    /// The animation delayed.
    public func delay(_ delay: Double) -> Animation { self }
    /// The animation at another speed.
    public func speed(_ speed: Double) -> Animation { self }
}
