import Foundation
@_spi(Nodes) import StackLabCore

/// A timing curve over a fixed duration.
struct TimingCurveAnimation: CustomAnimation {
    let curve: UnitCurve
    let duration: TimeInterval

    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        guard time < duration, duration > 0 else { return nil }
        return value.scaled(by: curve.value(at: time / duration))
    }

    func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V? {
        guard duration > 0 else { return nil }
        return value.scaled(by: curve.velocity(at: time / duration) / duration)
    }
}

/// A spring, interpolating (`interpolatingSpring`) or not; both follow the spring's motion here.
struct SpringAnimation: CustomAnimation {
    let spring: Spring
    let initialVelocity: Double
    let blendDuration: TimeInterval

    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        let settling = spring.settlingDuration
        if time >= settling { return nil }
        if time >= spring.duration { context.isLogicallyComplete = true }
        return spring.value(target: value, initialVelocity: value.scaled(by: initialVelocity), time: time)
    }

    func velocity<V: VectorArithmetic>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V? {
        spring.velocity(target: value, initialVelocity: value.scaled(by: initialVelocity), time: time)
    }

    func shouldMerge<V: VectorArithmetic>(previous: Animation, value: V, time: TimeInterval, context: inout AnimationContext<V>) -> Bool { true }
}

/// Another animation started `delay` seconds late.
struct DelayedAnimation: CustomAnimation {
    let base: Animation
    let delay: TimeInterval

    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        time < delay ? value.scaled(by: 0) : base.animate(value: value, time: time - delay, context: &context)
    }
}

/// Another animation run `speed` times as fast.
struct SpeedAnimation: CustomAnimation {
    let base: Animation
    let speed: Double

    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        base.animate(value: value, time: time * speed, context: &context)
    }
}

/// Another animation repeated `count` times (forever when nil), reversing every other time.
struct RepeatedAnimation: CustomAnimation {
    let base: Animation
    let count: Int?
    let autoreverses: Bool

    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        // One run's length: when the base is done, with a scratch context.
        var probe = AnimationContext<Double>()
        var length = 0.0
        while length < 60, base.animate(value: 1.0, time: length, context: &probe) != nil { length += 1.0 / 60 }
        guard length > 0 else { return nil }
        let run = Int(time / length)
        if let count, run >= count { return nil }
        let local = time - Double(run) * length
        let forward = base.animate(value: value, time: local, context: &context) ?? value
        return autoreverses && run % 2 == 1 ? value - forward : forward
    }
}

/// Another animation that counts as logically complete after `duration` seconds.
struct LogicallyCompleteAnimation: CustomAnimation {
    let base: Animation
    let duration: TimeInterval

    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
        if time >= duration { context.isLogicallyComplete = true }
        return base.animate(value: value, time: time, context: &context)
    }
}

extension Animation {
    /// The default animation: a smooth spring, as since iOS 17.
    public static let `default` = Animation(SpringAnimation(spring: Spring(duration: 0.5, bounce: 0), initialVelocity: 0, blendDuration: 0))

    /// Ease in and out over `duration` seconds.
    public static func easeInOut(duration: TimeInterval) -> Animation { timingCurve(.easeInOut, duration: duration) }
    /// Ease in and out over 0.35 s, SwiftUI's default duration.
    public static var easeInOut: Animation { easeInOut(duration: 0.35) }
    /// Ease in over `duration` seconds.
    public static func easeIn(duration: TimeInterval) -> Animation { timingCurve(.easeIn, duration: duration) }
    /// Ease in over 0.35 s.
    public static var easeIn: Animation { easeIn(duration: 0.35) }
    /// Ease out over `duration` seconds.
    public static func easeOut(duration: TimeInterval) -> Animation { timingCurve(.easeOut, duration: duration) }
    /// Ease out over 0.35 s.
    public static var easeOut: Animation { easeOut(duration: 0.35) }
    /// Linear over `duration` seconds.
    public static func linear(duration: TimeInterval) -> Animation { timingCurve(.linear, duration: duration) }
    /// Linear over 0.35 s.
    public static var linear: Animation { linear(duration: 0.35) }

    /// A cubic Bézier timing curve with control points (p1x, p1y) and (p2x, p2y).
    public static func timingCurve(_ p1x: Double, _ p1y: Double, _ p2x: Double, _ p2y: Double, duration: TimeInterval = 0.35) -> Animation {
        timingCurve(.bezier(startControlPoint: UnitPoint(x: p1x, y: p1y), endControlPoint: UnitPoint(x: p2x, y: p2y)), duration: duration)
    }

    /// `curve` over `duration` seconds.
    public static func timingCurve(_ curve: UnitCurve, duration: TimeInterval) -> Animation {
        Animation(TimingCurveAnimation(curve: curve, duration: duration))
    }
}

extension Animation {
    /// A spring of `duration` and `bounce`.
    public static func spring(duration: TimeInterval = 0.5, bounce: Double = 0.0, blendDuration: Double = 0) -> Animation {
        spring(Spring(duration: duration, bounce: bounce), blendDuration: blendDuration)
    }

    /// A spring of `response` and damping fraction.
    @_disfavoredOverload
    public static func spring(response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: TimeInterval = 0) -> Animation {
        spring(Spring(response: response, dampingRatio: dampingFraction), blendDuration: blendDuration)
    }

    /// The default spring (response 0.5, damping fraction 0.825).
    public static var spring: Animation { spring(response: 0.5, dampingFraction: 0.825, blendDuration: 0) }

    /// A quick spring for interactive changes.
    @_disfavoredOverload
    public static func interactiveSpring(response: Double = 0.15, dampingFraction: Double = 0.86, blendDuration: TimeInterval = 0.25) -> Animation {
        spring(Spring(response: response, dampingRatio: dampingFraction), blendDuration: blendDuration)
    }

    /// The default interactive spring.
    public static var interactiveSpring: Animation { interactiveSpring(response: 0.15, dampingFraction: 0.86, blendDuration: 0.25) }

    /// A quick spring of `duration` with `extraBounce`.
    public static func interactiveSpring(duration: TimeInterval = 0.15, extraBounce: Double = 0.0, blendDuration: TimeInterval = 0.25) -> Animation {
        spring(Spring(duration: duration, bounce: 0.14 + extraBounce), blendDuration: blendDuration)
    }

    /// A spring without bounce.
    public static var smooth: Animation { smooth() }
    /// A spring without bounce, plus `extraBounce`.
    public static func smooth(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Animation {
        spring(.smooth(duration: duration, extraBounce: extraBounce))
    }
    /// A spring with a little bounce.
    public static var snappy: Animation { snappy() }
    /// A spring with a little bounce, plus `extraBounce`.
    public static func snappy(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Animation {
        spring(.snappy(duration: duration, extraBounce: extraBounce))
    }
    /// A spring with a visible bounce.
    public static var bouncy: Animation { bouncy() }
    /// A spring with a visible bounce, plus `extraBounce`.
    public static func bouncy(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Animation {
        spring(.bouncy(duration: duration, extraBounce: extraBounce))
    }

    /// An animation following `spring`.
    public static func spring(_ spring: Spring, blendDuration: TimeInterval = 0.0) -> Animation {
        Animation(SpringAnimation(spring: spring, initialVelocity: 0, blendDuration: blendDuration))
    }

    /// An interpolating animation following `spring`.
    public static func interpolatingSpring(_ spring: Spring, initialVelocity: Double = 0.0) -> Animation {
        Animation(SpringAnimation(spring: spring, initialVelocity: initialVelocity, blendDuration: 0))
    }

    /// An interpolating spring of physical parameters.
    public static func interpolatingSpring(mass: Double = 1.0, stiffness: Double, damping: Double, initialVelocity: Double = 0.0) -> Animation {
        interpolatingSpring(Spring(mass: mass, stiffness: stiffness, damping: damping, allowOverDamping: true), initialVelocity: initialVelocity)
    }

    /// An interpolating spring of `duration` and `bounce`.
    public static func interpolatingSpring(duration: TimeInterval = 0.5, bounce: Double = 0.0, initialVelocity: Double = 0.0) -> Animation {
        interpolatingSpring(Spring(duration: duration, bounce: bounce), initialVelocity: initialVelocity)
    }

    /// The default interpolating spring (mass 1, stiffness 170, damping 15).
    public static var interpolatingSpring: Animation { interpolatingSpring(mass: 1, stiffness: 170, damping: 15) }
}

extension Animation {
    /// This animation, starting `delay` seconds late.
    public func delay(_ delay: TimeInterval) -> Animation { Animation(DelayedAnimation(base: self, delay: delay)) }

    /// This animation at `speed` times its speed.
    public func speed(_ speed: Double) -> Animation { Animation(SpeedAnimation(base: self, speed: speed)) }

    /// This animation, repeated `repeatCount` times.
    public func repeatCount(_ repeatCount: Int, autoreverses: Bool = true) -> Animation {
        Animation(RepeatedAnimation(base: self, count: repeatCount, autoreverses: autoreverses))
    }

    /// This animation, repeated forever.
    public func repeatForever(autoreverses: Bool = true) -> Animation {
        Animation(RepeatedAnimation(base: self, count: nil, autoreverses: autoreverses))
    }

    /// This animation, logically complete after `duration` seconds.
    public func logicallyComplete(after duration: TimeInterval) -> Animation {
        Animation(LogicallyCompleteAnimation(base: self, duration: duration))
    }
}
