import Foundation

/// A 3×3 projective transform of a view's drawing — SwiftUI's `ProjectionTransform`, for
/// `projectionEffect` and geometry effects. The lab has no Core Graphics or Core Animation, so it is
/// built from its matrix entries (`CGAffineTransform` and `CATransform3D` do not exist on Linux).
public struct ProjectionTransform: Equatable, Sendable {
    /// Row 1.
    public var m11: CGFloat = 1.0, m12: CGFloat = 0.0, m13: CGFloat = 0.0
    /// Row 2.
    public var m21: CGFloat = 0.0, m22: CGFloat = 1.0, m23: CGFloat = 0.0
    /// Row 3.
    public var m31: CGFloat = 0.0, m32: CGFloat = 0.0, m33: CGFloat = 1.0

    /// The identity.
    public init() {}

    /// Whether it leaves the drawing as it is.
    public var isIdentity: Bool { self == ProjectionTransform() }

    /// Whether it is affine (no perspective).
    public var isAffine: Bool { m13 == 0 && m23 == 0 && m33 == 1 }

    /// Inverts the transform in place; false (and unchanged) when it has no inverse.
    public mutating func invert() -> Bool {
        let det = m11 * (m22 * m33 - m23 * m32) - m12 * (m21 * m33 - m23 * m31) + m13 * (m21 * m32 - m22 * m31)
        guard det != 0 else { return false }
        var r = ProjectionTransform()
        r.m11 = (m22 * m33 - m23 * m32) / det
        r.m12 = (m13 * m32 - m12 * m33) / det
        r.m13 = (m12 * m23 - m13 * m22) / det
        r.m21 = (m23 * m31 - m21 * m33) / det
        r.m22 = (m11 * m33 - m13 * m31) / det
        r.m23 = (m13 * m21 - m11 * m23) / det
        r.m31 = (m21 * m32 - m22 * m31) / det
        r.m32 = (m12 * m31 - m11 * m32) / det
        r.m33 = (m11 * m22 - m12 * m21) / det
        self = r
        return true
    }

    /// The inverse (the transform itself when it has none).
    public func inverted() -> ProjectionTransform {
        var copy = self
        _ = copy.invert()
        return copy
    }

    /// This transform followed by `rhs`.
    public func concatenating(_ rhs: ProjectionTransform) -> ProjectionTransform {
        var r = ProjectionTransform()
        r.m11 = m11 * rhs.m11 + m12 * rhs.m21 + m13 * rhs.m31
        r.m12 = m11 * rhs.m12 + m12 * rhs.m22 + m13 * rhs.m32
        r.m13 = m11 * rhs.m13 + m12 * rhs.m23 + m13 * rhs.m33
        r.m21 = m21 * rhs.m11 + m22 * rhs.m21 + m23 * rhs.m31
        r.m22 = m21 * rhs.m12 + m22 * rhs.m22 + m23 * rhs.m32
        r.m23 = m21 * rhs.m13 + m22 * rhs.m23 + m23 * rhs.m33
        r.m31 = m31 * rhs.m11 + m32 * rhs.m21 + m33 * rhs.m31
        r.m32 = m31 * rhs.m12 + m32 * rhs.m22 + m33 * rhs.m32
        r.m33 = m31 * rhs.m13 + m32 * rhs.m23 + m33 * rhs.m33
        return r
    }
}

extension CGPoint {
    /// The point transformed by `m`.
    public func applying(_ m: ProjectionTransform) -> CGPoint {
        let w = x * m.m13 + y * m.m23 + m.m33
        let px = x * m.m11 + y * m.m21 + m.m31
        let py = x * m.m12 + y * m.m22 + m.m32
        return w == 0 ? CGPoint(x: px, y: py) : CGPoint(x: px / w, y: py / w)
    }
}
