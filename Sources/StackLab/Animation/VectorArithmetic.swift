import Foundation

/// A value animations interpolate, as SwiftUI's `VectorArithmetic`: it adds, subtracts and scales.
public protocol VectorArithmetic: AdditiveArithmetic {
    /// Multiplies every component by `rhs`.
    mutating func scale(by rhs: Double)
    /// The dot product with itself.
    var magnitudeSquared: Double { get }
}

extension VectorArithmetic {
    /// A copy with every component multiplied by `rhs`.
    public func scaled(by rhs: Double) -> Self {
        var copy = self
        copy.scale(by: rhs)
        return copy
    }

    /// Moves this value `amount` (0…1) of the way to `other`.
    public mutating func interpolate(towards other: Self, amount: Double) {
        self += (other - self).scaled(by: amount)
    }

    /// The value `amount` (0…1) of the way from this one to `other`.
    public func interpolated(towards other: Self, amount: Double) -> Self {
        var copy = self
        copy.interpolate(towards: other, amount: amount)
        return copy
    }
}

extension Float: VectorArithmetic {
    /// Multiplies by `rhs`.
    public mutating func scale(by rhs: Double) { self *= Float(rhs) }
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
    public mutating func scale(by rhs: Double) { self *= CGFloat(rhs) }
    /// The square.
    public var magnitudeSquared: Double { Double(self * self) }
}

/// Two animatable values animated together (a point's x and y).
public struct AnimatablePair<First: VectorArithmetic, Second: VectorArithmetic>: VectorArithmetic {
    /// The first value.
    public var first: First
    /// The second value.
    public var second: Second

    /// A pair of two values.
    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }

    /// Both zero.
    public static var zero: AnimatablePair<First, Second> { AnimatablePair(.zero, .zero) }

    /// Adds component by component.
    public static func += (lhs: inout AnimatablePair<First, Second>, rhs: AnimatablePair<First, Second>) { lhs = lhs + rhs }
    /// Subtracts component by component.
    public static func -= (lhs: inout AnimatablePair<First, Second>, rhs: AnimatablePair<First, Second>) { lhs = lhs - rhs }
    /// The component sums.
    public static func + (lhs: AnimatablePair<First, Second>, rhs: AnimatablePair<First, Second>) -> AnimatablePair<First, Second> {
        AnimatablePair(lhs.first + rhs.first, lhs.second + rhs.second)
    }
    /// The component differences.
    public static func - (lhs: AnimatablePair<First, Second>, rhs: AnimatablePair<First, Second>) -> AnimatablePair<First, Second> {
        AnimatablePair(lhs.first - rhs.first, lhs.second - rhs.second)
    }

    /// Scales both components.
    public mutating func scale(by rhs: Double) {
        first.scale(by: rhs)
        second.scale(by: rhs)
    }

    /// The sum of the components' squared magnitudes.
    public var magnitudeSquared: Double { first.magnitudeSquared + second.magnitudeSquared }
}

extension AnimatablePair: Sendable where First: Sendable, Second: Sendable {}

/// The animatable data of something with nothing to animate.
public struct EmptyAnimatableData: VectorArithmetic {
    /// Nothing.
    public init() {}
    /// Nothing.
    public static var zero: EmptyAnimatableData { EmptyAnimatableData() }
    /// Nothing changes.
    public static func += (lhs: inout EmptyAnimatableData, rhs: EmptyAnimatableData) {}
    /// Nothing changes.
    public static func -= (lhs: inout EmptyAnimatableData, rhs: EmptyAnimatableData) {}
    /// Nothing.
    public static func + (lhs: EmptyAnimatableData, rhs: EmptyAnimatableData) -> EmptyAnimatableData { lhs }
    /// Nothing.
    public static func - (lhs: EmptyAnimatableData, rhs: EmptyAnimatableData) -> EmptyAnimatableData { lhs }
    /// Nothing changes.
    public mutating func scale(by rhs: Double) {}
    /// Zero.
    public var magnitudeSquared: Double { 0 }
}

extension EmptyAnimatableData: Sendable {}
extension EmptyAnimatableData: BitwiseCopyable {}

/// A type whose changes can be interpolated by an animation, through its `animatableData`.
public protocol Animatable {
    /// The interpolated representation.
    associatedtype AnimatableData: VectorArithmetic
    /// This value as the animation interpolates it.
    var animatableData: AnimatableData { get set }
}

extension Animatable where Self: VectorArithmetic {
    /// The value itself.
    public var animatableData: Self {
        get { self }
        set { self = newValue }
    }
}

extension Animatable where AnimatableData == EmptyAnimatableData {
    /// Nothing to animate.
    public var animatableData: EmptyAnimatableData {
        get { EmptyAnimatableData() }
        set {}
    }
}

extension Double: Animatable {
    /// The value itself.
    public typealias AnimatableData = Double
}

extension CGFloat: Animatable {
    /// The value itself.
    public typealias AnimatableData = CGFloat
}

extension CGPoint: Animatable {
    /// x and y.
    public typealias AnimatableData = AnimatablePair<CGFloat, CGFloat>
    /// x and y.
    public var animatableData: CGPoint.AnimatableData {
        get { AnimatablePair(x, y) }
        set { (x, y) = (newValue.first, newValue.second) }
    }
}

extension CGSize: Animatable {
    /// Width and height.
    public typealias AnimatableData = AnimatablePair<CGFloat, CGFloat>
    /// Width and height.
    public var animatableData: CGSize.AnimatableData {
        get { AnimatablePair(width, height) }
        set { (width, height) = (newValue.first, newValue.second) }
    }
}

extension CGRect: Animatable {
    /// Origin and size.
    public typealias AnimatableData = AnimatablePair<CGPoint.AnimatableData, CGSize.AnimatableData>
    /// Origin and size.
    public var animatableData: CGRect.AnimatableData {
        get { AnimatablePair(origin.animatableData, size.animatableData) }
        set { (origin.animatableData, size.animatableData) = (newValue.first, newValue.second) }
    }
}
