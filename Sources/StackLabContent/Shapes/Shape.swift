import Foundation
@_spi(Nodes) import StackLabCore

/// A 2D outline that is also a view, as SwiftUI declares it: `path(in:)` is nonisolated, and a team's
/// shape is not a main-actor type (`_RemoveGlobalActorIsolation`), so its path can be built anywhere. As a
/// view a shape fills the space it is offered (10 × 10 points when asked for its ideal size, SwiftUI's
/// `sizeThatFits` default) and draws one layer in the foreground style.
public protocol Shape: Sendable, Animatable, View, _RemoveGlobalActorIsolation {
    /// The outline inside `rect`.
    nonisolated func path(in rect: CGRect) -> Path
    /// Whether the shape is drawn as a fill, a stroke or a separator (what `foregroundStyle` fills it with).
    nonisolated static var role: ShapeRole { get }
    /// Whether the shape mirrors in a right-to-left layout.
    nonisolated var layoutDirectionBehavior: LayoutDirectionBehavior { get }
    /// The size the shape takes for `proposal`.
    nonisolated func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize
}

extension Shape {
    /// Fills the proposal; 10 × 10 where a dimension is unspecified.
    nonisolated public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    /// A shape is filled.
    public static var role: ShapeRole { .fill }

    /// A shape mirrors in a right-to-left layout unless it says otherwise.
    public var layoutDirectionBehavior: LayoutDirectionBehavior { .mirrors }

    /// A shape as a view: itself filled with the foreground style.
    public var body: _ShapeView<Self, ForegroundStyle> { _ShapeView(shape: self, style: ForegroundStyle()) }
}

/// A shape the lab draws itself: a leaf node of the shape, no body evaluated.
package protocol PrimitiveShape: Shape, PrimitiveView, ShapeDrawingView where DrawnShape == Self {}

extension PrimitiveShape {
    package nonisolated var drawnShape: Self { self }
    package nonisolated var drawing: ShapeDrawing { .foreground }
    package nonisolated var backgroundContent: (any View)? { nil }
    package nonisolated func makeNode(in graph: ViewGraph) -> ViewNode { ShapeNode<Self>(graph: graph, view: self) }
}
