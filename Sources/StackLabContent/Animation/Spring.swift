import Foundation
@_spi(Nodes) import StackLabCore

/// A damped spring, as SwiftUI's `Spring`: kept as mass, stiffness and damping, and convertible to
/// and from the perceptual parameters (duration and bounce, response and damping ratio) with the
/// relations Apple gives (WWDC23 "Animate with springs"): stiffness = (2π / response)² × mass,
/// damping = 4π × dampingRatio × mass / response, dampingRatio = 1 − bounce (1 / (1 + bounce) below 0).
public struct Spring: Hashable, Sendable {
    let storedMass: Double
    let storedStiffness: Double
    let storedDamping: Double

    init(mass: Double, stiffness: Double, damping: Double) {
        storedMass = mass
        storedStiffness = stiffness
        storedDamping = damping
    }

    /// The damping ratio for a bounce.
    static func dampingRatio(bounce: Double) -> Double {
        bounce >= 0 ? 1 - bounce : 1 / (1 + bounce)
    }
}

extension Spring {
    /// A spring that settles in about `duration` seconds, with `bounce` (0 none, up to 1; below 0
    /// overdamped).
    public init(duration: TimeInterval = 0.5, bounce: Double = 0.0) {
        self.init(response: duration, dampingRatio: Self.dampingRatio(bounce: bounce))
    }

    /// The perceptual duration (the response).
    public var duration: TimeInterval { response }

    /// How much the spring overshoots: 1 − damping ratio when underdamped.
    public var bounce: Double {
        let ratio = dampingRatio
        return ratio <= 1 ? 1 - ratio : 1 / ratio - 1
    }
}

extension Spring {
    /// A spring with an undamped period of `response` seconds and a damping ratio.
    public init(response: Double, dampingRatio: Double) {
        let response = max(response, 0.0001)
        let stiffness = pow(2 * .pi / response, 2)
        let damping = 4 * .pi * dampingRatio / response
        self.init(mass: 1, stiffness: stiffness, damping: damping)
    }

    /// The undamped period.
    public var response: Double { 2 * .pi / (storedStiffness / storedMass).squareRoot() }

    /// Damping over critical damping.
    public var dampingRatio: Double { storedDamping / (2 * (storedMass * storedStiffness).squareRoot()) }
}

extension Spring {
    /// A spring of physical parameters; damping above critical is reduced to critical unless allowed.
    public init(mass: Double = 1.0, stiffness: Double, damping: Double, allowOverDamping: Bool = false) {
        let critical = 2 * (mass * stiffness).squareRoot()
        self.init(mass: mass, stiffness: stiffness, damping: allowOverDamping ? damping : min(damping, critical))
    }

    /// The mass.
    public var mass: Double { storedMass }
    /// The stiffness.
    public var stiffness: Double { storedStiffness }
    /// The damping.
    public var damping: Double { storedDamping }
}

extension Spring {
    /// A spring that comes within `epsilon` of its target after `settlingDuration` seconds.
    public init(settlingDuration: TimeInterval, dampingRatio: Double, epsilon: Double = 0.001) {
        // The envelope of an underdamped spring decays as e^(−ζω t).
        let omega = -log(epsilon) / (max(min(dampingRatio, 1), 0.01) * max(settlingDuration, 0.0001))
        self.init(response: 2 * .pi / omega, dampingRatio: dampingRatio)
    }
}

extension Spring {
    /// How long the spring takes to come within 0.001 of a unit displacement and stay there.
    public var settlingDuration: TimeInterval {
        settlingDuration(target: 1.0, initialVelocity: 0.0, epsilon: 0.001)
    }

    /// How long the spring takes to come within `epsilon` of `target` from zero and stay there.
    public func settlingDuration<V: VectorArithmetic>(target: V, initialVelocity: V = .zero, epsilon: Double) -> TimeInterval {
        let step = 1.0 / 240
        var settledSince: TimeInterval?
        var time = 0.0
        while time < 60 {
            let offset = (value(target: target, initialVelocity: initialVelocity, time: time) - target).magnitudeSquared.squareRoot()
            if offset < epsilon {
                if settledSince == nil { settledSince = time }
                if time - settledSince! > 0.1 { return settledSince! }
            } else {
                settledSince = nil
            }
            time += step
        }
        return settledSince ?? 60
    }

    /// Where the spring is, `time` seconds after starting at zero toward `target` with a velocity.
    public func value<V: VectorArithmetic>(target: V, initialVelocity: V = .zero, time: TimeInterval) -> V {
        let (a, b) = basis(time)
        return target.scaled(by: 1 - a) + initialVelocity.scaled(by: b)
    }

    /// The spring's velocity `time` seconds after starting at zero toward `target`.
    public func velocity<V: VectorArithmetic>(target: V, initialVelocity: V = .zero, time: TimeInterval) -> V {
        let h = 1e-5
        let (a0, b0) = basis(max(time - h, 0))
        let (a1, b1) = basis(time + h)
        let span = time + h - max(time - h, 0)
        return target.scaled(by: -(a1 - a0) / span) + initialVelocity.scaled(by: (b1 - b0) / span)
    }

    /// Advances `value` and `velocity` toward `target` by `deltaTime` (semi-implicit Euler).
    public func update<V: VectorArithmetic>(value: inout V, velocity: inout V, target: V, deltaTime: TimeInterval) {
        let acceleration = force(target: target, position: value, velocity: velocity).scaled(by: 1 / storedMass)
        velocity += acceleration.scaled(by: deltaTime)
        value += velocity.scaled(by: deltaTime)
    }

    /// The spring's force: stiffness × (target − position) − damping × velocity.
    public func force<V: VectorArithmetic>(target: V, position: V, velocity: V) -> V {
        (target - position).scaled(by: storedStiffness) - velocity.scaled(by: storedDamping)
    }

    /// The weights of the starting displacement and velocity in the displacement at `time`, from the
    /// closed-form solution of the damped oscillator.
    private func basis(_ time: Double) -> (displacement: Double, velocity: Double) {
        let omega = (storedStiffness / storedMass).squareRoot()
        let zeta = dampingRatio
        if zeta < 1 {
            let damped = omega * (1 - zeta * zeta).squareRoot()
            let envelope = exp(-zeta * omega * time)
            return (envelope * (cos(damped * time) + zeta * omega / damped * sin(damped * time)), envelope * sin(damped * time) / damped)
        }
        if zeta == 1 {
            let envelope = exp(-omega * time)
            return (envelope * (1 + omega * time), time * envelope)
        }
        let root = (zeta * zeta - 1).squareRoot()
        let r1 = -omega * (zeta - root), r2 = -omega * (zeta + root)
        let e1 = exp(r1 * time), e2 = exp(r2 * time)
        return ((r2 * e1 - r1 * e2) / (r2 - r1), (e1 - e2) / (r1 - r2))
    }
}

extension Spring {
    /// How long the spring takes from `fromValue` to settle at `toValue`.
    public func settlingDuration<V: Animatable>(fromValue: V, toValue: V, initialVelocity: V, epsilon: Double) -> TimeInterval {
        settlingDuration(target: toValue.animatableData - fromValue.animatableData, initialVelocity: initialVelocity.animatableData, epsilon: epsilon)
    }

    /// Where the spring from `fromValue` to `toValue` is after `time` seconds.
    public func value<V: Animatable>(fromValue: V, toValue: V, initialVelocity: V, time: TimeInterval) -> V {
        var result = fromValue
        result.animatableData = fromValue.animatableData + value(target: toValue.animatableData - fromValue.animatableData,
                                                                 initialVelocity: initialVelocity.animatableData, time: time)
        return result
    }

    /// The velocity of the spring from `fromValue` to `toValue` after `time` seconds.
    public func velocity<V: Animatable>(fromValue: V, toValue: V, initialVelocity: V, time: TimeInterval) -> V {
        var result = fromValue
        result.animatableData = velocity(target: toValue.animatableData - fromValue.animatableData,
                                         initialVelocity: initialVelocity.animatableData, time: time)
        return result
    }

    /// The spring's force at `position` with `velocity`, toward `toValue`.
    public func force<V: Animatable>(fromValue: V, toValue: V, position: V, velocity: V) -> V {
        var result = fromValue
        result.animatableData = force(target: toValue.animatableData, position: position.animatableData, velocity: velocity.animatableData)
        return result
    }
}

extension Spring {
    /// No bounce, half a second.
    public static var smooth: Spring { smooth() }
    /// No bounce (plus `extraBounce`).
    public static func smooth(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Spring {
        Spring(duration: duration, bounce: extraBounce)
    }
    /// A little bounce (0.15), half a second.
    public static var snappy: Spring { snappy() }
    /// A little bounce (0.15 plus `extraBounce`).
    public static func snappy(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Spring {
        Spring(duration: duration, bounce: 0.15 + extraBounce)
    }
    /// A visible bounce (0.3), half a second.
    public static var bouncy: Spring { bouncy() }
    /// A visible bounce (0.3 plus `extraBounce`).
    public static func bouncy(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Spring {
        Spring(duration: duration, bounce: 0.3 + extraBounce)
    }
}
