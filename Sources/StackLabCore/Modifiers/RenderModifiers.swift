import Foundation

// The geometry effects are the layout family's: they stayed here when the render effects moved to
// `Sources/StackLab/Rendering/`, so that this file can move to that family whole.

extension View {
    /// Rotates the drawing (layout is unchanged).
    nonisolated public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View { self }

    /// Scales the drawing (layout is unchanged).
    nonisolated public func scaleEffect(_ scale: CGFloat, anchor: UnitPoint = .center) -> some View { self }

    /// Scales the drawing per axis (layout is unchanged).
    nonisolated public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> some View { self }

    /// Moves the drawing (layout is unchanged).
    nonisolated public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View { self }

    /// Moves the drawing (layout is unchanged).
    nonisolated public func offset(_ offset: CGSize) -> some View { self }

    /// Draws the view in front of or behind its siblings (drawing order only).
    nonisolated public func zIndex(_ value: Double) -> some View { self }
}
