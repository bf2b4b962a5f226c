import Foundation

/// A type whose values can be added, subtracted and scaled, so an animation can interpolate between
/// two of them — SwiftUI's `VectorArithmetic`. The lab commits a transaction's end state, so it never
/// interpolates; the protocol is here so that `Animatable` types (layouts, shapes, effects) compile.
public protocol VectorArithmetic: AdditiveArithmetic {
    /// Multiplies each component by `rhs`.
    mutating func scale(by rhs: Double)
    /// The dot product of the value with itself.
    var magnitudeSquared: Double { get }
}

extension VectorArithmetic {
    /// A copy scaled by `rhs`.
    public func scaled(by rhs: Double) -> Self {
        var copy = self
        copy.scale(by: rhs)
        return copy
    }

    /// Moves the value `amount` of the way towards `other` (0 stays, 1 arrives).
    public mutating func interpolate(towards other: Self, amount: Double) {
        var step = other - self
        step.scale(by: amount)
        self += step
    }

    /// The value `amount` of the way towards `other`.
    public func interpolated(towards other: Self, amount: Double) -> Self {
        var copy = self
        copy.interpolate(towards: other, amount: amount)
        return copy
    }
}

extension Float: VectorArithmetic {
    /// Multiplies by `rhs`.
    public mutating func scale(by rhs: Double) { self = Float(Double(self) * rhs) }
    /// The square.
    public var magnitudeSquared: Double { Double(self * self) }
}

extension Double: VectorArithmetic {
    /// Multiplies by `rhs`.
    public mutating func scale(by rhs: Double) { self *= rhs }
    /// The square.
    public var magnitudeSquared: Double { self * self }
}

extension CGFloat: VectorArithmetic {
    /// Multiplies by `rhs`.
    public mutating func scale(by rhs: Double) { self = CGFloat(Double(self) * rhs) }
    /// The square.
    public var magnitudeSquared: Double { Double(self * self) }
}
