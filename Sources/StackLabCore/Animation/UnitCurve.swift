import Foundation

/// A function from 0…1 progress to 0…1 value (an easing curve), as SwiftUI's `UnitCurve`: cubic
/// Béziers and the circular eases, each invertible.
public struct UnitCurve {
    enum Shape: Hashable {
        case bezier(x1: Double, y1: Double, x2: Double, y2: Double)
        case circularEaseIn
        case circularEaseOut
        case circularEaseInOut
    }

    let shape: Shape
    /// Whether this curve is the inverse of `shape` (x and y swapped).
    let inverted: Bool

    init(_ shape: Shape, inverted: Bool = false) {
        self.shape = shape
        self.inverted = inverted
    }

    /// A cubic Bézier from (0, 0) to (1, 1) with two control points.
    public static func bezier(startControlPoint: UnitPoint, endControlPoint: UnitPoint) -> UnitCurve {
        UnitCurve(.bezier(x1: Double(startControlPoint.x), y1: Double(startControlPoint.y),
                          x2: Double(endControlPoint.x), y2: Double(endControlPoint.y)))
    }

    /// The curve's value at `progress` (clamped to 0…1).
    public func value(at progress: Double) -> Double {
        let x = min(max(progress, 0), 1)
        return inverted ? Self.solve(shape, for: x) : Self.forward(shape, x)
    }

    /// The curve's slope at `progress`.
    public func velocity(at progress: Double) -> Double {
        let h = 1e-5
        let a = value(at: max(progress - h, 0))
        let b = value(at: min(progress + h, 1))
        return (b - a) / (min(progress + h, 1) - max(progress - h, 0))
    }

    /// The curve with its axes swapped: the progress at which this one reaches a value.
    public var inverse: UnitCurve {
        UnitCurve(shape, inverted: !inverted)
    }

    private static func forward(_ shape: Shape, _ x: Double) -> Double {
        switch shape {
        case let .bezier(x1, y1, x2, y2):
            let t = bezierParameter(forX: x, x1, x2)
            return bezier(t, y1, y2)
        case .circularEaseIn:
            return 1 - (1 - x * x).squareRoot()
        case .circularEaseOut:
            return (1 - (1 - x) * (1 - x)).squareRoot()
        case .circularEaseInOut:
            return x < 0.5 ? (1 - (1 - 4 * x * x).squareRoot()) / 2 : ((1 - (2 * x - 2) * (2 * x - 2)).squareRoot() + 1) / 2
        }
    }

    /// The x at which `forward` reaches `y`, by bisection (every curve is monotonic).
    private static func solve(_ shape: Shape, for y: Double) -> Double {
        var low = 0.0, high = 1.0
        for _ in 0..<60 {
            let mid = (low + high) / 2
            if forward(shape, mid) < y { low = mid } else { high = mid }
        }
        return (low + high) / 2
    }

    /// One coordinate of the Bézier with control values `a` and `b` at parameter `t`.
    private static func bezier(_ t: Double, _ a: Double, _ b: Double) -> Double {
        let u = 1 - t
        return 3 * u * u * t * a + 3 * u * t * t * b + t * t * t
    }

    /// The parameter at which the Bézier's x is `x`.
    private static func bezierParameter(forX x: Double, _ x1: Double, _ x2: Double) -> Double {
        var low = 0.0, high = 1.0
        for _ in 0..<60 {
            let mid = (low + high) / 2
            if bezier(mid, x1, x2) < x { low = mid } else { high = mid }
        }
        return (low + high) / 2
    }
}

extension UnitCurve: Sendable {}

extension UnitCurve: Hashable {}

extension UnitCurve {
    /// Ease in and out (deprecated spelling of `easeInOut`).
    public static let easeInEaseOut = UnitCurve(.bezier(x1: 0.42, y1: 0, x2: 0.58, y2: 1))
    /// Starts and ends slowly: control points (0.42, 0) and (0.58, 1), Core Animation's.
    public static let easeInOut = UnitCurve(.bezier(x1: 0.42, y1: 0, x2: 0.58, y2: 1))
    /// Starts slowly: control points (0.42, 0) and (1, 1).
    public static let easeIn = UnitCurve(.bezier(x1: 0.42, y1: 0, x2: 1, y2: 1))
    /// Ends slowly: control points (0, 0) and (0.58, 1).
    public static let easeOut = UnitCurve(.bezier(x1: 0, y1: 0, x2: 0.58, y2: 1))
    /// A quarter circle that starts slowly.
    public static let circularEaseIn = UnitCurve(.circularEaseIn)
    /// A quarter circle that ends slowly.
    public static let circularEaseOut = UnitCurve(.circularEaseOut)
    /// Two quarter circles.
    public static let circularEaseInOut = UnitCurve(.circularEaseInOut)
    /// The identity.
    public static let linear = UnitCurve(.bezier(x1: 0, y1: 0, x2: 1, y2: 1))
}
