import Foundation

/// A type whose changes an animation can interpolate — SwiftUI's `Animatable`, which `Layout`, `Shape`
/// and `VisualEffect` refine. The lab commits each transaction's end state, so `animatableData` is read
/// and written by no animation; types conform so that their declarations compile unchanged.
public protocol Animatable {
    /// The type of the animated value.
    associatedtype AnimatableData: VectorArithmetic
    /// The value an animation would interpolate.
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
    /// Itself.
    public typealias AnimatableData = Double
}

extension CGFloat: Animatable {
    /// Itself.
    public typealias AnimatableData = CGFloat
}

extension CGPoint: Animatable {
    /// The two coordinates.
    public typealias AnimatableData = AnimatablePair<CGFloat, CGFloat>
    /// The two coordinates.
    public var animatableData: AnimatableData {
        get { AnimatablePair(x, y) }
        set { (x, y) = (newValue.first, newValue.second) }
    }
}

extension CGSize: Animatable {
    /// The width and height.
    public typealias AnimatableData = AnimatablePair<CGFloat, CGFloat>
    /// The width and height.
    public var animatableData: AnimatableData {
        get { AnimatablePair(width, height) }
        set { (width, height) = (newValue.first, newValue.second) }
    }
}

extension CGRect: Animatable {
    /// The origin and size.
    public typealias AnimatableData = AnimatablePair<CGPoint.AnimatableData, CGSize.AnimatableData>
    /// The origin and size.
    public var animatableData: AnimatableData {
        get { AnimatablePair(origin.animatableData, size.animatableData) }
        set { (origin.animatableData, size.animatableData) = (newValue.first, newValue.second) }
    }
}
