import Foundation

/// Effects applied to a view as it is drawn, from its geometry (SwiftUI's `VisualEffect`): scroll
/// transitions and `visualEffect` give them. They change what is drawn, not the layout; the lab
/// keeps none. (SwiftUI also refines `Animatable`, which the lab does not declare.)
public protocol VisualEffect: Sendable {}

/// No effect (SwiftUI's `EmptyVisualEffect`), the start of an effect chain.
public struct EmptyVisualEffect: VisualEffect {
    /// No effect.
    public init() {}
}

/// An effect the lab keeps nothing of.
struct LabVisualEffect: VisualEffect {}

extension VisualEffect {
    /// Moves the drawing by `offset`.
    public func offset(_ offset: CGSize) -> some VisualEffect { LabVisualEffect() }
    /// Moves the drawing by `x` and `y`.
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some VisualEffect { LabVisualEffect() }
    /// Rotates the drawing.
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some VisualEffect { LabVisualEffect() }
    /// Scales the drawing by a size.
    public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some VisualEffect { LabVisualEffect() }
    /// Scales the drawing by a factor.
    public func scaleEffect(_ scale: CGFloat, anchor: UnitPoint = .center) -> some VisualEffect { LabVisualEffect() }
    /// Scales the drawing by `x` and `y`.
    public func scaleEffect(x: CGFloat = 1.0, y: CGFloat = 1.0, anchor: UnitPoint = .center) -> some VisualEffect { LabVisualEffect() }
    /// Blurs the drawing.
    public func blur(radius: CGFloat, opaque: Bool = false) -> some VisualEffect { LabVisualEffect() }
    /// Brightens the drawing.
    public func brightness(_ amount: Double) -> some VisualEffect { LabVisualEffect() }
    /// Changes the drawing's contrast.
    public func contrast(_ amount: Double) -> some VisualEffect { LabVisualEffect() }
    /// Desaturates the drawing.
    public func grayscale(_ amount: Double) -> some VisualEffect { LabVisualEffect() }
    /// Rotates the drawing's hues.
    public func hueRotation(_ angle: Angle) -> some VisualEffect { LabVisualEffect() }
    /// Changes the drawing's saturation.
    public func saturation(_ amount: Double) -> some VisualEffect { LabVisualEffect() }
    /// Makes the drawing translucent.
    public func opacity(_ opacity: Double) -> some VisualEffect { LabVisualEffect() }
    /// Rotates the drawing in three dimensions.
    public func rotation3DEffect(_ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center,
                                 anchorZ: CGFloat = 0, perspective: CGFloat = 1) -> some VisualEffect { LabVisualEffect() }
    /// Blends the drawing with what is behind it.
    public func blendMode(_ blendMode: BlendMode) -> some VisualEffect { LabVisualEffect() }
}
