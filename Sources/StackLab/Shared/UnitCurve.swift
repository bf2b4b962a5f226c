import Foundation

/// A function from progress in 0…1 to progress in 0…1, as animations and scroll transitions ease
/// (SwiftUI's `UnitCurve`).
public struct UnitCurve {
    enum Shape: Hashable, Sendable {
        case bezier(x1: Double, y1: Double, x2: Double, y2: Double)
        case circularEaseIn, circularEaseOut, circularEaseInOut
        case linear
        indirect case inverse(Shape)
    }

    let shape: Shape

    /// A cubic Bézier curve from (0, 0) to (1, 1) with two control points.
    public static func bezier(startControlPoint: UnitPoint, endControlPoint: UnitPoint) -> UnitCurve {
        UnitCurve(shape: .bezier(x1: Double(startControlPoint.x), y1: Double(startControlPoint.y),
                                 x2: Double(endControlPoint.x), y2: Double(endControlPoint.y)))
    }

    /// The curve's value at `progress`.
    public func value(at progress: Double) -> Double {
        Self.value(of: shape, at: min(1, max(0, progress)))
    }

    /// The curve's slope at `progress`.
    public func velocity(at progress: Double) -> Double {
        let step = 1e-4
        let low = max(0, progress - step)
        let high = min(1, progress + step)
        return (value(at: high) - value(at: low)) / (high - low)
    }

    /// The curve mirrored across the diagonal: its value gives the progress at which this curve has it.
    public var inverse: UnitCurve {
        if case let .inverse(inner) = shape { return UnitCurve(shape: inner) }
        return UnitCurve(shape: .inverse(shape))
    }

    private static func value(of shape: Shape, at t: Double) -> Double {
        switch shape {
        case .linear:
            return t
        case .circularEaseIn:
            return 1 - (1 - t * t).squareRoot()
        case .circularEaseOut:
            return ((2 - t) * t).squareRoot()
        case .circularEaseInOut:
            return t < 0.5 ? 0.5 * (1 - (1 - 4 * t * t).squareRoot()) : 0.5 * ((-((2 * t) - 3) * ((2 * t) - 1)).squareRoot() + 1)
        case let .bezier(x1, y1, x2, y2):
            let s = solve(t) { bezier($0, x1, x2) }
            return bezier(s, y1, y2)
        case let .inverse(inner):
            return solve(t) { value(of: inner, at: $0) }
        }
    }

    /// One coordinate of a cubic Bézier from 0 to 1 with control values `c1` and `c2`.
    private static func bezier(_ s: Double, _ c1: Double, _ c2: Double) -> Double {
        let u = 1 - s
        return 3 * u * u * s * c1 + 3 * u * s * s * c2 + s * s * s
    }

    /// The argument in 0…1 at which the increasing `f` reaches `target`, by bisection.
    private static func solve(_ target: Double, _ f: (Double) -> Double) -> Double {
        var low = 0.0
        var high = 1.0
        for _ in 0..<48 {
            let mid = (low + high) / 2
            if f(mid) < target { low = mid } else { high = mid }
        }
        return (low + high) / 2
    }
}

extension UnitCurve: Sendable {}

extension UnitCurve: Hashable {}

extension UnitCurve {
    /// Slow at both ends (deprecated spelling).
    public static let easeInEaseOut = UnitCurve(shape: .bezier(x1: 0.42, y1: 0, x2: 0.58, y2: 1))
    /// Slow at both ends.
    public static let easeInOut = UnitCurve(shape: .bezier(x1: 0.42, y1: 0, x2: 0.58, y2: 1))
    /// Slow at the start.
    public static let easeIn = UnitCurve(shape: .bezier(x1: 0.42, y1: 0, x2: 1, y2: 1))
    /// Slow at the end.
    public static let easeOut = UnitCurve(shape: .bezier(x1: 0, y1: 0, x2: 0.58, y2: 1))
    /// A quarter circle, slow at the start.
    public static let circularEaseIn = UnitCurve(shape: .circularEaseIn)
    /// A quarter circle, slow at the end.
    public static let circularEaseOut = UnitCurve(shape: .circularEaseOut)
    /// Two quarter circles, slow at both ends.
    public static let circularEaseInOut = UnitCurve(shape: .circularEaseInOut)
    /// Constant speed.
    public static let linear = UnitCurve(shape: .linear)
}
