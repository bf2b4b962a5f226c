import Foundation
@_spi(Nodes) import StackLabCore

/// Modifiers of SwiftUI's layout family that change nothing the lab lays out or prices: transforms of
/// the drawing (which SwiftUI applies after layout, so no frame moves), and settings only right-to-left
/// layout, animations or shapes read.
extension View {
    /// Scales the drawing by `scale` per axis around `anchor`; the frame and its neighbours' layout are
    /// unchanged, as in SwiftUI (a layer transform, no offscreen pass).
    nonisolated public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some View { self }

    /// Rotates the drawing in three dimensions; the layout is unchanged (a layer transform).
    nonisolated public func rotation3DEffect(_ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center,
                                             anchorZ: CGFloat = 0, perspective: CGFloat = 1) -> some View { self }

    /// Applies a projective transform to the drawing; the layout is unchanged (a layer transform).
    nonisolated public func projectionEffect(_ transform: ProjectionTransform) -> some View { self }

    /// Makes the view's geometry one group for animations (accepted: the lab commits end states).
    nonisolated public func geometryGroup() -> some View { self }

    /// Sets the shape `ContainerRelativeShape` takes inside (accepted: a shape's outline changes pixels,
    /// not layout).
    nonisolated public func containerShape<T>(_ shape: T) -> some View where T: InsettableShape { self }

    /// Whether the view mirrors in right-to-left layout (accepted: the lab lays out left to right).
    nonisolated public func layoutDirectionBehavior(_ behavior: LayoutDirectionBehavior) -> some View { self }

    /// Whether the view flips in right-to-left layout (accepted: the lab lays out left to right).
    nonisolated public func flipsForRightToLeftLayoutDirection(_ enabled: Bool) -> some View { self }

    /// Sets the style `background(ignoresSafeAreaEdges:)` and `background(in:)` fill with below
    /// (accepted: a colour changes pixels, not layout).
    nonisolated public func backgroundStyle<S>(_ style: S) -> some View where S: ShapeStyle { self }

    /// Pads `edges` by the scene's margin: SwiftUI's default padding on iPhone, 16 points (an estimate:
    /// the amount is the platform's).
    nonisolated public func scenePadding(_ edges: Edge.Set = .all) -> some View {
        LayoutView(layout: PaddingLayout(insets: EdgeInsets(edges, 16)), content: self, flattensContent: false)
    }

    /// Pads `edges` by the scene's margin of kind `padding` (16 points, as `scenePadding(_:)`).
    nonisolated public func scenePadding(_ padding: ScenePadding, edges: Edge.Set = .all) -> some View {
        scenePadding(edges)
    }
}

/// A kind of scene padding — SwiftUI's `ScenePadding`.
public struct ScenePadding: Equatable, Sendable {
    let name: String

    /// The minimum padding a scene's content takes from its edges.
    public static let minimum = ScenePadding(name: "minimum")
}
