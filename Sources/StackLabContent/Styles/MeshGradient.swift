import Foundation
@_spi(Nodes) import StackLabCore

/// A gradient over a grid of points, as SwiftUI spells it (iOS 18): as a view it fills what it is offered
/// and draws one layer, as the other gradients do.
nonisolated public struct MeshGradient: ShapeStyle, View, PrimitiveView, Equatable, Sendable {
    /// The grid's points.
    public enum Locations: Equatable, Sendable {
        /// Points joined by straight edges.
        case points([SIMD2<Float>])
        /// Points with control points of their own.
        case bezierPoints([BezierPoint])
    }

    /// The colours at the grid's points.
    public enum Colors: Equatable, Sendable {
        /// Colours.
        case colors([Color])
        /// Resolved colours.
        case resolvedColors([Color.Resolved])
    }

    /// A grid point with its four control points.
    public struct BezierPoint: Equatable, Sendable {
        /// The point.
        public var position: SIMD2<Float>
        /// The control point towards the leading neighbour.
        public var leadingControlPoint: SIMD2<Float>
        /// The control point towards the top neighbour.
        public var topControlPoint: SIMD2<Float>
        /// The control point towards the trailing neighbour.
        public var trailingControlPoint: SIMD2<Float>
        /// The control point towards the bottom neighbour.
        public var bottomControlPoint: SIMD2<Float>

        /// A point and its control points.
        public init(position: SIMD2<Float>, leadingControlPoint: SIMD2<Float>, topControlPoint: SIMD2<Float>, trailingControlPoint: SIMD2<Float>, bottomControlPoint: SIMD2<Float>) {
            self.position = position
            self.leadingControlPoint = leadingControlPoint
            self.topControlPoint = topControlPoint
            self.trailingControlPoint = trailingControlPoint
            self.bottomControlPoint = bottomControlPoint
        }
    }

    /// Columns of points.
    public var width: Int
    /// Rows of points.
    public var height: Int
    /// The points.
    public var locations: Locations
    /// Their colours.
    public var colors: Colors
    /// What shows outside the mesh.
    public var background: Color
    /// Whether colours blend smoothly between points.
    public var smoothsColors: Bool
    /// The space colours blend in.
    public var colorSpace: Gradient.ColorSpace

    /// A mesh from locations and colours.
    public init(width: Int, height: Int, locations: Locations, colors: Colors, background: Color = .clear, smoothsColors: Bool = true, colorSpace: Gradient.ColorSpace = .device) {
        self.width = width
        self.height = height
        self.locations = locations
        self.colors = colors
        self.background = background
        self.smoothsColors = smoothsColors
        self.colorSpace = colorSpace
    }

    /// A mesh of points and colours.
    public init(width: Int, height: Int, points: [SIMD2<Float>], colors: [Color], background: Color = .clear, smoothsColors: Bool = true, colorSpace: Gradient.ColorSpace = .device) {
        self.init(width: width, height: height, locations: .points(points), colors: .colors(colors), background: background, smoothsColors: smoothsColors, colorSpace: colorSpace)
    }

    /// A mesh of points and resolved colours.
    public init(width: Int, height: Int, points: [SIMD2<Float>], resolvedColors: [Color.Resolved], background: Color = .clear, smoothsColors: Bool = true, colorSpace: Gradient.ColorSpace = .device) {
        self.init(width: width, height: height, locations: .points(points), colors: .resolvedColors(resolvedColors), background: background, smoothsColors: smoothsColors, colorSpace: colorSpace)
    }

    /// A mesh of Bézier points and colours.
    public init(width: Int, height: Int, bezierPoints: [BezierPoint], colors: [Color], background: Color = .clear, smoothsColors: Bool = true, colorSpace: Gradient.ColorSpace = .device) {
        self.init(width: width, height: height, locations: .bezierPoints(bezierPoints), colors: .colors(colors), background: background, smoothsColors: smoothsColors, colorSpace: colorSpace)
    }

    /// A mesh of Bézier points and resolved colours.
    public init(width: Int, height: Int, bezierPoints: [BezierPoint], resolvedColors: [Color.Resolved], background: Color = .clear, smoothsColors: Bool = true, colorSpace: Gradient.ColorSpace = .device) {
        self.init(width: width, height: height, locations: .bezierPoints(bezierPoints), colors: .resolvedColors(resolvedColors), background: background, smoothsColors: smoothsColors, colorSpace: colorSpace)
    }

    package func makeNode(in graph: ViewGraph) -> ViewNode {
        FillNode(graph: graph, view: self, idealSize: Size(width: 10, height: 10))
    }

    /// Compared by its fields, which are all values.
    public var _erased: AnyShapeStyle { AnyShapeStyle(identity: String(describing: self), offscreen: false) }
}
