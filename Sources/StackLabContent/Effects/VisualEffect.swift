import Foundation
@_spi(Nodes) import StackLabCore

/// Visual effects a view's geometry computes (`visualEffect`) — SwiftUI's `VisualEffect`: offsets,
/// scales, rotations, opacity, blur and colour adjustments applied when the view is drawn. They change no
/// layout; the lab does not evaluate them (see `View.visualEffect(_:)`). The shader effects
/// (`colorEffect`, `distortionEffect`, `layerEffect`) are absent: Metal shaders do not exist on Linux.
public protocol VisualEffect: Sendable, Animatable {}

/// The effect `visualEffect`'s closure starts from: none — SwiftUI's `EmptyVisualEffect`.
public struct EmptyVisualEffect: VisualEffect {
    /// No effect.
    public init() {}
    /// Nothing animates.
    public typealias AnimatableData = EmptyAnimatableData
}

extension VisualEffect {
    /// Moves the drawing.
    public func offset(_ offset: CGSize) -> some VisualEffect { self }
    /// Moves the drawing.
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some VisualEffect { self }
    /// Scales the drawing.
    public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some VisualEffect { self }
    /// Scales the drawing.
    public func scaleEffect(_ scale: CGFloat, anchor: UnitPoint = .center) -> some VisualEffect { self }
    /// Scales the drawing per axis.
    public func scaleEffect(x: CGFloat = 1.0, y: CGFloat = 1.0, anchor: UnitPoint = .center) -> some VisualEffect { self }
    /// Rotates the drawing.
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some VisualEffect { self }
    /// Rotates the drawing in three dimensions.
    public func rotation3DEffect(_ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center,
                                 anchorZ: CGFloat = 0, perspective: CGFloat = 1) -> some VisualEffect { self }
    /// Transforms the drawing.
    public func transformEffect(_ transform: ProjectionTransform) -> some VisualEffect { self }
    /// Draws partly transparent.
    public func opacity(_ opacity: Double) -> some VisualEffect { self }
    /// Blurs the drawing.
    public func blur(radius: CGFloat, opaque: Bool = false) -> some VisualEffect { self }
    /// Adjusts brightness.
    public func brightness(_ amount: Double) -> some VisualEffect { self }
    /// Adjusts contrast.
    public func contrast(_ amount: Double) -> some VisualEffect { self }
    /// Adjusts saturation.
    public func saturation(_ amount: Double) -> some VisualEffect { self }
    /// Removes colour.
    public func grayscale(_ amount: Double) -> some VisualEffect { self }
    /// Rotates hues.
    public func hueRotation(_ angle: Angle) -> some VisualEffect { self }
    /// Blends with what is behind.
    public func blendMode(_ blendMode: BlendMode) -> some VisualEffect { self }
}

extension View {
    /// Applies effects computed from the view's geometry when it is drawn (a parallax, a fade at the
    /// scroll view's edge). Accepted: the effects change no layout, and the lab does not draw; the
    /// closure is not run.
    nonisolated public func visualEffect(_ effect: @escaping @Sendable (EmptyVisualEffect, GeometryProxy) -> some VisualEffect) -> some View {
        self
    }
}

extension View {
    /// An effect on a view as it scrolls in and out of view (accepted: the effect is drawn, not laid
    /// out, and the lab prices no per-frame effect).
    nonisolated public func scrollTransition(_ configuration: ScrollTransitionConfiguration = .interactive, axis: Axis? = nil,
                                             transition: @escaping @Sendable (EmptyVisualEffect, ScrollTransitionPhase) -> some VisualEffect) -> some View { self }

    /// An effect on a view as it scrolls in and out at either edge (accepted).
    nonisolated public func scrollTransition(topLeading: ScrollTransitionConfiguration, bottomTrailing: ScrollTransitionConfiguration, axis: Axis? = nil,
                                             transition: @escaping @Sendable (EmptyVisualEffect, ScrollTransitionPhase) -> some VisualEffect) -> some View { self }
}
