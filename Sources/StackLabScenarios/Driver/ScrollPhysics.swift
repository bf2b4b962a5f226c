import Foundation
import StackLab

/// The platform's scroll physics (docs/DESIGN.md §3), as closed-form functions of time so a driver stepping
/// at any frame rate lands exactly on them.
public enum ScrollPhysics {
    /// Deceleration rates per millisecond.
    public enum Deceleration: String, Sendable, Equatable, CaseIterable {
        /// 0.998 per ms.
        case normal
        /// 0.99 per ms.
        case fast

        /// The factor `d` velocity is multiplied by every millisecond.
        public var rate: Double { self == .normal ? 0.998 : 0.99 }
    }

    /// A fling ends when its speed falls below this many points per second.
    public static let stopSpeed = 10.0
    /// Rubber-band stiffness `c`.
    public static let rubberBandCoefficient = 0.55
    /// How fast an overscroll springs back: the excess decays with this time constant (seconds).
    public static let springBackTimeConstant = 0.08

    /// Velocity `t` seconds into a fling: `v0 · d^(1000 t)`.
    public static func flingVelocity(_ v0: Double, _ deceleration: Deceleration, at t: Double) -> Double {
        v0 * pow(deceleration.rate, 1000 * t)
    }

    /// Distance travelled `t` seconds into a fling: `v0 · (d^(1000 t) − 1) / (1000 ln d)`.
    public static func flingDistance(_ v0: Double, _ deceleration: Deceleration, at t: Double) -> Double {
        let d = deceleration.rate
        return v0 * (pow(d, 1000 * t) - 1) / (1000 * log(d))
    }

    /// How long a fling lasts before its speed drops below `stopSpeed`.
    public static func flingDuration(_ v0: Double, _ deceleration: Deceleration) -> Double {
        guard abs(v0) > stopSpeed else { return 0 }
        return log(stopSpeed / abs(v0)) / (1000 * log(deceleration.rate))
    }

    /// How far content shows past an edge when pulled `x` points past it: `x · D · c / (D + c · |x|)`
    /// with `D` the viewport length.
    public static func rubberBand(_ x: Double, viewport: Double) -> Double {
        let c = rubberBandCoefficient
        return x * viewport * c / (viewport + c * abs(x))
    }
}
