#if !canImport(CoreGraphics)
import Foundation
@_spi(Nodes) import StackLabCore

/// A stand-in for Core Graphics' immutable path, which Linux lacks, so that `Path(cgPath)` and
/// `path.cgPath` compile: it keeps a SwiftUI `Path`'s elements.
open class CGPath: @unchecked Sendable {
    var path: Path

    init(path: Path) {
        self.path = path
    }

    /// The smallest rectangle holding the path's points.
    public var boundingBoxOfPath: CGRect { path.boundingRect }

    /// Whether the path has no elements.
    public var isEmpty: Bool { path.isEmpty }

    /// The last point added.
    public var currentPoint: CGPoint { path.currentPoint ?? .zero }
}

/// A stand-in for Core Graphics' mutable path.
open class CGMutablePath: CGPath, @unchecked Sendable {
    /// An empty path.
    public init() {
        super.init(path: Path())
    }

    /// Starts a subpath at `point`.
    public func move(to point: CGPoint) { path.move(to: point) }
    /// A line to `point`.
    public func addLine(to point: CGPoint) { path.addLine(to: point) }
    /// Lines through `points`.
    public func addLines(between points: [CGPoint]) { path.addLines(points) }
    /// A quadratic curve.
    public func addQuadCurve(to end: CGPoint, control: CGPoint) { path.addQuadCurve(to: end, control: control) }
    /// A cubic curve.
    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) { path.addCurve(to: end, control1: control1, control2: control2) }
    /// A rectangle.
    public func addRect(_ rect: CGRect) { path.addRect(rect) }
    /// An ellipse.
    public func addEllipse(in rect: CGRect) { path.addEllipse(in: rect) }
    /// A rounded rectangle.
    public func addRoundedRect(in rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat) {
        path.addRoundedRect(in: rect, cornerSize: CGSize(width: cornerWidth, height: cornerHeight))
    }
    /// An arc.
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        path.addArc(center: center, radius: radius, startAngle: .radians(Double(startAngle)), endAngle: .radians(Double(endAngle)), clockwise: clockwise)
    }
    /// Closes the subpath.
    public func closeSubpath() { path.closeSubpath() }
}

extension Path {
    /// A Core Graphics path's elements.
    public init(_ path: CGPath) {
        self = path.path
    }

    /// A Core Graphics mutable path's elements.
    public init(_ path: CGMutablePath) {
        self = path.path
    }

    /// The path as a Core Graphics path.
    public var cgPath: CGPath { CGPath(path: self) }
}
#endif
