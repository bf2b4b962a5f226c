import Foundation
import Testing
@testable import StackLab
@testable import StackLabContent
@testable import StackLabCore

/// Paths: every builder and operation, and bounds that follow their curves.
@Suite struct PathTests: DrawingEntryHarness {
    @Test func paths() {
        var path = Path()
        #expect(path.isEmpty && path.boundingRect.isNull)
        path.move(to: CGPoint(x: 0, y: 0))
        path.addLine(to: CGPoint(x: 10, y: 0))
        path.addLines([CGPoint(x: 10, y: 10), CGPoint(x: 0, y: 10)])
        path.addQuadCurve(to: CGPoint(x: 20, y: 20), control: CGPoint(x: 20, y: 10))
        path.addCurve(to: CGPoint(x: 30, y: 30), control1: CGPoint(x: 25, y: 20), control2: CGPoint(x: 30, y: 25))
        path.closeSubpath()
        path.addRect(CGRect(x: 0, y: 0, width: 5, height: 5), transform: .identity)
        path.addRects([CGRect(x: 1, y: 1, width: 2, height: 2)])
        path.addRoundedRect(in: CGRect(x: 0, y: 0, width: 8, height: 8), cornerSize: CGSize(width: 2, height: 2))
        path.addRoundedRect(in: CGRect(x: 0, y: 0, width: 8, height: 8), cornerSize: CGSize(width: 2, height: 2), style: .circular, transform: .identity)
        path.addRoundedRect(in: CGRect(x: 0, y: 0, width: 8, height: 8), cornerRadii: RectangleCornerRadii(topLeading: 2))
        path.addEllipse(in: CGRect(x: 0, y: 0, width: 4, height: 4))
        path.addArc(center: CGPoint(x: 50, y: 50), radius: 10, startAngle: .zero, endAngle: .degrees(90), clockwise: false)
        path.addRelativeArc(center: CGPoint(x: 50, y: 50), radius: 10, startAngle: .zero, delta: .degrees(45))
        path.addArc(tangent1End: CGPoint(x: 60, y: 50), tangent2End: CGPoint(x: 60, y: 60), radius: 5)
        path.addPath(Path(ellipseIn: CGRect(x: 0, y: 0, width: 2, height: 2)), transform: CGAffineTransform(translationX: 1, y: 1))
        #expect(path.currentPoint != nil && !path.isEmpty)
        var elements = 0
        path.forEach { _ in elements += 1 }
        #expect(elements > 10)
        #expect(path.contains(CGPoint(x: 5, y: 5)))
        _ = path.strokedPath(StrokeStyle(lineWidth: 2))
        _ = path.trimmedPath(from: 0.25, to: 0.5)
        _ = path.normalized()
        _ = path.intersection(Path(CGRect(x: 0, y: 0, width: 5, height: 5)))
        _ = path.union(Path(), eoFill: true)
        _ = path.subtracting(Path())
        _ = path.symmetricDifference(Path())
        _ = path.lineIntersection(Path())
        _ = path.lineSubtraction(Path())
        _ = path.applying(CGAffineTransform(rotationAngle: .pi / 2))
        _ = path.offsetBy(dx: 1, dy: 1)
        let mutable = CGMutablePath()
        mutable.addRect(CGRect(x: 0, y: 0, width: 3, height: 3))
        #expect(Path(mutable).boundingRect == CGRect(x: 0, y: 0, width: 3, height: 3))
        #expect(Path(Path(CGRect(x: 0, y: 0, width: 3, height: 3)).cgPath).boundingRect.width == 3)
        let built = Path { p in
            p.move(to: .zero)
            p.addLine(to: CGPoint(x: 4, y: 2))
        }
        #expect(Path(built.description) == built && built.description == "0 0 m 4 2 l")
        #expect(Path("not a path") == nil)
        #expect(Path(roundedRect: CGRect(x: 0, y: 0, width: 10, height: 10), cornerRadius: 2).boundingRect.width == 10)
        #expect(Path(roundedRect: CGRect(x: 0, y: 0, width: 10, height: 10), cornerRadius: 2, style: .circular).boundingRect.height == 10)
        #expect(Path(roundedRect: CGRect(x: 0, y: 0, width: 10, height: 10), cornerSize: CGSize(width: 2, height: 2)).boundingRect.width == 10)
        #expect(Path(roundedRect: CGRect(x: 0, y: 0, width: 10, height: 10), cornerRadii: RectangleCornerRadii(topLeading: 3), style: .continuous).boundingRect.width == 10)
        layOut([AnyView(path), AnyView(path.stroke(.red, lineWidth: 1))])
    }

    /// Paths keep their elements: an ellipse's bounds are its rectangle (the curves' extremes, not their
    /// control points), an arc's are the circle's part it covers.
    @Test func pathBoundsFollowTheirCurves() {
        let ellipse = Path(ellipseIn: CGRect(x: 10, y: 20, width: 30, height: 40)).boundingRect
        #expect(abs(ellipse.minX - 10) < 1e-9 && abs(ellipse.maxY - 60) < 1e-9 && abs(ellipse.width - 30) < 1e-9)
        var quarter = Path()
        quarter.addArc(center: .zero, radius: 10, startAngle: .zero, endAngle: .degrees(90), clockwise: false)
        let bounds = quarter.boundingRect
        #expect(abs(bounds.width - 10) < 1e-6 && abs(bounds.height - 10) < 1e-6 && abs(bounds.minX) < 1e-6)
    }
}
